import { queryOptions } from '@tanstack/react-query'
import { fetchPost, fetchPostTags, fetchPosts } from './posts.functions.ts'
import type { PostCategory } from './types.ts'

export interface PostListParams {
  page?: number
  tag?: string
}

export const postsQuery = (category: PostCategory, { page, tag }: PostListParams) =>
  queryOptions({
    queryKey: ['posts', category, 'list', { page: page ?? 1, tag: tag ?? null }],
    queryFn: () => fetchPosts({ data: { category, page, tag } }),
  })

export const postQuery = (category: PostCategory, slug: string) =>
  queryOptions({
    queryKey: ['posts', category, 'item', slug],
    queryFn: () => fetchPost({ data: { category, slug } }),
  })

/** The filter's topics change only when posts are published: kept for ten minutes. */
export const postTagsQuery = (category: PostCategory) =>
  queryOptions({
    queryKey: ['posts', category, 'tags'],
    queryFn: () => fetchPostTags({ data: { category } }),
    staleTime: 10 * 60_000,
  })
