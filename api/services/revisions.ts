// Every save of an editorial item, whole, for the staff area's history: kept, listed and read. A
// restore is a save through the kind's own update (routes/admin/content.ts); api/db/maintenance.ts
// keeps the newest REVISIONS_KEPT of each item.
import { and, desc, eq } from 'drizzle-orm'
import type { StaffActor } from '../context.ts'
import type { Database } from '../db/client.ts'
import { contentRevisions } from '../db/schema/index.ts'
import { notFoundError } from '../errors.ts'
import type { ContentRevision, ContentRevisionSummary } from '#shared/contract/editorial.ts'

/** The revisions of one item: its kind (the audit log's `entity_type`) and id. */
export interface RevisedItem {
  entityType: string
  entityId: number
}

/** Keeps a save's fields as the item's revision `revision`; in the save's transaction. */
export async function recordRevision(
  tx: Database,
  actor: Pick<StaffActor, 'id' | 'name'>,
  { entityType, entityId }: RevisedItem,
  revision: number,
  fields: Record<string, unknown>,
): Promise<void> {
  await tx.insert(contentRevisions).values({ entityType, entityId, revision, authorId: actor.id, authorName: actor.name, fields })
}

const summaryOf = (row: typeof contentRevisions.$inferSelect): ContentRevisionSummary => ({
  id: row.id,
  revision: row.revision,
  created_at: row.createdAt.toISOString(),
  author: { id: row.authorId, name: row.authorName },
})

/** An item's revisions, newest first, without their fields. */
export async function listRevisions(db: Database, { entityType, entityId }: RevisedItem): Promise<ContentRevisionSummary[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)))
    .orderBy(desc(contentRevisions.revision))
  return rows.map(summaryOf)
}

/** One revision of an item with its fields, or 404. */
export async function findRevision(db: Database, item: RevisedItem, id: number): Promise<ContentRevision> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, id), eq(contentRevisions.entityType, item.entityType), eq(contentRevisions.entityId, item.entityId)))
  if (!row) throw notFoundError('Такой версии нет: её могли удалить, когда копились новые.')
  return { ...summaryOf(row), fields: row.fields as ContentRevision['fields'] }
}
