import { queryOptions } from '@tanstack/react-query'
import { fetchSearchSuggestions } from './suggestions.functions.ts'

/**
 * The suggestions for what has been typed. The query's signal reaches the server function's
 * request: when the text changes, the older request is cancelled and its answer never shows.
 */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q],
    queryFn: ({ signal }) => fetchSearchSuggestions({ data: { q }, signal }),
    staleTime: 60_000,
  })
