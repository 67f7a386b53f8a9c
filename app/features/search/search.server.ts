import { getRequest } from '@tanstack/react-start/server'
import { api } from '#app/lib/api/api.server.ts'
import { withClientToken } from '#app/lib/api/client-token.server.ts'
import { visitorHeaders } from '#app/lib/api/visitor.server.ts'

/**
 * A read of the search endpoints on the visitor's behalf: with the site's client token and the
 * visitor's address, so the API's per-IP limit counts each visitor, not the site's server. The call
 * ends when the visitor's request does (a suggestion nobody waits for any more).
 */
export function searchApi<T>(path: string, query: Record<string, string | number | undefined>): Promise<T> {
  const { signal } = getRequest()
  return withClientToken((token) => api<T>(path, { query, token, headers: visitorHeaders(), signal }))
}
