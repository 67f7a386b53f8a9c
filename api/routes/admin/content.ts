// The staff area's editorial API for every kind of content besides posts, one set of routes per
// kind (api/services/admin-content.ts): list, read, create, save, publish (now or later),
// unpublish, delete, preview.
import { Hono } from 'hono'
import * as v from 'valibot'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { limitBody, readFields } from '../../http/body.ts'
import { paginationQuery } from '../../http/pagination.ts'
import {
  type ContentType,
  createContent,
  deleteContent,
  findContent,
  listContent,
  previewContent,
  publishContent,
  unpublishContent,
  updateContent,
} from '../../services/admin-content.ts'
import { type EditorialRow, findRow } from '../../services/editorial.ts'
import { findRevision, listRevisions } from '../../services/revisions.ts'
import { IdParam, parseInput, validate } from '../../validation.ts'
import { CONTENT_STATUSES, EDITORIAL_SORTS, RevisionRule } from '#shared/contract/editorial.ts'
import { StaffSearchRule } from '#shared/contract/staff-rules.ts'

// A long text with its markup fits; a whole book does not.
export const EDITOR_BODY = limitBody(512 * 1024, 'Текст слишком большой.')

/** Publishing: now (no moment), or at a moment to come (scheduled). */
export const PublishSchema = v.object({
  revision: RevisionRule,
  published_at: v.optional(
    v.pipe(
      v.string('Укажите дату и время публикации.'),
      v.isoTimestamp('Укажите дату и время публикации.'),
      v.transform((value) => new Date(value)),
    ),
  ),
})

export const UnpublishSchema = v.object({ revision: RevisionRule })

/** The list's filters every editorial list shares. */
export const listQuery = <Sorts extends readonly [string, ...string[]]>(sorts: Sorts, sortMessage: string) => ({
  status: v.optional(v.picklist(CONTENT_STATUSES, 'Выберите статус из списка.')),
  q: StaffSearchRule,
  sort: v.optional(v.picklist(sorts, sortMessage), sorts[0]),
  ...paginationQuery(25),
})

const ItemId = IdParam('Номер записи: целое положительное число.')

/** An item's kept revision (`id` from its list of revisions). */
export const RevisionParam = (itemMessage: string) =>
  v.object({
    ...IdParam(itemMessage).entries,
    revision: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Номер версии: целое положительное число.'), v.transform(Number)),
  })
const ItemRevision = RevisionParam('Номер записи: целое положительное число.')

/** The routes of one kind of content; its preview answers as the kind's public page reads it. */
export function contentRoutes<Preview>(type: ContentType<EditorialRow, Preview>) {
  // Services of one section (`category_id`), projects of one group (`group_id`).
  const parent = type.parent
  const ListQuery = v.object({
    ...listQuery(EDITORIAL_SORTS, 'Сортировка: updated, published, title или position.'),
    ...(parent ? { [parent.field]: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, parent.missing), v.transform(Number))) } : {}),
  })
  const SaveRule = v.object({ ...(type.rule as unknown as v.ObjectSchema<v.ObjectEntries, undefined>).entries, revision: RevisionRule })

  return (
    new Hono<ApiEnv>()
      .get('/', validate('query', ListQuery), async (c) => {
        const input = c.req.valid('query')
        return c.json(
          await listContent(c.var.db, type, {
            status: input.status,
            search: input.q,
            sort: input.sort,
            page: input.page,
            perPage: input.per_page,
            parent: parent ? ((input as Record<string, unknown>)[parent.field] as number | undefined) : undefined,
          }),
        )
      })
      .post('/', EDITOR_BODY, async (c) => {
        const draft = parseInput(type.rule, await readFields(c))
        return c.json(await createContent(c.var.db, staffOf(c.var.staff), type, draft), 201)
      })
      .get('/:id', validate('param', ItemId), async (c) => c.json(await findContent(c.var.db, type, c.req.valid('param').id)))
      .get('/:id/preview', validate('param', ItemId), async (c) => c.json(await previewContent(c.var.db, type, c.req.valid('param').id)))
      .put('/:id', validate('param', ItemId), EDITOR_BODY, async (c) => {
        const { revision, ...draft } = parseInput(SaveRule, await readFields(c))
        return c.json(await updateContent(c.var.db, staffOf(c.var.staff), type, c.req.valid('param').id, draft, revision as number))
      })
      .post('/:id/publish', validate('param', ItemId), EDITOR_BODY, async (c) => {
        const input = parseInput(PublishSchema, await readFields(c))
        return c.json(
          await publishContent(c.var.db, staffOf(c.var.staff), type, c.req.valid('param').id, input.revision, input.published_at ?? null),
        )
      })
      .post('/:id/unpublish', validate('param', ItemId), EDITOR_BODY, async (c) => {
        const { revision } = parseInput(UnpublishSchema, await readFields(c))
        return c.json(await unpublishContent(c.var.db, staffOf(c.var.staff), type, c.req.valid('param').id, revision))
      })
      .delete('/:id', validate('param', ItemId), async (c) => {
        await deleteContent(c.var.db, staffOf(c.var.staff), type, c.req.valid('param').id)
        return c.body(null, 204)
      })
      // The item's history: every save kept whole, newest first; one with its fields; one restored.
      .get('/:id/revisions', validate('param', ItemId), async (c) => {
        const { id } = c.req.valid('param')
        await findRow(c.var.db, type.kind, id)
        return c.json({ data: await listRevisions(c.var.db, { entityType: type.kind.entityType, entityId: id }) })
      })
      .get('/:id/revisions/:revision', validate('param', ItemRevision), async (c) => {
        const { id, revision } = c.req.valid('param')
        return c.json(await findRevision(c.var.db, { entityType: type.kind.entityType, entityId: id }, revision))
      })
      // A restore is a save of the kept fields over the current ones (from the current `revision`, so
      // a stale copy is refused): checked by today's rules, with its own revision and audit row.
      .post('/:id/revisions/:revision/restore', validate('param', ItemRevision), EDITOR_BODY, async (c) => {
        const { id, revision } = c.req.valid('param')
        const { revision: current } = parseInput(UnpublishSchema, await readFields(c))
        const kept = await findRevision(c.var.db, { entityType: type.kind.entityType, entityId: id }, revision)
        const { revision: _, ...draft } = parseInput(SaveRule, { ...kept.fields, revision: current })
        return c.json(await updateContent(c.var.db, staffOf(c.var.staff), type, id, draft, current, kept.revision))
      })
  )
}
