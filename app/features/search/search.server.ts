import { getRequest } from '@tanstack/react-start/server'
import { api } from '#app/lib/api/api.server.ts'
import type { ApiAnswer, KnownPath } from '#app/lib/api/contract.ts'
import { withClientToken } from '#app/lib/api/client-token.server.ts'
import { isApiStatus } from '#app/lib/api/errors.ts'
import { visitorHeaders } from '#app/lib/api/visitor.server.ts'
import { visitorAccessToken } from '#app/lib/session/session.server.ts'

/**
 * A read of the search endpoints on the visitor's behalf, so that the API's limits count the
 * visitor, not the site's server: a signed-in visitor's own token (their account has a budget of
 * its own, whoever shares their address), else the site's client token with the visitor's address.
 * A token the API no longer takes (a session revoked elsewhere) falls back to the address. The call
 * ends when the visitor's request does (a suggestion nobody waits for any more).
 */
export async function searchApi<const Path extends '/v1/search' | '/v1/search/suggestions'>(
  path: Path & KnownPath<Path>,
  query: Record<string, string | number | undefined>,
): Promise<ApiAnswer<Path>> {
  const { signal } = getRequest()
  const call = (token: string) => api<Path, 'GET'>(path, { query, token, headers: visitorHeaders(), signal })
  const own = await visitorAccessToken()
  if (own) {
    try {
      return await call(own)
    } catch (error) {
      if (!isApiStatus(error, 401)) throw error
    }
  }
  return withClientToken(call)
}
