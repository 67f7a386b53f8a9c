import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

interface RecordedRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export interface ScriptedResponse {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Closes the connection without answering, as a backend that is down or out of reach. */
  hangUp?: boolean
  /** Answers only after this many milliseconds, as a backend that has stopped answering. */
  delayMs?: number
}

/**
 * A real HTTP server on a free local port that answers with the scripted responses in order
 * (the last one repeats) and records every request it receives.
 */
export async function startScriptedServer() {
  let script: ScriptedResponse[] = [{ status: 200, body: { ok: true } }]
  const requests: RecordedRequest[] = []

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() })
      const next = script.length > 1 ? script.shift()! : script[0]!
      if (next.hangUp) {
        req.socket.destroy()
        return
      }
      const answer = () => {
        if (res.destroyed) return
        res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers })
        res.end(JSON.stringify(next.body ?? { status: next.status }))
      }
      if (next.delayMs) setTimeout(answer, next.delayMs)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Sets the answers for the next requests, in order. */
    respondWith(...responses: ScriptedResponse[]) {
      script = responses
      requests.length = 0
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
