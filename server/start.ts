// `npm start`: build when needed, bring the database up to date, serve the site and its API.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getDatabase } from '../api/db/instance.ts'
import { DatabaseUnreachableError } from '../api/db/wait.ts'
import { consoleLogger, routeConsoleTo } from '../shared/server/logger.ts'
import { registerDatabaseMetrics } from '../api/metrics.ts'
import { startBackend } from './backend.ts'
import { buildSite, SERVER_ENTRY, whyBuild } from './build.ts'
import { configOrExit } from './config.ts'
import { createHttpServer } from './http.ts'
import { startMetricsListener } from './observability.ts'
import { followedGuestPageCache } from './page-cache/from-env.ts'
import { createReadiness } from './readiness.ts'
import { exitWith, serveUntilStopped } from './lifecycle.ts'

// Libraries (React) read NODE_ENV themselves; the configuration below reads it too.
// biome-ignore lint/style/noProcessEnv: a default written for the libraries, which read NODE_ENV themselves; server/config.ts reads it after.
process.env.NODE_ENV ??= 'production'
// Every line of the process is a JSON line with a time, what libraries print included.
routeConsoleTo(consoleLogger)
process.once('exit', () => consoleLogger.flushRepeats())
const config = configOrExit()
consoleLogger.setLevel(config.logLevel)
const root = resolve(import.meta.dirname, '..')

// A build made from these very sources (dist/build.json says so) is served as it is, wherever it was made.
const buildReason = whyBuild(root)
if (buildReason) {
  consoleLogger.info(`Building the site: ${buildReason}`)
  buildSite(root)
}

const readiness = createReadiness({ databaseUp: () => getDatabase().liveness.probe() })
const stopBackend = await startBackend(config).catch((error: unknown) =>
  error instanceof DatabaseUnreachableError ? exitWith(error.message) : Promise.reject(error),
)
readiness.markPrepared()
// Guests' pages are kept until the content changes (startBackend follows the content version).
const pageCache = followedGuestPageCache(config.pageCacheMegabytes)

const app = (await import(pathToFileURL(resolve(root, SERVER_ENTRY)).href)) as {
  default: { fetch: (request: Request) => Promise<Response> }
}
readiness.markBuildLoaded()
registerDatabaseMetrics(getDatabase)
const metrics = config.metrics && (await startMetricsListener(config.metrics))
const server = createHttpServer({
  fetch: (request) => app.default.fetch(request),
  clientDir: resolve(root, 'dist/client'),
  port: config.port,
  hostname: config.host,
  trustProxy: config.trustProxy,
  pageCache,
  readiness,
  keepAliveTimeoutSeconds: config.keepAliveTimeoutSeconds,
})
await serveUntilStopped(server, {
  port: config.port,
  host: config.host,
  cleanup: async () => {
    await metrics?.close()
    await stopBackend()
  },
  drainMs: config.shutdownDrainSeconds * 1000,
  onStopping: readiness.markStopping,
})
consoleLogger.info(`Site is up at http://${config.host ?? 'localhost'}:${config.port}/`, metrics ? { metrics: metrics.url } : undefined)
