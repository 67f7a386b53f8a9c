import { api } from '#app/lib/api/api.server.ts'
import { withClientToken } from '#app/lib/api/client-token.server.ts'
import { visitorHeaders } from '#app/lib/api/visitor.server.ts'
import type { TokenSet } from '#app/lib/session/cookies.server.ts'

/** A call to an account endpoint for a guest: the site's client token, the visitor's IP. */
export function asGuest<T>(path: string, body: Record<string, unknown>): Promise<T> {
  return withClientToken((token) => api<T>(path, { method: 'POST', body, headers: visitorHeaders(), token }))
}

/** An endpoint that answers with a token set (registration, sign-in by link). */
export const tokensAsGuest = (path: string, body: Record<string, unknown>) => asGuest<TokenSet>(path, body)
