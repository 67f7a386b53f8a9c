import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isApiStatus } from '#app/lib/api/errors.ts'
import { orNotFound } from '#app/lib/api/not-found.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { formatPostDate } from '#app/features/posts/format.ts'
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES, type SearchHit, type SearchResults } from '#shared/contract/search.ts'
import { searchApi } from './search.server.ts'

const SearchInput = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SEARCH_QUERY_MAX_LENGTH)),
  type: v.optional(v.picklist(SEARCH_TYPES)),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999))),
})

/** A hit as the page shows it: with its date written out («9 июля 2026») by the server, so the page needs no date code of its own. */
export type SearchHitView = SearchHit & { published_display: string | null }

/** A page of results, or the API's words when it refuses the query (422): the page shows them instead of an error. */
export type SearchAnswer = { results: Omit<SearchResults, 'data'> & { data: SearchHitView[] } } | { refused: string }

/** One page of results for a query, best first; a page past the end becomes the router's not-found. */
export const fetchSearch = createServerFn({ method: 'GET' })
  .validator(validInput(SearchInput))
  .handler(async ({ data }): Promise<SearchAnswer> => {
    try {
      const results = await orNotFound(() =>
        searchApi<SearchResults>('/v1/search', { q: data.q, type: data.type, page: data.page && data.page > 1 ? data.page : undefined }),
      )
      const hits: SearchHitView[] = results.data.map((hit) => ({
        ...hit,
        published_display: hit.published_at ? formatPostDate(hit.published_at) : null,
      }))
      return { results: { ...results, data: hits } }
    } catch (error) {
      if (isApiStatus(error, 422)) return { refused: (error as Error).message }
      throw error
    }
  })
