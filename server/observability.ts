// What an operator sees of the HTTP servers: one log line and one histogram observation per request,
// an X-Request-Id on every answer, and GET /metrics on a listener of its own.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { collectDefaultMetrics, Histogram, register } from 'prom-client'
import type { ServerMiddleware } from 'srvx'
import {
  newRequestId,
  REQUEST_ID_HEADER,
  type RequestContext,
  runInRequest,
  wellFormedRequestId,
} from '../shared/server/request-context.ts'
import { describeError, type Logger } from '../shared/server/logger.ts'
import { sharedMetric } from '../api/metrics.ts'

/** The route label of a request nothing named (a path no route knows, a failure before routing). */
const UNMATCHED_ROUTE = 'unmatched'

/** nginx's status for a request whose client closed the connection before any answer was sent. */
const CLIENT_CLOSED_STATUS = 499

const requestDuration = sharedMetric(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to the last byte of its answer, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
)

interface NodeContext {
  req: IncomingMessage
  res: ServerResponse
}

/** The path asked for, without the query (which may carry tokens). */
function pathOf(request: Request, node: NodeContext | undefined): string {
  const raw = node?.req.url
  if (raw?.startsWith('/')) {
    const query = raw.indexOf('?')
    return query === -1 ? raw : raw.slice(0, query)
  }
  return new URL(request.url).pathname
}

/**
 * The outermost middleware of a server: the request gets its id (a well-formed X-Request-Id, or a
 * new one), runs in its context (logs, API calls and queued mails carry the id), and answers with
 * the id in X-Request-Id. When the last byte has gone (or the client has left), one log line and one
 * observation of http_request_duration_seconds: method, path, route pattern (named by whoever
 * answered: a file, the page cache, the router, the API), status and duration. Nothing is awaited
 * for it: the response's close event does the counting.
 */
export function observeRequests(logger: Logger): ServerMiddleware {
  return (request, next) => {
    const started = performance.now()
    const node = (request as { runtime?: { node?: NodeContext } }).runtime?.node
    const id = wellFormedRequestId(request.headers.get(REQUEST_ID_HEADER)) ?? newRequestId()
    const context: RequestContext = { id, clientGone: () => node?.res.destroyed === true && !node.res.writableFinished }
    const finish = (status: number, aborted: boolean) => {
      const seconds = (performance.now() - started) / 1000
      const route = context.route ?? UNMATCHED_ROUTE
      requestDuration.observe({ method: request.method, route, status }, seconds)
      const fields = {
        method: request.method,
        path: pathOf(request, node),
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        requestId: id,
      }
      logger.info('Request', aborted ? { ...fields, aborted: true } : fields)
    }
    if (node) {
      node.res.setHeader(REQUEST_ID_HEADER, id)
      node.res.once('close', () => {
        const aborted = !node.res.writableFinished
        finish(aborted && !node.res.headersSent ? CLIENT_CLOSED_STATUS : node.res.statusCode, aborted)
      })
    }
    return runInRequest(context, async () => {
      try {
        const response = await next()
        if (!node) {
          response.headers.set(REQUEST_ID_HEADER, id)
          finish(response.status, false)
        }
        return response
      } catch (error) {
        // srvx answers an empty 500 to a handler that throws, and says nothing (silent): say it here.
        logger.error('Request failed', { method: request.method, path: pathOf(request, node), ...describeError(error) })
        if (!node) finish(500, false)
        throw error
      }
    })
  }
}

export interface MetricsListener {
  /** Where it listens, e.g. http://127.0.0.1:9464/metrics. */
  url: string
  close(): Promise<void>
}

/**
 * GET /metrics in Prometheus's text format (the default registry, with Node's process metrics) on
 * an address of its own, apart from the site's: the site's port faces visitors, this one only the
 * scraper. Anything else answers 404.
 */
export async function startMetricsListener({ host, port }: { host: string; port: number }): Promise<MetricsListener> {
  // Node's process metrics (CPU, memory, event loop lag, handles), registered once per process.
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics()
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://metrics').pathname !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n')
      return
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
