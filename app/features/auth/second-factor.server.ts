import { ApiRequestError } from '#app/lib/api/errors.ts'
import { SecondFactorRequiredError } from '#app/lib/session/session.server.ts'

/**
 * The field that carries the second factor's code: `otp` at the token endpoint (password grant) and at
 * `POST /v1/login-by-token`, which also names its refusals after it.
 */
const CODE_FIELD = 'otp'

/**
 * How a refused sign-in reads for an account with a second factor:
 * - the API asks for the code (the token endpoint's `mfa_required`, or a message under the code's
 *   field when none was sent): the person is asked for it, in the API's words;
 * - the token endpoint refused a sign-in that carried a code (`invalid_grant`): the password was
 *   accepted a moment ago and is sent again unchanged, so the refusal is the code's, and shows under
 *   its field;
 * - anything else (a spent link, a rate limit, an outage) as it came.
 */
export function secondFactorReading(error: unknown, codeSent: boolean): unknown {
  if (!(error instanceof ApiRequestError)) return error
  const codeProblem = error.errors?.[CODE_FIELD]?.[0]
  if (error.code === 'mfa_required' || (!codeSent && codeProblem)) return new SecondFactorRequiredError(codeProblem ?? error.message)
  if (codeSent && error.code === 'invalid_grant') {
    return new ApiRequestError(error.status, error.message, { [CODE_FIELD]: [error.message] }, error.retryAfter, error.code)
  }
  return error
}

/** Runs a sign-in that sends the code of the second factor when there is one (`code`), reading its refusal as above. */
export async function withSecondFactor<T>(code: string | undefined, signIn: () => Promise<T>): Promise<T> {
  try {
    return await signIn()
  } catch (error) {
    throw secondFactorReading(error, Boolean(code))
  }
}
