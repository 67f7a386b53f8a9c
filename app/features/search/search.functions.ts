import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { type ApiRequestError, isApiStatus } from '#app/lib/api/errors.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { formatPostDate } from '#app/features/posts/format.ts'
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from '#shared/contract/search.ts'
import type { SearchHit, SearchResults } from './types.ts'
import { searchApi } from './search.server.ts'

const SearchInput = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SEARCH_QUERY_MAX_LENGTH)),
  type: v.optional(v.picklist(SEARCH_TYPES)),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999))),
  exact: v.optional(v.boolean()),
})

/** A hit as the page shows it: with its date written out («9 июля 2026») by the server, so the page needs no date code of its own. */
export type SearchHitView = SearchHit & { published_display: string | null }

export type SearchResultsView = Omit<SearchResults, 'data'> & { data: SearchHitView[] }

/** A page past the last one of results that exist: where they end. */
export interface PastEnd {
  page: number
  lastPage: number
}

/** The visitor searched more than the limit allows: the API's words, and the seconds to wait. */
export interface SearchLimited {
  message: string
  retryAfter: number
}

/**
 * A page of results; or, for a page past the last, where the results end (the page says so
 * instead of a dead end); or the API's words when it refuses the query (422), shown instead of an
 * error; or, past the visitor's limit of searches (429), when to try again: the page keeps its field.
 */
export type SearchAnswer = { results: SearchResultsView } | { pastEnd: PastEnd } | { refused: string } | { limited: SearchLimited }

type SearchInput = v.InferOutput<typeof SearchInput>

/** A minute, when the API did not say how long to wait. */
const DEFAULT_WAIT_SECONDS = 60

function limitedBy(error: ApiRequestError): SearchLimited {
  const retryAfter = error.retryAfter ?? DEFAULT_WAIT_SECONDS
  return { message: error.message, retryAfter }
}

async function readResults({ q, type, page, exact }: SearchInput): Promise<SearchResultsView> {
  const results = await searchApi('/v1/search', {
    q,
    type,
    page: page && page > 1 ? page : undefined,
    exact: exact ? 1 : undefined,
  })
  const hits = results.data.map((hit) => ({ ...hit, published_display: hit.published_at ? formatPostDate(hit.published_at) : null }))
  return { ...results, data: hits }
}

/**
 * One page of results for a query, best first. The API answers a page past the last with 404; its
 * first page then tells where the results end (or that there are none: that page is the answer).
 * A refused query and the visitor's limit are answers of the page, never its error page.
 */
export const fetchSearch = createServerFn({ method: 'GET' })
  .validator(validInput(SearchInput))
  .handler(async ({ data }): Promise<SearchAnswer> => {
    const page = data.page ?? 1
    try {
      try {
        return { results: await readResults(data) }
      } catch (error) {
        if (!isApiStatus(error, 404) || page === 1) throw error
      }
      const first = await readResults({ ...data, page: undefined })
      return first.meta.total === 0 ? { results: first } : { pastEnd: { page, lastPage: first.meta.last_page } }
    } catch (error) {
      if (isApiStatus(error, 422)) return { refused: (error as Error).message }
      if (isApiStatus(error, 429)) return { limited: limitedBy(error as ApiRequestError) }
      throw error
    }
  })
