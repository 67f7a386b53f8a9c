// `npm run api`: the reference API on its own, at http://localhost:API_PORT/api.
import { serve } from 'srvx'
import { createApi } from '../api/app.ts'
import { getDatabase } from '../api/db/instance.ts'
import { DatabaseUnreachableError } from '../api/db/wait.ts'
import { createProcessAnswerCache } from '../api/http/public-answer-cache.ts'
import { consoleLogger, routeConsoleTo } from '../shared/server/logger.ts'
import { recordBuildInfo, registerDatabaseMetrics } from '../api/metrics.ts'
import { startBackend } from './backend.ts'
import { compressResponses } from './compression.ts'
import { configOrExit } from './config.ts'
import { answerUnreadableRequest, MAX_REQUEST_BODY_BYTES } from './http.ts'
import { observeRequests, startMetricsListener } from './observability.ts'
import { createReadiness } from './readiness.ts'
import { exitWith, serveUntilStopped } from './lifecycle.ts'

// Every line of the process is a JSON line with a time, what libraries print included.
routeConsoleTo(consoleLogger)
process.once('exit', () => consoleLogger.flushRepeats())
const config = configOrExit()

const stopBackend = await startBackend(config).catch((error: unknown) =>
  error instanceof DatabaseUnreachableError ? exitWith(error.message) : Promise.reject(error),
)
const { db, liveness } = getDatabase()
// No build to load here: ready once the database is prepared.
const readiness = createReadiness({ databaseUp: () => liveness.probe(), alreadyDone: { prepared: true, buildLoaded: true } })
const buildId = config.build.id ?? 'development'
const api = createApi({ db, liveness, buildId, answerCache: createProcessAnswerCache() })
recordBuildInfo(buildId)
registerDatabaseMetrics(getDatabase)
const metrics = config.metrics && (await startMetricsListener(config.metrics))
const server = serve({
  fetch: api.fetch,
  middleware: [readiness.middleware, observeRequests(consoleLogger), compressResponses],
  port: config.apiPort,
  hostname: config.host,
  gracefulShutdown: false,
  silent: true,
  trustProxy: config.trustProxy,
  maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
})
const node = server.node?.server
node?.on('clientError', answerUnreadableRequest)
if (node && 'keepAliveTimeout' in node) node.keepAliveTimeout = config.keepAliveTimeoutSeconds * 1000
await serveUntilStopped(server, {
  port: config.apiPort,
  host: config.host,
  cleanup: async () => {
    await metrics?.close()
    await stopBackend()
  },
  drainMs: config.shutdownDrainSeconds * 1000,
  onStopping: readiness.markStopping,
})
consoleLogger.info(
  `API is up at http://${config.host ?? 'localhost'}:${config.apiPort}/api`,
  metrics ? { metrics: metrics.url } : undefined,
)
