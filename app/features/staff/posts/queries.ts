import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { staffKey } from '../queries.ts'
import type { PostListFilters } from './post-search.ts'
import { fetchAdminPost, fetchAdminPosts, fetchPostPreview, fetchAdminPostTags } from './posts.functions.ts'

const postsKey = [...staffKey, 'posts'] as const

/** Colleagues edit too: a screen opened again after a few seconds asks again. */
const EDITORIAL_DATA_MS = 5_000

export const adminPostsQuery = (filters: PostListFilters) =>
  queryOptions({
    queryKey: [...postsKey, 'list', filters],
    queryFn: () => fetchAdminPosts({ data: filters }),
    staleTime: EDITORIAL_DATA_MS,
  })

export const adminPostQuery = (id: number) =>
  queryOptions({
    queryKey: [...postsKey, 'post', id],
    queryFn: () => fetchAdminPost({ data: { id } }),
    staleTime: EDITORIAL_DATA_MS,
  })

/** The preview is always read afresh: it is opened to see what was just saved. */
export const postPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...postsKey, 'preview', id],
    queryFn: () => fetchPostPreview({ data: { id } }),
    staleTime: 0,
  })

/** The topics' vocabulary changes seldom. */
export const adminPostTagsQuery = queryOptions({
  queryKey: [...postsKey, 'tags'],
  queryFn: () => fetchAdminPostTags(),
  staleTime: 5 * 60_000,
})

/** After a change to a post: the lists and its page are read again (the editor keeps what it holds). */
export const refreshPosts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: postsKey })
