import { consoleLogger, describeError } from '#shared/server/logger.ts'
import type { FormFailure, FormOutcome } from '#app/components/form/outcome.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { SecondFactorRequiredError, SessionEndedError } from '#app/lib/session/session.server.ts'

/** Which refusals of the API the person can fix, and so reads in the API's words. */
export type Fixable = (error: ApiRequestError) => boolean

/** Account screens: any refusal (a wrong password is 400, a spent link 410). */
export const anyRefusal: Fixable = (error) => error.status < 500

/** The site's own forms: only the input (422) and a file that is too large (413); any other refusal is ours. */
export const inputRefusal: Fixable = (error) => error.status === 413 || error.status === 422

/** The outcome a failed action answers with. */
export function outcomeOfError(error: unknown, fixable: Fixable): FormFailure {
  if (error instanceof SessionEndedError) return { kind: 'session-ended', message: error.message }
  if (error instanceof SecondFactorRequiredError) return { kind: 'second-factor', message: error.message }
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' }
  if (error.status === 429) return { kind: 'rate-limited', message: error.message, retryAfter: error.retryAfter ?? null }
  if (fixable(error)) return { kind: 'invalid', message: error.message, errors: error.errors ?? {} }
  return { kind: 'failed' }
}

/**
 * Runs a form's action on the server and answers with its outcome: the success message `run`
 * returns, or the failure for the browser to show (outcomeOfError). Our failures are logged here,
 * except failed API calls of 500 and above, which the API client has logged already.
 */
export async function formAction(action: string, run: () => Promise<string>, fixable: Fixable = anyRefusal): Promise<FormOutcome> {
  try {
    return { kind: 'done', message: await run() }
  } catch (error) {
    const outcome = outcomeOfError(error, fixable)
    if (outcome.kind === 'failed' && !(error instanceof ApiRequestError && error.status >= 500)) {
      consoleLogger.error('Form action failed', { action, ...describeError(error) })
    }
    return outcome
  }
}
