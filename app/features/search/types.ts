import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** `GET /v1/search?q=&type=&page=&exact=`: one page of hits, best first, with counts per type and a suggestion. */
export type SearchResults = ApiAnswer<'/v1/search'>

/** One item found. */
export type SearchHit = SearchResults['data'][number]

/** One entry of the header's drop-down while typing (`GET /v1/search/suggestions`). */
export type SearchSuggestion = ApiAnswer<'/v1/search/suggestions'>['data'][number]
