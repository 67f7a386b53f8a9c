import * as v from 'valibot'
import { FilterParam } from '#app/lib/list-filter.ts'

/** A post's or a tag's address segment, as the API accepts it. */
export const PostSlug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120))

/**
 * The search params of a list: `page` (2 and on; page 1 has none) and `tag` (a topic's slug).
 * A page that does not fit is dropped rather than failing the page (`?page=abc` shows page 1); a
 * topic the site does not have answers 404.
 */
export const PostListSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  tag: FilterParam,
})

export type PostListSearch = v.InferOutput<typeof PostListSearch>
