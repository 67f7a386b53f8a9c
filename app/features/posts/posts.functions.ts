import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { api } from '#app/lib/api/api.server.ts'
import { config } from '#server/config.ts'
import { orNotFound } from '#app/lib/api/not-found.ts'
import { POSTS_PER_PAGE } from './categories.ts'
import { redirectTarget } from './redirect-target.ts'
import { PostSlug } from './schemas.ts'
import { withReading } from './reading.server.ts'
import { isPostRedirect, type PostRedirect, type ReadPost } from './types.ts'

const Category = v.picklist(['news', 'articles'])

const ListInput = v.object({
  category: Category,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  tag: v.optional(PostSlug),
})

/** One page of a category's posts, newest first; a page past the end or an unknown topic becomes the router's not-found. */
export const fetchPosts = createServerFn({ method: 'GET' })
  .validator(validInput(ListInput))
  .handler(({ data }) =>
    orNotFound(() =>
      api('/v1/posts', {
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
 * this site (the visitor is never sent elsewhere) and the status to a redirect status. A post comes
 * with the reading of its body (its sections and reading time).
 */
export const fetchPost = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ category: Category, slug: PostSlug })))
  .handler(async ({ data }): Promise<ReadPost | PostRedirect> => {
    const answer = await orNotFound(() => api(`/v1/posts/${data.slug}`, { query: { category: data.category } }))
    if (!isPostRedirect(answer)) return withReading(answer)
    const target = redirectTarget(answer, config().siteUrl)
    if (!target) throw new Error(`The API sent post ${data.category}/${data.slug} to an address outside the site`)
    return { redirect: true, ...target }
  })

/** The topics of a category with their post counts, most used first. */
export const fetchPostTags = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ category: Category })))
  .handler(async ({ data }) => (await api('/v1/posts/tags', { query: { category: data.category } })).data)
