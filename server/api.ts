// `npm run api`: the reference API on its own, at http://localhost:API_PORT/api.
import { serve } from 'srvx'
import { createApi } from '../api/app.ts'
import { getDatabase } from '../api/db/instance.ts'
import { createProcessAnswerCache } from '../api/http/public-answer-cache.ts'
import { consoleLogger } from '../api/logger.ts'
import { startBackend } from './backend.ts'
import { compressResponses } from './compression.ts'
import { configOrExit } from './config.ts'
import { answerUnreadableRequest, MAX_REQUEST_BODY_BYTES } from './http.ts'
import { handleShutdownSignals } from './shutdown.ts'

const config = configOrExit()
const stopBackend = await startBackend(config)
const { db, liveness } = getDatabase()
const api = createApi({ db, liveness, buildId: config.build.id ?? 'development', answerCache: createProcessAnswerCache() })
const server = serve({
  fetch: api.fetch,
  middleware: [compressResponses],
  port: config.apiPort,
  hostname: config.host,
  gracefulShutdown: false,
  silent: true,
  trustProxy: config.trustProxy,
  maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
})
server.node?.server?.on('clientError', answerUnreadableRequest)
await server.ready()
handleShutdownSignals(server, { cleanup: stopBackend })
consoleLogger.info(`API is up at http://${config.host ?? 'localhost'}:${config.apiPort}/api`)
