import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const fixture = fileURLToPath(new URL('./fixtures/slow-server.ts', import.meta.url))

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones, runs cleanup and exits 0', async () => {
    const child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'inherit'] })
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
    /** Resolves once the server has printed a line matching the pattern. */
    const printed = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve) => {
        const match = pattern.exec(output)
        if (match) resolve(match)
        else waiters.push({ pattern, resolve })
      })

    const url = (await printed(/listening (\S+)/))[1]!.replace(/\/$/, '')
    const inFlight = fetch(`${url}/slow`).then((response) => response.text())
    await printed(/slow request started/)

    child.kill('SIGTERM')
    await printed(/Shutting down/)
    const refused = await fetch(`${url}/`).then(
      () => false,
      () => true,
    )

    expect(await inFlight).toBe('done')
    const [code] = await once(child, 'exit')
    expect(refused).toBe(true)
    expect(code).toBe(0)
    expect(output.indexOf('cleanup ran')).toBeGreaterThan(output.indexOf('Received SIGTERM'))
  })
})
