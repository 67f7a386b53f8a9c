// News and articles in the staff area: list, edit, publish (now or later), unpublish, delete, preview.
import { Hono } from 'hono'
import * as v from 'valibot'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { limitBody, readFields } from '../../http/body.ts'
import { paginationQuery } from '../../http/pagination.ts'
import {
  createPost,
  deletePost,
  findAdminPost,
  listAdminPosts,
  type PostDraft,
  publishPost,
  unpublishPost,
  updatePost,
} from '../../services/admin-posts.ts'
import { previewPost } from '../../services/posts.ts'
import { allTags } from '../../services/tags.ts'
import { IdParam, parseInput, validate } from '../../validation.ts'
import { CONTENT_STATUSES, POST_CATEGORIES, PostDraftRule, RevisionRule } from '#shared/contract/editorial.ts'

const PostId = IdParam('Номер публикации: целое положительное число.')
// A long article with its markup fits; a whole book does not.
const EDITOR_BODY = limitBody(512 * 1024, 'Публикация слишком большая.')

const draftOf = (input: v.InferOutput<typeof PostDraftRule>): PostDraft => ({
  category: input.category,
  slug: input.slug,
  title: input.title,
  excerpt: input.excerpt,
  body: input.body,
  cover: input.cover,
  tags: input.tags,
  seoTitle: input.seo_title,
  seoDescription: input.seo_description,
})

const PublishSchema = v.object({
  revision: RevisionRule,
  /** Absent: now. A moment to come schedules the post. */
  published_at: v.optional(
    v.pipe(
      v.string('Укажите дату и время публикации.'),
      v.isoTimestamp('Укажите дату и время публикации.'),
      v.transform((value) => new Date(value)),
    ),
  ),
})

export const adminPostsRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    validate(
      'query',
      v.object({
        category: v.optional(v.picklist(POST_CATEGORIES, 'Раздел: news или articles.')),
        status: v.optional(v.picklist(CONTENT_STATUSES, 'Выберите статус из списка.')),
        q: v.optional(v.pipe(v.string(), v.maxLength(200, 'Поисковый запрос слишком длинный.'))),
        sort: v.optional(v.picklist(['updated', 'published', 'title'], 'Сортировка: updated, published или title.'), 'updated'),
        ...paginationQuery(25),
      }),
    ),
    async (c) => {
      const query = c.req.valid('query')
      return c.json(
        await listAdminPosts(c.var.db, {
          category: query.category,
          status: query.status,
          search: query.q,
          sort: query.sort,
          page: query.page,
          perPage: query.per_page,
        }),
      )
    },
  )
  .get('/tags', async (c) => c.json({ data: await allTags(c.var.db, 'post') }))
  .post('/', EDITOR_BODY, async (c) => {
    const input = parseInput(PostDraftRule, await readFields(c))
    return c.json(await createPost(c.var.db, staffOf(c.var.staff), draftOf(input)), 201)
  })
  .get('/:id', validate('param', PostId), async (c) => c.json(await findAdminPost(c.var.db, c.req.valid('param').id)))
  .put('/:id', validate('param', PostId), EDITOR_BODY, async (c) => {
    const input = parseInput(v.object({ ...PostDraftRule.entries, revision: RevisionRule }), await readFields(c))
    return c.json(await updatePost(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, draftOf(input), input.revision))
  })
  .post('/:id/publish', validate('param', PostId), EDITOR_BODY, async (c) => {
    const input = parseInput(PublishSchema, await readFields(c))
    return c.json(await publishPost(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, input.revision, input.published_at ?? null))
  })
  .post('/:id/unpublish', validate('param', PostId), EDITOR_BODY, async (c) => {
    const { revision } = parseInput(v.object({ revision: RevisionRule }), await readFields(c))
    return c.json(await unpublishPost(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, revision))
  })
  .delete('/:id', validate('param', PostId), async (c) => {
    await deletePost(c.var.db, staffOf(c.var.staff), c.req.valid('param').id)
    return c.body(null, 204)
  })
  // The post exactly as its public page would show it, whatever its status: staff only, never kept.
  .get('/:id/preview', validate('param', PostId), async (c) => c.json(await previewPost(c.var.db, c.req.valid('param').id)))
