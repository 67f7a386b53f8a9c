import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isApiStatus } from '#app/lib/api/errors.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { SEARCH_QUERY_MAX_LENGTH } from '#shared/contract/search.ts'
import type { SearchSuggestion } from './types.ts'
import { searchApi } from './search.server.ts'

/**
 * The header field's suggestions for what has been typed so far; null past the visitor's limit of
 * suggestions, which the field answers with none and no word of it (the search itself still works).
 * Apart from the page's search, so only the field's lazily loaded code carries this function, not
 * every page's entry.
 */
export const fetchSearchSuggestions = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SEARCH_QUERY_MAX_LENGTH)) })))
  .handler(async ({ data }): Promise<SearchSuggestion[] | null> => {
    try {
      return (await searchApi('/v1/search/suggestions', { q: data.q })).data
    } catch (error) {
      if (isApiStatus(error, 429)) return null
      throw error
    }
  })
