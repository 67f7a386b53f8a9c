import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const fixture = fileURLToPath(new URL('./fixtures/slow-server.ts', import.meta.url))

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones, runs cleanup and exits 0', async () => {
    const child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.setEncoding('utf8')
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        output += chunk
        const match = /listening (\S+)/.exec(output)
        if (match?.[1]) resolve(match[1].replace(/\/$/, ''))
      })
      child.once('exit', () => reject(new Error(`server exited early: ${output}`)))
    })

    const inFlight = fetch(`${url}/slow`).then((response) => response.text())
    await new Promise((resolve) => setTimeout(resolve, 200))
    child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 100))

    const refused = await fetch(`${url}/`).then(
      () => false,
      () => true,
    )
    expect(await inFlight).toBe('done')
    const [code] = await once(child, 'exit')
    expect(refused).toBe(true)
    expect(code).toBe(0)
    expect(output).toContain('cleanup ran')
    expect(output.indexOf('cleanup ran')).toBeGreaterThan(output.indexOf('Received SIGTERM'))
  })
})
