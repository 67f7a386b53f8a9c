// `npm run api`: the reference API on its own, at http://localhost:API_PORT/api.
import { serve } from 'srvx'
import { createApi } from '../api/app.ts'
import { followContentVersion } from '../api/db/content-version.ts'
import { prepareDatabase } from '../api/db/prepare.ts'
import { createProcessAnswerCache } from '../api/http/public-answer-cache.ts'
import { closeDatabase, getDatabase } from '../api/db/instance.ts'
import { consoleLogger } from '../api/logger.ts'
import { startProcessMailSender, stopProcessMailSender } from '../api/mail/sender.ts'
import { compressResponses } from './compression.ts'
import { configOrExit } from './config.ts'
import { MAX_REQUEST_BODY_BYTES } from './http.ts'
import { handleShutdownSignals } from './shutdown.ts'

const config = configOrExit()
const { db, liveness } = getDatabase()
await prepareDatabase(db, consoleLogger)
startProcessMailSender({ db, logger: consoleLogger, config: config.api })

const stopFollowingContent = await followContentVersion(getDatabase(), consoleLogger)
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
await server.ready()
handleShutdownSignals(server, {
  cleanup: async () => {
    await stopFollowingContent()
    await stopProcessMailSender()
    await closeDatabase()
  },
})
consoleLogger.info(`API is up at http://${config.host ?? 'localhost'}:${config.apiPort}/api`)
