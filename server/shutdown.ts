import type { Server } from 'srvx'

export interface ShutdownOptions {
  /** Runs after the last in-flight request has finished: close the database and the like. */
  cleanup: () => Promise<void>
  /** In-flight requests still running after this are cut off. */
  timeoutMs?: number
  log?: (message: string) => void
}

/**
 * Stops the server cleanly on SIGTERM or SIGINT: no new connections, in-flight requests finish,
 * then cleanup runs and the process exits. A second signal forces the exit.
 */
export function handleShutdownSignals(server: Server, options: ShutdownOptions): () => Promise<void> {
  const log = options.log ?? ((message: string) => console.log(message))
  let closing: Promise<void> | undefined

  const shutdown = () =>
    (closing ??= (async () => {
      log('Shutting down: finishing in-flight requests…')
      const force = setTimeout(() => void server.close(true), options.timeoutMs ?? 10_000)
      try {
        await server.close()
      } finally {
        clearTimeout(force)
      }
      await options.cleanup()
      log('Stopped.')
    })())

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1)
    log(`Received ${signal}.`)
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
  return shutdown
}
