// News and articles in the staff area: list, edit, publish (now or later), unpublish, delete, preview.
import { Hono } from 'hono'
import * as v from 'valibot'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { readFields } from '../../http/body.ts'
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
import { POST_CATEGORIES, PostDraftRule, RevisionRule } from '#shared/contract/editorial.ts'
import { EDITOR_BODY, listQuery, PublishSchema, RevisionParam, UnpublishSchema } from './content.ts'
import { findRevision, listRevisions } from '../../services/revisions.ts'

const POST_SORTS = ['updated', 'published', 'title'] as const

const PostId = IdParam('Номер публикации: целое положительное число.')
const PostRevision = RevisionParam('Номер публикации: целое положительное число.')
const revisedPost = (id: number) => ({ entityType: 'post', entityId: id })

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
  ogImage: input.og_image,
})

export const adminPostsRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    validate(
      'query',
      v.object({
        category: v.optional(v.picklist(POST_CATEGORIES, 'Раздел: news или articles.')),
        ...listQuery(POST_SORTS, 'Сортировка: updated, published или title.'),
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
    const { revision } = parseInput(UnpublishSchema, await readFields(c))
    return c.json(await unpublishPost(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, revision))
  })
  .delete('/:id', validate('param', PostId), async (c) => {
    await deletePost(c.var.db, staffOf(c.var.staff), c.req.valid('param').id)
    return c.body(null, 204)
  })
  // The post exactly as its public page would show it, whatever its status: staff only, never kept.
  .get('/:id/preview', validate('param', PostId), async (c) => c.json(await previewPost(c.var.db, c.req.valid('param').id)))
  // The post's history, as for every kind of content (routes/admin/content.ts).
  .get('/:id/revisions', validate('param', PostId), async (c) => {
    const { id } = c.req.valid('param')
    await findAdminPost(c.var.db, id)
    return c.json({ data: await listRevisions(c.var.db, revisedPost(id)) })
  })
  .get('/:id/revisions/:revision', validate('param', PostRevision), async (c) => {
    const { id, revision } = c.req.valid('param')
    return c.json(await findRevision(c.var.db, revisedPost(id), revision))
  })
  .post('/:id/revisions/:revision/restore', validate('param', PostRevision), EDITOR_BODY, async (c) => {
    const { id, revision } = c.req.valid('param')
    const { revision: current } = parseInput(UnpublishSchema, await readFields(c))
    const kept = await findRevision(c.var.db, revisedPost(id), revision)
    const input = parseInput(PostDraftRule, kept.fields)
    return c.json(await updatePost(c.var.db, staffOf(c.var.staff), id, draftOf(input), current, kept.revision))
  })
