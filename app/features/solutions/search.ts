import * as v from 'valibot'

/**
 * `?page=` of a list: an optional integer from 1. Anything else is read as the first page rather
 * than failing the whole screen.
 */
export const PageSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

export type PageSearch = v.InferOutput<typeof PageSearch>
