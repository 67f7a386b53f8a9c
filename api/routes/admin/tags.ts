// The tag vocabularies in the staff area: list, add, rename, delete (no status: a tag is not published).
import { Hono } from 'hono'
import * as v from 'valibot'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { readFields } from '../../http/body.ts'
import { createTag, deleteTag, listAdminTags, renameTag } from '../../services/admin-tags.ts'
import { IdParam, parseInput, validate } from '../../validation.ts'
import { TAG_KINDS, TagDraftRule, TagTitleRule } from '#shared/contract/editorial.ts'
import { StaffSearchRule } from '#shared/contract/staff-rules.ts'

const TagId = IdParam('Номер метки: целое положительное число.')

export const adminTagsRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    validate(
      'query',
      v.object({
        kind: v.optional(v.picklist(TAG_KINDS, 'Словарь: post, service или industry.')),
        q: StaffSearchRule,
      }),
    ),
    async (c) => {
      const { kind, q } = c.req.valid('query')
      return c.json({ data: await listAdminTags(c.var.db, { kind, search: q }) })
    },
  )
  .post('/', async (c) => {
    const input = parseInput(TagDraftRule, await readFields(c))
    return c.json(await createTag(c.var.db, staffOf(c.var.staff), input), 201)
  })
  .patch('/:id', validate('param', TagId), async (c) => {
    const { title } = parseInput(v.object({ title: TagTitleRule }), await readFields(c))
    return c.json(await renameTag(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, title))
  })
  .delete('/:id', validate('param', TagId), async (c) => {
    await deleteTag(c.var.db, staffOf(c.var.staff), c.req.valid('param').id)
    return c.body(null, 204)
  })
