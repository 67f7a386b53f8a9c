// `npm run api`: the reference API on its own, at http://localhost:API_PORT/api.
import { serve } from 'srvx'
import { createApi } from '../api/app.ts'
import { apiConfigFromEnv } from '../api/config.ts'
import { followContentVersion } from '../api/db/content-version.ts'
import { prepareDatabase } from '../api/db/prepare.ts'
import { createProcessAnswerCache } from '../api/http/public-answer-cache.ts'
import { closeDatabase, getDatabase } from '../api/db/instance.ts'
import { consoleLogger } from '../api/logger.ts'
import { startProcessMailSender, stopProcessMailSender } from '../api/mail/sender.ts'
import { compressResponses } from './compression.ts'
import { portFromEnv } from './env.ts'
import { MAX_REQUEST_BODY_BYTES, trustProxyFromEnv } from './http.ts'
import { handleShutdownSignals } from './shutdown.ts'

const { db, liveness } = getDatabase()
await prepareDatabase(db, consoleLogger)
startProcessMailSender({ db, logger: consoleLogger, config: apiConfigFromEnv() })

const stopFollowingContent = await followContentVersion(getDatabase(), consoleLogger)
const api = createApi({ db, liveness, buildId: process.env.BUILD_ID || 'development', answerCache: createProcessAnswerCache() })
const port = portFromEnv('API_PORT', 3001)
const server = serve({
  fetch: api.fetch,
  middleware: [compressResponses],
  port,
  hostname: process.env.HOST || undefined,
  gracefulShutdown: false,
  silent: true,
  trustProxy: trustProxyFromEnv(),
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
consoleLogger.info(`API is up at http://${process.env.HOST || 'localhost'}:${port}/api`)
