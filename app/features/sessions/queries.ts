import { queryOptions } from '@tanstack/react-query'
import { profileQuery } from '#app/features/auth/queries.ts'
import { fetchSessions } from './sessions.functions.ts'

/**
 * The account's active sessions. Keyed under the profile, so signing out (which drops the profile's
 * queries) drops them too. Kept briefly: sessions elsewhere start and end without this tab knowing.
 */
export const sessionsQuery = queryOptions({
  queryKey: [...profileQuery.queryKey, 'sessions'],
  queryFn: () => fetchSessions(),
  staleTime: 30_000,
})
