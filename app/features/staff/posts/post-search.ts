import * as v from 'valibot'
import { PageParam } from '#app/lib/list-filter.ts'
import type { RawSearch } from '#app/lib/route-search.ts'
import { CONTENT_STATUSES, POST_CATEGORIES } from '#shared/contract/editorial.ts'
import { oneOf, orDefault, SearchText } from '../inbox-search.ts'

export const POST_SORTS = ['updated', 'published', 'title'] as const
export type PostSort = (typeof POST_SORTS)[number]

export const POST_SORT_LABELS: Record<PostSort, string> = {
  updated: 'Недавно изменённые',
  published: 'По дате публикации',
  title: 'По заголовку',
}

/** The posts list's search params (/admin/posts/?category=news&status=draft&q=…&sort=title&page=2). */
const PostListSearchSchema = v.object({
  category: orDefault(oneOf(POST_CATEGORIES)),
  status: orDefault(oneOf(CONTENT_STATUSES)),
  q: orDefault(SearchText),
  sort: orDefault(oneOf(POST_SORTS)),
  page: PageParam,
})

export type PostListSearch = v.InferOutput<typeof PostListSearchSchema>

/** What the API is asked for: the same as the address holds. */
export type PostListFilters = PostListSearch

/** Reads the list's search params: a value that cannot be read is no filter, never an error page. */
export function readPostListSearch(params: RawSearch<PostListSearch> | Record<string, string>): PostListSearch {
  const read = v.safeParse(PostListSearchSchema, params)
  // Every param falls back to its default, so reading never fails.
  return read.success ? read.output : {}
}

/** The search a filter form gives: each field's text read by the same rules; the list starts again from its first page. */
export function postListSearchOf(fields: Record<string, string>): PostListSearch {
  return { ...readPostListSearch(fields), page: undefined }
}

/** True when the list shows less than every post. */
export const isPostListFiltered = (search: PostListSearch) => Boolean(search.category || search.status || search.q)
