import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'

export const MB = 1024 * 1024

export interface ChunkedAnswer {
  status: number
  body: string
  /** Bytes of the body written before the answer came. */
  sentBytes: number
}

/**
 * Sends up to `totalBytes` of filler as a chunked body (no Content-Length, as a streaming client
 * does), as fast as the server takes it, and stops writing at the first answer.
 */
export function sendChunked(
  url: string,
  {
    totalBytes,
    headers = {},
    method = 'POST',
    filler = 'a',
  }: { totalBytes: number; headers?: Record<string, string>; method?: string; filler?: string },
): Promise<ChunkedAnswer> {
  const target = new URL(url)
  const chunk = Buffer.alloc(64 * 1024, filler)
  return new Promise((resolve, reject) => {
    let sentBytes = 0
    let answered = false
    const request = httpRequest({
      host: target.hostname,
      port: target.port,
      method,
      path: target.pathname + target.search,
      headers: { ...headers, 'transfer-encoding': 'chunked' },
    })
    request.on('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (data: Buffer) => chunks.push(data))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sentBytes }))
      response.on('error', reject)
    })
    // Once answered, the server may close the connection while we still write: that is expected.
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const write = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.length
        if (!request.write(chunk)) {
          request.once('drain', write)
          return
        }
      }
      if (!answered) request.end()
    }
    write()
  })
}

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * One request over a socket, as a client other than a browser may send it: any method, headers
 * and bytes, and by default chunked (no Content-Length), the way a streaming client sends.
 */
export function sendRaw(
  url: string,
  {
    method = 'POST',
    headers = {},
    body,
    chunked = true,
  }: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array; chunked?: boolean },
): Promise<RawAnswer> {
  const target = new URL(url)
  const bytes = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)
  // Node frames a body as chunks by itself only for some methods (not DELETE): say it outright.
  const allHeaders =
    bytes === undefined
      ? headers
      : chunked
        ? { ...headers, 'transfer-encoding': 'chunked' }
        : { ...headers, 'content-length': String(bytes.length) }
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: target.hostname, port: target.port, method, path: target.pathname + target.search, headers: allHeaders },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (data: Buffer) => chunks.push(data))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    if (bytes !== undefined && bytes.length > 0) request.write(bytes)
    request.end()
  })
}

/**
 * The most memory this thread's JavaScript held (heap and buffers) while `work` ran, above what it
 * held before. For a server in the test's own thread: tests run in worker threads, so the process's
 * resident memory counts the other test files' work too.
 */
export async function peakThreadBytesDuring(work: () => Promise<void>, everyMs = 2): Promise<number> {
  const held = () => {
    const { heapUsed, external } = process.memoryUsage()
    return heapUsed + external
  }
  const before = held()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, held())
  }, everyMs)
  try {
    await work()
  } finally {
    clearInterval(sampler)
  }
  return Math.max(peak, held()) - before
}

/** Resident memory of a process, in bytes (Linux): for a server in a process of its own. */
export function residentBytes(pid: number = process.pid): number {
  const kilobytes = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (kilobytes === undefined) throw new Error(`No resident memory for process ${pid}`)
  return Number(kilobytes) * 1024
}

/** What came back over a raw connection: the status, the headers (lower-case names) and the body. */
export interface RawBytesAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * Writes the bytes to the server as they are, with no HTTP client to tidy them (raw UTF-8 in an
 * address, a broken header), and reads the answer until the server closes the connection (a well-formed request asks it to with
 * `Connection: close`).
 */
export function sendBytes(url: string, bytes: Buffer): Promise<RawBytesAnswer> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(target.port), target.hostname, () => socket.write(bytes))
    socket.on('data', (data: Buffer) => chunks.push(data))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
    })
  })
}
