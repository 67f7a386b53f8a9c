import { reportError } from '#app/features/analytics/error-reporter.ts'
import { site } from '#app/lib/site.ts'
import type { FieldErrors } from './types.ts'

/**
 * What a form's server function answers; never an exception. The kind decides what the person sees:
 * - done: the API's words for the success;
 * - invalid: a refusal the person can fix, in the API's words, with messages for the fields;
 * - session-ended: the session is gone (the browser signs out and asks to sign in again);
 * - rate-limited: too many attempts, in the API's words, and the seconds to wait when known;
 * - second-factor: a sign-in whose password or link was right, for an account that also needs the
 *   code of its second factor: nothing failed, the screen asks for the code (the API's words) and
 *   sends the sign-in again with it;
 * - failed: our failure (logged on the server); the person reads our apology, never its cause.
 */
export type FormOutcome =
  | { kind: 'done'; message: string }
  | { kind: 'invalid'; message: string; errors: FieldErrors }
  | { kind: 'session-ended'; message: string }
  | { kind: 'rate-limited'; message: string; retryAfter: number | null }
  | { kind: 'second-factor'; message: string }
  | { kind: 'failed' }

export type FormFailure = Exclude<FormOutcome, { kind: 'done' }>

/** What the person reads when the form could not be delivered for reasons that are ours. */
export const SEND_FAILED_MESSAGE = `Не получилось отправить форму: сервис временно недоступен. Попробуйте ещё раз через пару минут или позвоните нам: ${site.phone.display}.`

const FAILED: FormFailure = { kind: 'failed' }

/** What a form shows for a failure: the summary's text and the fields' messages. */
export function failureView(outcome: FormFailure): { message: string; errors: FieldErrors } {
  switch (outcome.kind) {
    case 'invalid':
      return { message: outcome.message, errors: outcome.errors }
    case 'failed':
      return { message: SEND_FAILED_MESSAGE, errors: {} }
    default:
      return { message: outcome.message, errors: {} }
  }
}

/** A call that got no answer at all (network, a refused request): nothing was done, so it may be tried again. */
export const NO_ANSWER = { kind: 'no-answer' } as const

/**
 * Calls a form's server function from the browser. Our failures go to the analytics `error` goal
 * once: one the server answered with, and a call that got no answer at all.
 */
export async function settleAnswer(call: () => Promise<FormOutcome>): Promise<FormOutcome | typeof NO_ANSWER> {
  let outcome: FormOutcome
  try {
    outcome = await call()
  } catch (error) {
    reportError(error)
    return NO_ANSWER
  }
  if (outcome.kind === 'failed') reportError(new Error('Form action failed on the server'), { status: 500 })
  return outcome
}

/** As settleAnswer, for a form: no answer reads as our failure. */
export async function settle(call: () => Promise<FormOutcome>): Promise<FormOutcome> {
  const outcome = await settleAnswer(call)
  return outcome.kind === 'no-answer' ? FAILED : outcome
}
