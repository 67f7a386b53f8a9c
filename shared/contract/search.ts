// The site search answers of the API. Types and limits only: nothing here queries.
import type { ImageRef, Paginated } from './common.ts'

/** What the search covers, one value per kind of public page; `type=` narrows to one. */
export const SEARCH_TYPES = ['news', 'articles', 'services', 'solutions', 'portfolio', 'clients', 'pages'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** Longer queries are refused (422): nobody types more, and the cost grows with every word. */
export const SEARCH_QUERY_MAX_LENGTH = 200
/** Results per page of `GET /v1/search`. */
export const SEARCH_PER_PAGE = 10
/** Suggestions the header's field shows at most. */
export const SEARCH_SUGGESTIONS_MAX = 6

/**
 * A piece of an item's text around the words found, in parts: `mark` parts are what matched.
 * Plain text throughout, so a client renders it without HTML and nothing in it can inject markup.
 */
export type SearchSnippet = { text: string; mark: boolean }[]

/** One item found. */
export interface SearchHit {
  type: SearchType
  title: string
  /** The item's public address on the site, e.g. `/news/some-slug/`. */
  url: string
  snippet: SearchSnippet
  /** News and articles: when published (ISO 8601); else null. */
  published_at: string | null
  image: ImageRef | null
}

/** `GET /v1/search?q=&type=&page=&exact=`: one page of hits, best first. */
export interface SearchResults extends Paginated<SearchHit> {
  /** The query as searched (trimmed, spaces collapsed). */
  query: string
  /** How many items of each type match the query, whatever `type` is: for the type filter. */
  counts: Record<SearchType, number>
  /**
   * «Возможно, вы искали…»: the query with misspelt words replaced by the closest words the site
   * uses, when that would find something; null when the query is fine or nothing better is known.
   */
  suggestion: string | null
  /**
   * How the suggestion was made: `layout` when a word of it is a word typed with the English layout
   * on, read in the Russian one («ljcnegyjcnm» → «доступность»); `transliteration` when a word of it
   * is a word typed in the other alphabet, read in the site's («redizain» → «редизайн», «вордпресс»
   * → «wordpress»); `spelling` when only misspelt words were replaced; null with no suggestion.
   */
  suggestion_source: 'layout' | 'transliteration' | 'spelling' | null
  /**
   * True when the query found nothing and `data`, `meta` and `counts` are those of the suggestion
   * instead, as a search engine shows them; never with `exact=1`, which asks for the query's own.
   */
  corrected: boolean
}

/** One entry of the header's drop-down while typing. */
export interface SearchSuggestion {
  type: SearchType
  title: string
  url: string
}

/** `GET /v1/search/suggestions?q=`: items whose title matches the words typed so far, the last one as a prefix. */
export interface SearchSuggestions {
  data: SearchSuggestion[]
}
