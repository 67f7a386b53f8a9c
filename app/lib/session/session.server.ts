import { consoleLogger, describeError } from '#shared/server/logger.ts'
import { siteCredentials } from '#app/lib/api/client-token.server.ts'
import { ApiRequestError, isApiStatus } from '#app/lib/api/errors.ts'
import { callApi } from '#app/lib/api/transport.server.ts'
import { signInHeaders, visitorHeaders } from '#app/lib/api/visitor.server.ts'
import { SESSION_ENDED_MESSAGE } from '#app/features/auth/session-notice.ts'
import type { TokenSet } from '#shared/contract/account.ts'
import { clearSessionCookies, readSessionCookies, writeSessionCookies, type StoredSession } from './cookies.server.ts'
import { isAccessTokenExpired, isRefreshDue } from './expiry.ts'

/**
 * Asks the token endpoint with the site's client credentials (they never leave the server) for a
 * person's tokens (a password or refresh_token grant).
 */
export async function requestTokens(grant: Record<string, string>): Promise<TokenSet> {
  const { id, secret } = await siteCredentials()
  const answer = await callApi('/oauth/token', {
    method: 'POST',
    body: new URLSearchParams({ ...grant, client_id: id, client_secret: secret }),
    // A password sign-in carries the device id; a refresh continues a session already recorded.
    headers: grant.grant_type === 'password' ? signInHeaders() : visitorHeaders(),
    // The client authenticates in the body; no bearer token belongs here.
    token: null,
  })
  // The endpoint's answer to the site's own grant (client_credentials) has no refresh token; a person's always does.
  if (!('refresh_token' in answer) || typeof answer.refresh_token !== 'string') {
    throw new Error('The token endpoint answered a sign-in without a refresh_token.')
  }
  return { ...answer, refresh_token: answer.refresh_token }
}

type RefreshOutcome = { ok: true; tokens: TokenSet; receivedAt: number } | { ok: false; refused: boolean }

/**
 * Refreshes in flight or just done, by refresh token: requests of one session that arrive together
 * (parallel calls from one page, several tabs) share one call to the API. A settled outcome is kept
 * briefly for requests that were already on their way with the old cookies.
 */
const refreshes = new Map<string, Promise<RefreshOutcome>>()
const KEEP_SETTLED_MS = 10_000

function refreshOnce(refreshToken: string): Promise<RefreshOutcome> {
  let pending = refreshes.get(refreshToken)
  if (!pending) {
    pending = requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken }).then(
      (tokens): RefreshOutcome => ({ ok: true, tokens, receivedAt: Date.now() }),
      (error: unknown): RefreshOutcome => {
        // The API refused the token (expired, revoked, reused): the session is over. Any other
        // failure (the API is down) is ridden out while the access token still works (see currentSession).
        const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429
        if (!refused) consoleLogger.error('Token refresh failed', describeError(error))
        return { ok: false, refused }
      },
    )
    refreshes.set(refreshToken, pending)
    void pending.then(() => setTimeout(() => refreshes.delete(refreshToken), KEEP_SETTLED_MS).unref())
  }
  return pending
}

/**
 * The signed-in user's session, refreshed first when its stored expiry has come; null for a guest.
 * The session ends (cookies cleared, the person to be told) when the API refuses the refresh, or
 * when the refresh cannot be had at all and the access token itself has expired: a brief outage of
 * the API is ridden out only while the token it gave still works.
 */
export async function currentSession(now = Date.now()): Promise<StoredSession | null> {
  const session = readSessionCookies()
  if (!session || !isRefreshDue(now, session.expiresAt)) return session
  if (!session.refreshToken) {
    clearSessionCookies('ended')
    return null
  }
  const outcome = await refreshOnce(session.refreshToken)
  if (outcome.ok) return writeSessionCookies(outcome.tokens, outcome.receivedAt)
  if (outcome.refused || isAccessTokenExpired(now, session.expiresAt)) {
    clearSessionCookies('ended')
    return null
  }
  return session
}

/** The signed-in visitor's access token, for calls made on their behalf; null for a guest. */
export async function visitorAccessToken(): Promise<string | null> {
  return (await currentSession())?.accessToken ?? null
}

/**
 * Thrown when a call needs a signed-in user and there is none (any more): a 401, marked so that
 * account actions can tell the browser to sign out (a 401 of the site's own client token is not this).
 */
export class SessionEndedError extends ApiRequestError {
  constructor() {
    super(401, SESSION_ENDED_MESSAGE)
  }
}

/**
 * Thrown by a sign-in the API did not refuse: the password or the link was right, and the account
 * also needs the code of its second factor. The person is asked for it (the API's words are the
 * message) and the sign-in goes again with the code.
 */
export class SecondFactorRequiredError extends Error {
  override name = 'SecondFactorRequiredError'
}

/**
 * Calls the API as the signed-in user. A 401 means the API no longer knows the session: the cookies
 * are cleared (the user is signed out) and the caller gets a SessionEndedError.
 */
export async function withUserToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const session = await currentSession()
  if (!session) throw new SessionEndedError()
  try {
    return await call(session.accessToken)
  } catch (error) {
    if (!isApiStatus(error, 401)) throw error
    clearSessionCookies('ended')
    throw new SessionEndedError()
  }
}

/**
 * Ends the session here and at the API; the API's answer does not matter to the person leaving.
 * Tokens that are due are refreshed first: an expired access token could not revoke the session,
 * and its refresh token would stay usable for weeks.
 */
export async function endSession(): Promise<void> {
  const session = await currentSession()
  clearSessionCookies()
  if (!session) return
  try {
    await callApi('/v1/logout', { method: 'POST', token: session.accessToken })
  } catch (error) {
    if (!isApiStatus(error, 401)) consoleLogger.error('Logout at the API failed', describeError(error))
  }
}
