import { api } from '#app/lib/api/api.server.ts'
import type { KnownPath } from '#app/lib/api/contract.ts'
import { withClientToken } from '#app/lib/api/client-token.server.ts'
import { signInHeaders, visitorHeaders } from '#app/lib/api/visitor.server.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { writeSessionCookies } from '#app/lib/session/cookies.server.ts'
import { endSession } from '#app/lib/session/session.server.ts'
import type { TokenSet } from '#shared/contract/account.ts'

/** A path the API answers for a POST. */
type GuestPath<Path extends string> = Path & KnownPath<Path, 'POST'>

/** A call to an account endpoint for a guest: the site's client token, the visitor's IP. The answer is typed as `api`'s. */
export function asGuest<const Path extends string>(path: GuestPath<Path>, body: Record<string, unknown>, headers = visitorHeaders()) {
  return withClientToken((token) => api<Path, 'POST'>(path, { method: 'POST', body, headers, token }))
}

/** An endpoint that answers with a token set (registration, sign-in by link, an accepted invitation): a sign-in, with the device id. */
export const tokensAsGuest = <const Path extends string>(path: GuestPath<Path>, body: Record<string, unknown>) =>
  asGuest<Path>(path, body, signInHeaders())

/**
 * Signs in with the tokens the API hands a guest for what came by mail (the code, a link, an
 * invitation), in place of any session this browser had, which is ended at the API too (best
 * effort); a request the API refuses leaves that session alone. Answers `done` as the success.
 */
export const signInAction = (action: string, tokens: () => Promise<TokenSet>, done: string) =>
  formAction(action, async () => {
    const signedIn = await tokens()
    await endSession()
    writeSessionCookies(signedIn)
    return done
  })
