import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const fixture = fileURLToPath(new URL('./fixtures/slow-server.ts', import.meta.url))

/** How long any one step may take before the test fails and says which step it was waiting for. */
const STEP_MS = 15_000

/** The promise's value, or a failure naming what did not happen within STEP_MS. */
function within<T>(promise: Promise<T>, what: string, output: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Timed out after ${STEP_MS} ms waiting for ${what}. Server output so far:\n${output()}`)),
      STEP_MS,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones, runs cleanup and exits 0', async () => {
    const child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'inherit'] })
    const exited = once(child, 'exit')
    let output = ''
    const waiters: { pattern: RegExp; resolve: (match: RegExpExecArray) => void }[] = []
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      for (const waiter of waiters.splice(0)) {
        const match = waiter.pattern.exec(output)
        if (match) waiter.resolve(match)
        else waiters.push(waiter)
      }
    })
    /** Resolves once the server has printed a line matching the pattern; fails after STEP_MS. */
    const printed = (pattern: RegExp) =>
      within(
        new Promise<RegExpExecArray>((resolve) => {
          const match = pattern.exec(output)
          if (match) resolve(match)
          else waiters.push({ pattern, resolve })
        }),
        `the server to print ${pattern}`,
        () => output,
      )

    try {
      const url = (await printed(/listening (\S+)/))[1]!.replace(/\/$/, '')
      const inFlight = fetch(`${url}/slow`).then((response) => response.text())
      await printed(/slow request started/)

      child.kill('SIGTERM')
      await printed(/Shutting down/)
      const refused = await fetch(`${url}/`).then(
        () => false,
        () => true,
      )

      expect(await within(inFlight, 'the request in flight to finish', () => output)).toBe('done')
      const [code] = await within(exited, 'the server to exit', () => output)
      expect(refused).toBe(true)
      expect(code).toBe(0)
      expect(output.indexOf('cleanup ran')).toBeGreaterThan(output.indexOf('Received SIGTERM'))
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })
})
