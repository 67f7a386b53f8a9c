import { createApi, type Api } from '#api/app.ts'
import { getDatabase } from '#api/db/instance.ts'
import { createProcessAnswerCache } from '#api/http/public-answer-cache.ts'
import { consoleLogger } from '#api/logger.ts'
import { startProcessMailSender } from '#api/mail/sender.ts'
import { BUILD_ID } from '#app/lib/build-info.ts'
import { config } from '#server/config.ts'
import { settledRequest } from './settled-request.ts'

let api: Api | undefined

/** The reference API running inside the site's process, created on first use. */
export function inProcessApi(): Api {
  api ??= createInProcessApi()
  return api
}

function createInProcessApi(): Api {
  const { db, liveness } = getDatabase()
  // `npm run dev` has no start script of its own: the mail outbox is delivered from here, once
  // per process (the sender keeps itself on globalThis, so HMR does not start a second loop).
  // In production server/start.ts starts it.
  if (!config().production) {
    startProcessMailSender({ db, logger: consoleLogger, config: config().api })
  }
  return createApi({ db, liveness, buildId: BUILD_ID, answerCache: createProcessAnswerCache() })
}

/** True while the in-process API answers every request 503 (its database is known to be out of reach). */
export function inProcessDatabaseIsDown(): boolean {
  return getDatabase().liveness.isDown()
}

/** A fetch that hands requests straight to the in-process API: no socket, no serialization hop. */
export const inProcessFetch: typeof globalThis.fetch = async (input, init) => inProcessApi().fetch(await settledRequest(input, init))
