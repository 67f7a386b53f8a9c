import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { connect, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

// The stop a load balancer needs (server/shutdown.ts): readiness turns 503 at the signal, the server
// keeps serving through the drain with Connection: close on every answer, and a kept-alive
// connection is never cut while a request may be on its way on it.

const fixture = fileURLToPath(new URL('./fixtures/draining-server.ts', import.meta.url))
/** A step that takes longer is stuck; a process starting on a loaded CI machine can take half a minute. */
const STEP_MS = 45_000

interface Started {
  child: ChildProcess
  url: string
  port: number
  output: () => string
  printed: (pattern: RegExp) => Promise<RegExpExecArray>
  exited: Promise<[number | null, NodeJS.Signals | null]>
}

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } })
  children.push(child)
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  let output = ''
  const waiters: { pattern: RegExp; resolve: (match: RegExpExecArray) => void }[] = []
  child.stdout!.setEncoding('utf8')
  child.stdout!.on('data', (chunk: string) => {
    output += chunk
    for (const waiter of waiters.splice(0)) {
      const match = waiter.pattern.exec(output)
      if (match) waiter.resolve(match)
      else waiters.push(waiter)
    }
  })
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
  const url = (await printed(/listening (\S+)/))[1]!.replace(/\/$/, '')
  return { child, url, port: Number(new URL(url).port), output: () => output, printed, exited }
}

function within<T>(promise: Promise<T>, what: string, output: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}. Output so far:\n${output()}`)), STEP_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** A connection kept open across requests, as a load balancer keeps its connections to an instance. */
class KeptAliveConnection {
  private buffer = ''
  private readonly socket: Socket
  readonly ended: Promise<'closed' | 'reset'>
  private notify: () => void = () => {}

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1')
    this.socket.setEncoding('utf8')
    this.socket.on('data', (chunk: string) => {
      this.buffer += chunk
      this.notify()
    })
    this.ended = new Promise((resolve) => {
      this.socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNRESET' ? 'reset' : 'closed'))
      this.socket.once('end', () => resolve('closed'))
    })
  }

  async connected(): Promise<void> {
    if (!this.socket.connecting) return
    await once(this.socket, 'connect')
  }

  /** Sends a GET and reads its answer (a body with Content-Length, or chunked). */
  async get(path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    this.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
    for (;;) {
      const answer = this.takeAnswer()
      if (answer) return answer
      const failed = await Promise.race([new Promise<false>((resolve) => (this.notify = () => resolve(false))), this.ended])
      if (failed) throw new Error(`The connection was ${failed} before an answer came to GET ${path}`)
    }
  }

  private takeAnswer() {
    const end = this.buffer.indexOf('\r\n\r\n')
    if (end < 0) return undefined
    const [statusLine = '', ...lines] = this.buffer.slice(0, end).split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    )
    let rest = this.buffer.slice(end + 4)
    let body = ''
    if (headers['transfer-encoding'] === 'chunked') {
      for (;;) {
        const sizeEnd = rest.indexOf('\r\n')
        if (sizeEnd < 0) return undefined
        const size = Number.parseInt(rest.slice(0, sizeEnd), 16)
        if (rest.length < sizeEnd + 2 + size + 2) return undefined
        body += rest.slice(sizeEnd + 2, sizeEnd + 2 + size)
        rest = rest.slice(sizeEnd + 2 + size + 2)
        if (size === 0) break
      }
    } else {
      const length = Number(headers['content-length'] ?? 0)
      if (rest.length < length) return undefined
      body = rest.slice(0, length)
      rest = rest.slice(length)
    }
    this.buffer = rest
    return { status: Number(statusLine.split(' ')[1]), headers, body }
  }
}

const status = (url: string) =>
  fetch(url, { headers: { connection: 'close' } }).then(
    (response) => response.status,
    () => 'refused' as const,
  )

describe('liveness and readiness', () => {
  it('answer 200 while the instance serves and its database answers', async () => {
    const server = await startServer()
    const live = await fetch(`${server.url}/api/health/live`)
    const ready = await fetch(`${server.url}/api/health/ready`)
    expect([live.status, ready.status]).toEqual([200, 200])
    expect(await ready.json()).toEqual({ status: 'ok', database: 'up' })
    expect(ready.headers.get('cache-control')).toBe('no-store')
    // Only GET and HEAD: anything else goes on to the app.
    expect(await (await fetch(`${server.url}/api/health/ready`, { method: 'POST' })).text()).toBe('done /api/health/ready')
  })

  it('tell a database outage apart: readiness 503, liveness still 200', async () => {
    const server = await startServer({ DATABASE_UP: 'false' })
    expect(await status(`${server.url}/api/health/live`)).toBe(200)
    const ready = await fetch(`${server.url}/api/health/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'down' })
  })
})

describe('a graceful stop', () => {
  it('turns readiness 503 first, serves through the drain with Connection: close, and resets no kept-alive connection', {
    timeout: 120_000,
  }, async () => {
    const server = await startServer({ DRAIN_MS: '2000' })
    // Two connections of a balancer: one in use, one left idle since before the signal.
    const busy = new KeptAliveConnection(server.port)
    const idle = new KeptAliveConnection(server.port)
    await Promise.all([busy.connected(), idle.connected()])
    const before = await busy.get('/before')
    expect(before.status).toBe(200)
    expect(before.headers.connection).toBe('keep-alive')
    expect(before.headers['keep-alive']).toBe('timeout=60')
    await idle.get('/before')
    const inFlight = fetch(`${server.url}/slow`).then((response) => ({
      status: response.status,
      connection: response.headers.get('connection'),
    }))
    await server.printed(/slow request started/)

    server.child.kill('SIGTERM')
    await server.printed(/Stopping: readiness answers 503/)
    // Readiness says "stop sending" at once; liveness stays up; pages are still served.
    expect(await status(`${server.url}/api/health/ready`)).toBe(503)
    expect(await status(`${server.url}/api/health/live`)).toBe(200)
    // The next request on a kept-alive connection is answered, and the answer closes it.
    const during = await busy.get('/during')
    expect(during).toMatchObject({ status: 200, body: 'done /during' })
    expect(during.headers.connection).toBe('close')
    expect(await busy.ended).toBe('closed')
    // The request in flight at the signal gets its answer, with Connection: close too.
    expect(await within(inFlight, 'the request in flight', server.output)).toEqual({ status: 200, connection: 'close' })
    // The idle connection is left alone for the whole drain: closed only when the drain is over.
    const idleEnded = idle.ended.then((how) => ({ how, drainOver: server.output().includes('Shutting down') }))
    expect(await within(idleEnded, 'the idle connection to be closed', server.output)).toEqual({ how: 'closed', drainOver: true })

    const [code] = await within(server.exited, 'the server to exit', server.output)
    expect(code).toBe(0)
    expect(await status(`${server.url}/`)).toBe('refused')
    expect(server.output().indexOf('cleanup ran')).toBeGreaterThan(server.output().indexOf('Shutting down'))
  })
})
