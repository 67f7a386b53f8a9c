import { getRequest } from '@tanstack/react-start/server'
import { createApi, type Api } from '#api/app.ts'
import { getDatabase } from '#api/db/instance.ts'
import { createProcessAnswerCache } from '#api/http/public-answer-cache.ts'
import { currentRequest, outsideRequests, runInRequest } from '#shared/server/request-context.ts'
import { consoleLogger } from '#shared/server/logger.ts'
import { startProcessMailSender } from '#api/mail/sender.ts'
import { BUILD_ID } from '#app/lib/build-info.server.ts'
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
    // Outside the request that happens to create it: the loop's lines are no request's.
    outsideRequests(() => startProcessMailSender({ db, logger: consoleLogger, config: config().api }))
  }
  return createApi({ db, liveness, buildId: BUILD_ID, answerCache: createProcessAnswerCache() })
}

/** True while the in-process API answers every request 503 (its database is known to be out of reach). */
export function inProcessDatabaseIsDown(): boolean {
  return getDatabase().liveness.isDown()
}

/** The address of the visitor whose request is being served, as the server resolved it; none outside a request. */
function visitorIp(): string | undefined {
  try {
    return (getRequest() as Request & { ip?: string }).ip
  } catch {
    return undefined
  }
}

/**
 * A fetch that hands requests straight to the in-process API: no socket, no serialization hop. The
 * API sees the visitor's address where a socket server would put it (`ip`), as a call made in this
 * process can only come from the visitor being served: a signed-in person's calls count and record
 * their own address, not one shared by everyone.
 */
export const inProcessFetch: typeof globalThis.fetch = async (input, init) => {
  const request = await settledRequest(input, init)
  const ip = visitorIp()
  if (ip) Object.defineProperty(request, 'ip', { value: ip })
  // A context of its own with the visitor's request id: the API names its route there, not on the page's request.
  const outer = currentRequest()
  return outer ? runInRequest({ id: outer.id }, () => inProcessApi().fetch(request)) : inProcessApi().fetch(request)
}
