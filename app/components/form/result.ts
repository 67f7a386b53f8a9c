import { ApiRequestError } from '#app/lib/api/errors.ts'
import { site } from '#app/lib/site.ts'
import type { FormResult } from './types.ts'

/** What the person reads when the form could not be delivered for reasons that are ours. */
export const SEND_FAILED_MESSAGE = `Не получилось отправить форму: сервис временно недоступен. Попробуйте ещё раз через пару минут или позвоните нам: ${site.phone.display}.`

/**
 * The answer a form shows for a failed call to the API. Validation (422), a rate limit (429) and a
 * file that is too large (413) keep the API's words for people; anything else is our failure.
 */
export function formFailure(error: unknown): Extract<FormResult, { ok: false }> {
  if (error instanceof ApiRequestError && [413, 422, 429].includes(error.status)) {
    return { ok: false, message: error.message, errors: error.errors ?? {} }
  }
  return { ok: false, message: SEND_FAILED_MESSAGE, errors: {} }
}
