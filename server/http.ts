import { serve, type Server, type ServerHandler, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressResponses } from './compression.ts'

const ONE_YEAR = 31_536_000

export interface HttpServerOptions {
  /** The application: everything that is not a static file. */
  fetch: ServerHandler
  /** Built client files (dist/client): hashed assets under /assets/, public files at the root. */
  clientDir: string
  port: number
  hostname?: string
  /** Which proxies may set X-Forwarded-For (the visitor's IP): see trustProxyFromEnv. */
  trustProxy?: boolean | 'loopback' | string[]
}

/**
 * TRUST_PROXY: unset or 'false' (direct connections), 'true' (any proxy), 'loopback' (a proxy on
 * this machine), or a comma-separated list of proxy addresses. Behind a load balancer it must be
 * set, or every visitor gets the balancer's IP and they share one rate limit.
 */
export function trustProxyFromEnv(value = process.env.TRUST_PROXY): boolean | 'loopback' | string[] {
  const setting = value?.trim()
  if (!setting || setting === 'false') return false
  if (setting === 'true') return true
  if (setting === 'loopback') return 'loopback'
  return setting.split(',').map((address) => address.trim()).filter(Boolean)
}

/** A missing hashed asset is a stale or broken reference: answer 404 plainly, never with the app. */
function missingAsset(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export function createHttpServer(options: HttpServerOptions): Server {
  const hashedAssets = staticMiddleware({ dir: options.clientDir, maxAge: ONE_YEAR, immutable: true })
  const publicFiles = staticMiddleware({ dir: options.clientDir })
  const assetsOnly: ServerMiddleware = (request, next) =>
    new URL(request.url).pathname.startsWith('/assets/') ? hashedAssets(request, missingAsset) : next()

  return serve({
    fetch: options.fetch,
    middleware: [assetsOnly, publicFiles, compressResponses],
    port: options.port,
    hostname: options.hostname,
    trustProxy: options.trustProxy ?? false,
    // Our own shutdown (server/shutdown.ts) also closes the database.
    gracefulShutdown: false,
    silent: true,
  })
}
