import { queryOptions } from '@tanstack/react-query'
import { fetchBriefOptions } from './forms.functions.ts'

/** The brief's choices change with a deployment at most: read once per visit. */
export const briefOptionsQuery = queryOptions({
  queryKey: ['briefs', 'options'],
  queryFn: () => fetchBriefOptions(),
  staleTime: 10 * 60_000,
})
