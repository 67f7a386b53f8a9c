import * as v from 'valibot'
import { PageParam } from '#app/lib/list-filter.ts'
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES, type SearchType } from '#shared/contract/search.ts'

/**
 * `/search/?q=&type=&page=&exact=` as the address gives it. The query stays the text it is (a number
 * read as such turns back into text); a type the site does not have, a page that does not fit and an
 * `exact` other than 1 are dropped, so a bad address shows the search, never an error.
 */
export const SearchPageSearch = v.object({
  q: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String))), undefined),
  type: v.fallback(v.optional(v.picklist(SEARCH_TYPES)), undefined),
  page: PageParam,
  /** `exact=1`: the query as typed, without the correction a query that finds nothing gets («Искать только …»). */
  exact: v.fallback(v.optional(v.literal(1)), undefined),
})

export type SearchPageSearch = v.InferOutput<typeof SearchPageSearch>

/** The query as searched: spaces trimmed and collapsed, as the API reads it too. */
export const normalizeQuery = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** What the search page is asked to do: nothing (no query), refuse a query that is too long, or search. */
export type SearchRequest =
  | { kind: 'empty' }
  | { kind: 'too-long' }
  | { kind: 'search'; q: string; type: SearchType | undefined; page: number; exact: boolean }

export function searchRequest(search: SearchPageSearch): SearchRequest {
  const q = normalizeQuery(search.q)
  if (!q) return { kind: 'empty' }
  if (q.length > SEARCH_QUERY_MAX_LENGTH) return { kind: 'too-long' }
  return { kind: 'search', q, type: search.type, page: search.page ?? 1, exact: search.exact === 1 }
}
