import { queryOptions } from '@tanstack/react-query'
import type { SearchType } from '#shared/contract/search.ts'
import { fetchSearch } from './search.functions.ts'

export interface SearchParams {
  q: string
  type: SearchType | undefined
  page: number
}

/** A page of results. Content changes show up at once in the index, so a minute is as stale as it gets. */
export const searchQuery = ({ q, type, page }: SearchParams) =>
  queryOptions({
    queryKey: ['search', 'results', { q, type: type ?? null, page }],
    queryFn: () => fetchSearch({ data: { q, type, page } }),
    staleTime: 60_000,
  })
