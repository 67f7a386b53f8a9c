import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import type { ContentRevision, ContentRevisionSummary } from '#shared/contract/editorial.ts'
import { EDITORIAL_TYPES, RevisionRule } from '#shared/contract/editorial.ts'
import { Id } from '../inputs.ts'
import { editorialAction } from '../posts/post-action.server.ts'
import { asStaff } from '../staff-api.server.ts'

/** Posts and every other kind of content keep their saves alike. */
const RevisedType = v.picklist(['posts', ...EDITORIAL_TYPES])
const Item = { type: RevisedType, id: Id }

/** An item's kept saves, newest first. */
export const fetchRevisions = createServerFn({ method: 'GET' })
  .validator(validInput(v.object(Item)))
  .handler(
    async ({ data: { type, id } }): Promise<ContentRevisionSummary[]> =>
      ((await asStaff(`/v1/admin/${type}/${id}/revisions`)) as { data: ContentRevisionSummary[] }).data,
  )

/** One kept save with its fields. */
export const fetchRevision = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ ...Item, revision: Id })))
  .handler(
    async ({ data: { type, id, revision } }): Promise<ContentRevision> =>
      (await asStaff(`/v1/admin/${type}/${id}/revisions/${revision}`)) as ContentRevision,
  )

/** Restores a kept save as a new one, made from the item's `current` revision (a stale copy is refused). */
export const restoreRevision = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ ...Item, revision: Id, current: RevisionRule })))
  .handler(({ data: { type, id, revision, current } }) =>
    editorialAction(
      'restore-revision',
      async (stored) => (await asStaff(`/v1/admin/${type}/${stored}`)) as { revision: number },
      { id, revision: current },
      async () =>
        (await asStaff(`/v1/admin/${type}/${id}/revisions/${revision}/restore`, { method: 'POST', body: { revision: current } })) as {
          revision: number
        },
      'Версия восстановлена.',
    ),
  )
