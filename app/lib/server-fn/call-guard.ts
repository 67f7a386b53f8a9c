import { consoleLogger } from '#shared/server/logger.ts'
import { createMiddleware } from '@tanstack/react-start'
import { callProblem, refusal } from './refusals.ts'

/** Whether a call got as far as its function: shared by the two middlewares below through the context. */
interface CallProgress {
  reached: boolean
}

const progressOf = (context: unknown): CallProgress | undefined =>
  typeof context === 'object' && context !== null ? (context as { serverFnCall?: CallProgress }).serverFnCall : undefined

/**
 * Server-function calls that Start cannot take answer 4xx with a short body of ours, never 500 with
 * Start's internal message. Before anything is read: an unmarked call, a method or content type no
 * call uses, a declared body over the cap (callProblem). Then, whatever fails before the function
 * runs is the call's own fault: an unknown function (404), a body past the server's cap on every
 * request (413: server/http.ts counts it as it is read), and JSON, seroval or multipart that cannot
 * be read (400). The function itself (its validator included) answers for everything after.
 * It is the last request middleware, so that only Start's handling of the call is under it.
 */
export const serverFnCallGuard = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  const problem = callProblem(request)
  if (problem !== null) throw refusal(problem)

  const progress: CallProgress = { reached: false }
  let result: Awaited<ReturnType<typeof next>>
  try {
    result = await next({ context: { serverFnCall: progress } })
  } catch (error) {
    if (request.signal.aborted) throw error
    // Start throws here only when it cannot find the function the address names.
    const id = new URL(request.url).pathname.split('/').pop()?.slice(0, 80)
    consoleLogger.warn('Unknown server function', { id, error: String(error).slice(0, 300) })
    throw refusal(404)
  }
  const { status, headers } = result.response
  if (progress.reached || status < 400) return result
  if (status === 405) throw refusal(405, headers.get('allow') ?? undefined)
  throw refusal(status === 413 ? 413 : 400)
})

/** The first function middleware: the call has been read and its function runs. */
export const markCallReached = createMiddleware({ type: 'function' }).server(({ next, context }) => {
  const progress = progressOf(context)
  if (progress) progress.reached = true
  return next()
})
