import { queryOptions } from '@tanstack/react-query'
import { profileQuery } from '#app/features/auth/queries.ts'
import { fetchSeeAlso } from './see-also.functions.ts'

/**
 * The signed-in user's recommendations. Keyed under the profile, so signing out (which drops the
 * profile's queries) drops them too.
 */
export const seeAlsoQuery = queryOptions({
  queryKey: [...profileQuery.queryKey, 'see-also'],
  queryFn: () => fetchSeeAlso(),
  staleTime: 5 * 60_000,
})
