import { queryOptions } from '@tanstack/react-query'
import type { SearchType } from '#shared/contract/search.ts'
import { fetchSearch } from './search.functions.ts'

export interface SearchParams {
  q: string
  type: SearchType | undefined
  page: number
  /** The query's own answer, without the correction of a query that finds nothing. */
  exact: boolean
}

/**
 * A page of results. Content changes show up at once in the index, so a minute is as stale as it
 * gets; the answer that the limit was reached holds only until the visitor may search again.
 */
export const searchQuery = ({ q, type, page, exact }: SearchParams) =>
  queryOptions({
    queryKey: ['search', 'results', { q, type: type ?? null, page, exact }],
    queryFn: () => fetchSearch({ data: { q, type, page, exact } }),
    staleTime: (query) => {
      const answer = query.state.data
      return answer && 'limited' in answer ? answer.limited.retryAfter * 1000 : 60_000
    },
  })
