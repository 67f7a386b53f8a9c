const cleanups: Array<() => unknown> = []

/**
 * Runs `cleanup` when the run is interrupted (Ctrl-C), newest first, then exits with 130: a long
 * run stopped by hand still stops the server, the browser and removes their files.
 */
export function cleanUpOnInterrupt(cleanup: () => unknown) {
  if (cleanups.length === 0) {
    process.once('SIGINT', async () => {
      for (const each of cleanups.reverse())
        await Promise.resolve()
          .then(each)
          .catch(() => {})
      process.exit(130)
    })
  }
  cleanups.push(cleanup)
}
