import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { EditorialType, TagKind } from '#shared/contract/editorial.ts'
import { staffKey } from '../queries.ts'
import type { ContentListSearch } from './content-search.ts'
import { CONTENT_VIEWS } from './content-types.ts'
import { fetchAdminTags, fetchContentItem, fetchContentList, fetchContentPreview, fetchTagOptions } from './content.functions.ts'
import type { PreviewedType } from './previews.ts'

const contentKey = [...staffKey, 'content'] as const

/** Colleagues edit too: a screen opened again after a few seconds asks again. */
const EDITORIAL_DATA_MS = 5_000

export const contentListQuery = (type: EditorialType, search: ContentListSearch) =>
  queryOptions({
    queryKey: [...contentKey, type, 'list', search],
    queryFn: () =>
      fetchContentList({
        data: { type, ...search, parentField: CONTENT_VIEWS[type].parent?.field as 'category_id' | 'group_id' | undefined },
      }),
    staleTime: EDITORIAL_DATA_MS,
  })

export const contentItemQuery = (type: EditorialType, id: number) =>
  queryOptions({
    queryKey: [...contentKey, type, 'item', id],
    queryFn: () => fetchContentItem({ data: { type, id } }),
    staleTime: EDITORIAL_DATA_MS,
  })

/** The preview is always read afresh: it is opened to see what was just saved. */
export const contentPreviewQuery = (type: PreviewedType, id: number) =>
  queryOptions({
    queryKey: [...contentKey, type, 'preview', id],
    queryFn: () => fetchContentPreview({ data: { type, id } }),
    staleTime: 0,
  })

/** The items a field may point at (a service's section, a group's client): the first 50 by title. */
export const itemOptionsQuery = (type: EditorialType) =>
  queryOptions({
    queryKey: [...contentKey, type, 'options'],
    queryFn: async () => (await fetchContentList({ data: { type, sort: 'title', per_page: 50 } })).data,
    staleTime: EDITORIAL_DATA_MS,
  })

/** A vocabulary changes seldom. */
export const tagOptionsQuery = (kind: TagKind) =>
  queryOptions({
    queryKey: [...contentKey, 'tags', kind],
    queryFn: () => fetchTagOptions({ data: { kind } }),
    staleTime: 5 * 60_000,
  })

/** After a change: every content list and item is read again (the editor keeps what it holds). */
export const refreshContent = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: contentKey })

/** Loads what a kind's form needs besides the item: the items and tags its fields pick from. */
export function loadFormOptions(queryClient: QueryClient, type: EditorialType): Promise<unknown[]> {
  return Promise.all(
    CONTENT_VIEWS[type].fields.flatMap(({ control }) => {
      if (control.kind === 'item') return [queryClient.fetchQuery(itemOptionsQuery(control.of))]
      if (control.kind === 'tag' || control.kind === 'tags') return [queryClient.fetchQuery(tagOptionsQuery(control.tags))]
      return []
    }),
  )
}

/** A vocabulary as the tags screen shows it, with each tag's use. */
export const adminTagsQuery = (kind: TagKind) =>
  queryOptions({
    queryKey: [...contentKey, 'tags', kind, 'admin'],
    queryFn: () => fetchAdminTags({ data: { kind } }),
    staleTime: EDITORIAL_DATA_MS,
  })
