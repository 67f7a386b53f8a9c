import { createServer, type IncomingHttpHeaders, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One answer an instance gave the balancer. */
interface UpstreamAnswer {
  method: string
  path: string
  upstream: string
  /** The status, or 0 when the instance could not be reached. */
  status: number
}

/** Headers about one connection, which a proxy does not pass on. */
function withoutHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers
  return rest
}

interface Upstream {
  name: string
  url: URL
}

/**
 * A load balancer for the test, as the deploy recipe's nginx behaves: requests go round the
 * instances in turn (the hashed assets on a turn of their own, so they spread over the instances
 * whatever else a page asks for); a request an instance cannot take, and a GET of an asset an
 * instance does not have (404), go to the next instance (nginx: proxy_next_upstream error http_404
 * in the /assets/ location). Every answer of every instance is recorded.
 */
export async function startBalancer() {
  let upstreams: Upstream[] = []
  const answers: UpstreamAnswer[] = []
  const turns = { assets: 0, other: 0 }

  const isAsset = (path: string) => path.startsWith('/assets/')
  /** What one instance may lack while another has it, mid-deploy: its 404 tries the next instance. */
  const isBuildFile = (path: string) => isAsset(path) || path.startsWith('/_build/meta/')

  /** The instances in the order this request tries them. */
  function order(path: string): Upstream[] {
    const key = isAsset(path) ? 'assets' : 'other'
    const first = turns[key]++ % Math.max(upstreams.length, 1)
    return [...upstreams.slice(first), ...upstreams.slice(0, first)]
  }

  function forward(incoming: IncomingMessage, upstream: Upstream, body: Buffer) {
    return new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = request(
        new URL(incoming.url ?? '/', upstream.url),
        // A connection per request: a stopped instance leaves no pooled socket behind.
        { method: incoming.method, headers: { ...withoutHopHeaders(incoming.headers), connection: 'close' }, agent: false },
        resolve,
      )
      outgoing.once('error', reject)
      outgoing.end(body)
    })
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const method = incoming.method ?? 'GET'
    const path = new URL(incoming.url ?? '/', 'http://balancer').pathname
    const idempotent = method === 'GET' || method === 'HEAD'
    const tries = order(path)
    for (const [index, upstream] of tries.entries()) {
      const last = index === tries.length - 1 || !idempotent
      let answer: IncomingMessage
      try {
        answer = await forward(incoming, upstream, body)
      } catch {
        answers.push({ method, path, upstream: upstream.name, status: 0 })
        if (last) break
        continue
      }
      answers.push({ method, path, upstream: upstream.name, status: answer.statusCode ?? 0 })
      if (answer.statusCode === 404 && isBuildFile(path) && !last) {
        answer.resume()
        continue
      }
      response.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers))
      answer.pipe(response)
      return
    }
    response.writeHead(502, { 'content-type': 'text/plain' }).end('No instance answered')
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    /** Puts an instance into the rotation. */
    add(name: string, url: string) {
      upstreams.push({ name, url: new URL(url) })
    },
    /** Takes an instance out of the rotation (before it is stopped, as a deploy script does). */
    remove(name: string) {
      upstreams = upstreams.filter((upstream) => upstream.name !== name)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
