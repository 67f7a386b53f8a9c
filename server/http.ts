import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { serve, type Server, type ServerHandler, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { withHeaders } from '../app/lib/security/headers.ts'
import { HSTS } from '../app/lib/security/hsts.ts'
import { MAX_SERVER_FN_BODY_BYTES } from '../app/lib/server-fn/refusals.ts'
import { compressResponses } from './compression.ts'
import { config } from './config.ts'
import { type GuestPageCache, unmarked } from './page-cache/guest-page-cache.ts'

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
 * Which sites may embed the files a middleware serves (Cross-Origin-Resource-Policy); what it
 * passes on to the app is left to the app.
 */
function resourcePolicy(policy: 'same-origin' | 'cross-origin', files: ServerMiddleware): ServerMiddleware {
  return async (request, next) => {
    let passedOn = false
    const response = await files(request, () => {
      passedOn = true
      return next()
    })
    return passedOn ? response : withHeaders(response, [['Cross-Origin-Resource-Policy', policy]])
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
  const publicFiles = resourcePolicy('cross-origin', staticMiddleware({ dir: options.clientDir }))
  const assetsOnly = resourcePolicy('same-origin', (request, next) =>
    new URL(request.url).pathname.startsWith('/assets/') ? hashedAssets(request, missingAsset) : next(),
  )

  const server = serve({
    fetch: options.fetch,
    middleware: [
      fileSecurityHeaders({ hsts: options.hsts ?? config().production }),
      assetsOnly,
      publicFiles,
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
  server.node?.server?.on('clientError', answerUnreadableRequest)
  return server
}
