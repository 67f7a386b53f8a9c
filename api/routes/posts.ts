import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { notFoundError } from '../errors.ts'
import { paginationQuery } from '../http/pagination.ts'
import { findPost, listPosts, postTagCounts } from '../services/posts.ts'
import { isKnownTag } from '../services/tags.ts'
import { SlugSchema, validate } from '../validation.ts'

const Category = v.picklist(['news', 'articles'], 'Категория: news или articles.')

export const postsRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    validate('query', v.object({ category: v.optional(Category), tag: v.optional(SlugSchema), ...paginationQuery(12) })),
    async (c) => {
      const query = c.req.valid('query')
      // A topic outside the vocabulary names no list (404); a known topic without posts is an empty list.
      if (query.tag && !(await isKnownTag(c.var.db, 'post', query.tag))) throw notFoundError('Такой темы нет.')
      return c.json(await listPosts(c.var.db, { category: query.category, tag: query.tag, page: query.page, perPage: query.per_page }))
    },
  )
  // Before '/:slug', which would take 'tags' for a slug.
  .get('/tags', validate('query', v.object({ category: Category })), async (c) =>
    c.json({ data: await postTagCounts(c.var.db, c.req.valid('query').category) }),
  )
  .get(
    '/:slug',
    validate('param', v.object({ slug: SlugSchema })),
    validate('query', v.object({ category: v.optional(Category) })),
    async (c) => {
      const found = await findPost(c.var.db, c.req.valid('param').slug, c.req.valid('query').category)
      if (found.kind === 'redirect') return c.json({ redirect: true, url: found.url, status: found.status })
      if (found.kind === 'missing') throw notFoundError('Публикация не найдена.')
      return c.json(found.post)
    },
  )
