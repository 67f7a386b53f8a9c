// `npm start`: build when needed, bring the database up to date, serve the site and its API.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { consoleLogger } from '../api/logger.ts'
import { startBackend } from './backend.ts'
import { buildSite, isBuildStale, SERVER_ENTRY } from './build.ts'
import { configOrExit } from './config.ts'
import { createHttpServer } from './http.ts'
import { followedGuestPageCache } from './page-cache/from-env.ts'
import { handleShutdownSignals } from './shutdown.ts'

// Libraries (React) read NODE_ENV themselves; the configuration below reads it too.
process.env.NODE_ENV ??= 'production'
const config = configOrExit()
const root = resolve(import.meta.dirname, '..')

if (isBuildStale(root)) {
  consoleLogger.info('Building the site (no build yet, or sources changed)')
  buildSite(root)
}

const stopBackend = await startBackend(config)
// Guests' pages are kept until the content changes (startBackend follows the content version).
const pageCache = followedGuestPageCache(config.pageCacheMegabytes)

const app = (await import(pathToFileURL(resolve(root, SERVER_ENTRY)).href)) as {
  default: { fetch: (request: Request) => Promise<Response> }
}
const server = createHttpServer({
  fetch: (request) => app.default.fetch(request),
  clientDir: resolve(root, 'dist/client'),
  port: config.port,
  hostname: config.host,
  trustProxy: config.trustProxy,
  pageCache,
})
await server.ready()
handleShutdownSignals(server, { cleanup: stopBackend })
consoleLogger.info(`Site is up at http://${config.host ?? 'localhost'}:${config.port}/`)
