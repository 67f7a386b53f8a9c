import { formFailure } from '#app/components/form/result.ts'
import { api } from '#app/lib/api/api.server.ts'
import { withClientToken } from '#app/lib/api/client-token.server.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { visitorHeaders } from '#app/lib/api/visitor.server.ts'
import type { TokenSet } from '#shared/contract/account.ts'
import { SessionEndedError } from '#app/lib/session/session.server.ts'
import type { AccountResult } from './types.ts'

/** A call to an account endpoint for a guest: the site's client token, the visitor's IP. */
export function asGuest<T>(path: string, body: Record<string, unknown>): Promise<T> {
  return withClientToken((token) => api<T>(path, { method: 'POST', body, headers: visitorHeaders(), token }))
}

/** An endpoint that answers with a token set (registration, sign-in by link). */
export const tokensAsGuest = (path: string, body: Record<string, unknown>) => asGuest<TokenSet>(path, body)

/**
 * Runs an account action and answers as forms expect: the API's message on success, its words for
 * problems the person can fix, and our apology for anything else (which is logged).
 */
export async function formAction(action: string, run: () => Promise<string>): Promise<AccountResult> {
  try {
    return { ok: true, message: await run() }
  } catch (error) {
    const fixable = error instanceof ApiRequestError && (error.status < 500 || error.status === 503)
    if (!fixable) console.error(JSON.stringify({ level: 'error', message: 'Account action failed', action, error: String(error) }))
    return accountFailure(error)
  }
}

/**
 * Account screens show the API's own words for any refusal (a wrong password is 400); a session that
 * has ended is said so, for the browser to act on.
 */
function accountFailure(error: unknown): Extract<AccountResult, { ok: false }> {
  if (error instanceof SessionEndedError) return { ok: false, message: error.message, errors: {}, sessionEnded: true }
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return { ok: false, message: error.message, errors: error.errors ?? {} }
  }
  return formFailure(error)
}
