import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { serve, type Server, type ServerHandler, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { withHeaders } from '../app/lib/security/headers.ts'
import { HSTS } from '../app/lib/security/hsts.ts'
import { MAX_SERVER_FN_BODY_BYTES } from '../app/lib/server-fn/refusals.ts'
import { noteRoute } from '../shared/server/request-context.ts'
import { consoleLogger, type Logger } from '../shared/server/logger.ts'
import { compressResponses } from './compression.ts'
import { config } from './config.ts'
import { observeRequests } from './observability.ts'
import { type GuestPageCache, unmarked } from './page-cache/guest-page-cache.ts'
import type { Readiness } from './readiness.ts'

const ONE_YEAR = 31_536_000

/**
 * The cap on every request body, counted by srvx on the bytes as they are read (a chunked body
 * declares no length): the largest body the site takes, a server-function call with the brief's
 * attachment. Routes keep lower caps of their own; past this one, reading fails with srvx's
 * BodyTooLargeError (status 413) and memory stays flat whatever is sent.
 */
export const MAX_REQUEST_BODY_BYTES = MAX_SERVER_FN_BODY_BYTES

export interface HttpServerOptions {
  /** The application: everything that is not a static file. */
  fetch: ServerHandler
  /** Built client files (dist/client): hashed assets under /assets/, public files at the root. */
  clientDir: string
  port: number
  hostname?: string
  /** Which proxies may set X-Forwarded-For (the visitor's IP): TRUST_PROXY in server/config.ts. */
  trustProxy?: boolean | 'loopback' | string[]
  /** Strict-Transport-Security on every answer; by default in production (server/config.ts). */
  hsts?: boolean
  /** The cap on every request body; MAX_REQUEST_BODY_BYTES by default. */
  maxRequestBodySize?: number
  /** Keeps guests' pages (server/page-cache); none by default. */
  pageCache?: GuestPageCache
  /** Answers /api/health/live and /api/health/ready (server/readiness.ts); none by default. */
  readiness?: Readiness
  /**
   * How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_SECONDS). Longer than
   * the balancer's own idle timeout, so that the balancer always closes first and never sends a
   * request on a connection this server is closing at that moment.
   */
  keepAliveTimeoutSeconds?: number
  /** Where the request log goes; the process's logger by default. */
  logger?: Logger
}

/** A missing hashed asset is a stale or broken reference: answer 404 plainly, never with the app. */
function missingAsset(): Response {
  return new Response('Файл не найден', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** An SVG opened on its own is a document that could run script: ours never need to. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * The headers static files need too (the app sets these and more on its own answers): no MIME
 * sniffing, HSTS in production, and no script in an SVG opened directly.
 */
function fileSecurityHeaders({ hsts }: { hsts: boolean }): ServerMiddleware {
  return async (_request, next) => {
    const response = await next()
    const wanted = new Headers({ 'X-Content-Type-Options': 'nosniff' })
    if (hsts) wanted.set('Strict-Transport-Security', HSTS)
    if ((response.headers.get('content-type') ?? '').startsWith('image/svg+xml')) wanted.set('Content-Security-Policy', SVG_POLICY)
    return withHeaders(
      response,
      [...wanted].filter(([name]) => !response.headers.has(name)),
    )
  }
}

/**
 * Which sites may embed the files a middleware serves (Cross-Origin-Resource-Policy), and the route
 * label its answers get in the request log and metrics; what it passes on to the app is left to the app.
 */
function resourcePolicy(policy: 'same-origin' | 'cross-origin', route: string, files: ServerMiddleware): ServerMiddleware {
  return async (request, next) => {
    let passedOn = false
    const response = await files(request, () => {
      passedOn = true
      return next()
    })
    if (passedOn) return response
    noteRoute(route)
    return withHeaders(response, [['Cross-Origin-Resource-Policy', policy]])
  }
}

/** What a request that cannot be read as HTTP is told (Node's own answer is an empty 400). */
const UNREADABLE_REQUEST = 'Запрос не удалось прочитать: в адресе или заголовках есть недопустимые символы.'

/**
 * Answers a request Node's HTTP parser refused (raw non-ASCII in the address, a broken header)
 * with its status and a short plain-text reason, then closes the connection: 431 for headers too
 * large, 408 for a request that never finished arriving, 400 for the rest. A connection already
 * gone is only closed.
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(UNREADABLE_REQUEST)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      UNREADABLE_REQUEST,
    ].join('\r\n'),
  )
}

export function createHttpServer(options: HttpServerOptions): Server {
  // The bundle (scripts, styles, fonts) serves the site's own pages only. The public files (content
  // images, the icon) are also shown on other sites' pages: feed readers show the covers the RSS
  // feeds link to, link previews the pages' og:image.
  const hashedAssets = staticMiddleware({ dir: options.clientDir, maxAge: ONE_YEAR, immutable: true })
  const publicFiles = resourcePolicy('cross-origin', 'static', staticMiddleware({ dir: options.clientDir }))
  const assetsOnly = resourcePolicy('same-origin', 'asset', (request, next) =>
    new URL(request.url).pathname.startsWith('/assets/') ? hashedAssets(request, missingAsset) : next(),
  )
  // Every page's address ends with a slash, and no public file is a folder's index.html: a page
  // skips the look on disk (a failed stat per render).
  const publicFilesOnly: ServerMiddleware = (request, next) =>
    new URL(request.url).pathname.endsWith('/') ? next() : publicFiles(request, next)

  const server = serve({
    fetch: options.fetch,
    middleware: [
      // First: it times the whole answer and gives every request its id.
      observeRequests(options.logger ?? consoleLogger),
      ...(options.readiness ? [options.readiness.middleware] : []),
      fileSecurityHeaders({ hsts: options.hsts ?? config().production }),
      assetsOnly,
      publicFilesOnly,
      compressResponses,
      // Inside compression: it serves kept pages already gzipped, and keeps pages as the app made them.
      options.pageCache?.middleware ?? (async (_request, next) => unmarked(await next())),
    ],
    port: options.port,
    hostname: options.hostname,
    trustProxy: options.trustProxy ?? false,
    maxRequestBodySize: options.maxRequestBodySize ?? MAX_REQUEST_BODY_BYTES,
    // Our own shutdown (server/shutdown.ts) also closes the database.
    gracefulShutdown: false,
    silent: true,
  })
  const node = server.node?.server
  node?.on('clientError', answerUnreadableRequest)
  if (node && 'keepAliveTimeout' in node && options.keepAliveTimeoutSeconds !== undefined) {
    node.keepAliveTimeout = options.keepAliveTimeoutSeconds * 1000
  }
  return server
}

/** A port that cannot be listened on, said in one line for the operator; undefined for other errors. */
export function listenFailure(error: unknown, { port, host }: { port: number; host?: string }): string | undefined {
  const code = (error as { code?: string } | null)?.code
  const where = `${host ?? 'every interface'} port ${port}`
  if (code === 'EADDRINUSE') return `Cannot listen on ${where}: another process uses it (set PORT to a free port, or stop that process)`
  if (code === 'EACCES') return `Cannot listen on ${where}: permission denied (ports below 1024 need privileges; set PORT above 1023)`
  if (code === 'EADDRNOTAVAIL') return `Cannot listen on ${where}: this machine has no such address (check HOST)`
  return undefined
}
