import * as v from 'valibot'
import { PageParam } from '#app/lib/list-filter.ts'
import { CONTENT_STATUSES, EDITORIAL_SORTS, type EditorialSort } from '#shared/contract/editorial.ts'
import { oneOf, orDefault, SearchText } from '../inbox-search.ts'

export const CONTENT_SORT_LABELS: Record<EditorialSort, string> = {
  updated: 'Недавно изменённые',
  published: 'По дате публикации',
  title: 'По названию',
  position: 'Как на сайте',
}

/** A section's or group's number in the address (?parent=3). */
const ParentParam = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))

/** A content list's search params (/admin/services/?status=draft&q=…&sort=title&parent=3&page=2). */
const ContentListSearchSchema = v.object({
  status: orDefault(oneOf(CONTENT_STATUSES)),
  q: orDefault(SearchText),
  sort: orDefault(oneOf(EDITORIAL_SORTS)),
  parent: orDefault(ParentParam),
  page: PageParam,
})

export type ContentListSearch = v.InferOutput<typeof ContentListSearchSchema>

/** Reads a content list's search params: a value that cannot be read is no filter, never an error page. */
export function readContentListSearch(params: Record<string, unknown>): ContentListSearch {
  const read = v.safeParse(ContentListSearchSchema, params)
  return read.success ? read.output : {}
}

/** True when the list shows less than every item. */
export const isContentListFiltered = (search: ContentListSearch) => Boolean(search.status || search.q || search.parent)
