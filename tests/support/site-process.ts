import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts'

/** A free local port, asked of the system. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

/** How long a site may take to start when several start at once on a busy machine (within a 240 s hook). */
export const START_TIMEOUT_MS = 200_000

/**
 * A second production server of this build, as `npm start` runs it, with an environment of its
 * own (e.g. API_BASE_URL pointing at a scripted backend). Answers its address and how to stop it.
 * `root`: another copy of the project to run (its own sources and dist/); this one by default.
 */
export async function startSite(
  env: Record<string, string>,
  {
    startTimeoutMs = 120_000,
    port: fixedPort,
    root = resolve(import.meta.dirname, '../..'),
  }: { startTimeoutMs?: number; port?: number; root?: string } = {},
) {
  const port = fixedPort ?? (await freePort())
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-site-'))
  const output: string[] = []
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server/start.ts')], {
    cwd: root,
    // No drain by default: nothing balances over these servers, and each stop would wait it out. No
    // metrics listener unless a test asks for one: several sites run at once, and 9464 is one port.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: '0',
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))

  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  // Up once it says so and serves a page that needs no backend. Its own line counts, not the answer
  // alone: another test's site may hold the port (a free port is only free when asked), and would
  // answer for it.
  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (child.exitCode !== null) {
      await exited
      rmSync(dataDir, { recursive: true, force: true })
      const printed = output.join('')
      // Taken between the asking and the listening: ask for another.
      if (fixedPort === undefined && printed.includes('another process uses it')) {
        return startSite(env, { startTimeoutMs: Math.max(0, deadline - Date.now()), root })
      }
      throw new Error(`The site stopped while starting:\n${printed}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The site did not start in time:\n${output.join('')}`)
    }
    const up =
      output.join('').includes(`Site is up at http://127.0.0.1:${port}/`) &&
      (await fetch(`${url}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      ))
    if (up) break
    await new Promise((done) => setTimeout(done, 250))
  }
  // pid: the server itself (server/start.ts serves in its own process), e.g. to watch its memory.
  return { url, port, output, stop, pid: child.pid!, exited }
}
