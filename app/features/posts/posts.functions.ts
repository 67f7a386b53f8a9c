import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { api } from '#app/lib/api/api.server.ts'
import { siteEnv } from '#app/lib/env.server.ts'
import { orNotFound } from '#app/lib/api/not-found.ts'
import { POSTS_PER_PAGE } from './categories.ts'
import { redirectTarget } from './redirect-target.ts'
import { PostSlug } from './schemas.ts'
import { isPostRedirect, type Post, type PostPage, type PostRedirect, type TagCount } from './types.ts'

const Category = v.picklist(['news', 'articles'])

const ListInput = v.object({
  category: Category,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  tag: v.optional(PostSlug),
})

/** One page of a category's posts, newest first; a page past the end becomes the router's not-found. */
export const fetchPosts = createServerFn({ method: 'GET' })
  .validator(ListInput)
  .handler(({ data }) =>
    orNotFound(() =>
      api<PostPage>('/v1/posts', {
        query: {
          category: data.category,
          per_page: POSTS_PER_PAGE,
          ...(data.page && data.page > 1 ? { page: data.page } : {}),
          ...(data.tag ? { tag: data.tag } : {}),
        },
      }),
    ),
  )

/**
 * A post of a category, or where its old address now leads. The target is reduced to a path of
 * this site (the visitor is never sent elsewhere) and the status to a redirect status.
 */
export const fetchPost = createServerFn({ method: 'GET' })
  .validator(v.object({ category: Category, slug: PostSlug }))
  .handler(async ({ data }): Promise<Post | PostRedirect> => {
    const answer = await orNotFound(() => api<Post | PostRedirect>(`/v1/posts/${data.slug}`, { query: { category: data.category } }))
    if (!isPostRedirect(answer)) return answer
    const target = redirectTarget(answer, siteEnv.SITE_URL)
    if (!target) throw new Error(`The API sent post ${data.category}/${data.slug} to an address outside the site`)
    return { redirect: true, ...target }
  })

const TAG_PAGE_SIZE = 50
const MAX_TAG_PAGES = 20

/**
 * The topics of a category's posts for the filter, most used first. The list endpoint has no
 * facet of its own, so the summaries are read in pages of 50 (a few hundred posts at most).
 */
export const fetchPostTags = createServerFn({ method: 'GET' })
  .validator(v.object({ category: Category }))
  .handler(async ({ data }): Promise<TagCount[]> => {
    const counts = new Map<string, TagCount>()
    for (let page = 1, last = 1; page <= Math.min(last, MAX_TAG_PAGES); page++) {
      const answer = await api<PostPage>('/v1/posts', { query: { category: data.category, page, per_page: TAG_PAGE_SIZE } })
      last = answer.meta.last_page
      for (const post of answer.data) {
        for (const tag of post.tags) {
          const known = counts.get(tag.slug)
          if (known) known.count++
          else counts.set(tag.slug, { ...tag, count: 1 })
        }
      }
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, 'ru'))
  })
