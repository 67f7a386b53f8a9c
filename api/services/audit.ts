import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { StaffActor } from '../context.ts'
import type { Database } from '../db/client.ts'
import { auditLog } from '../db/schema/index.ts'
import { paginate } from '../http/pagination.ts'
import type { AuditAction, AuditEntry } from '#shared/contract/staff.ts'

export interface AuditRecord {
  action: AuditAction
  entityType: string
  entityId: string | number
  entityTitle: string
  details?: Record<string, unknown>
}

/**
 * Writes one audit row. Pass the transaction that makes the change, so the change and its record
 * are written together or not at all. `actor` null: the product itself (a start-up step).
 */
export async function recordAudit(db: Database, actor: Pick<StaffActor, 'id' | 'name'> | null, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? 'Система',
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    entityTitle: record.entityTitle,
    details: record.details ?? {},
  })
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actor: { id: row.actorId, name: row.actorName },
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  entity_title: row.entityTitle,
  details: row.details,
  created_at: row.createdAt.toISOString(),
})

/** What the audit log can be narrowed to; every filter is optional. */
export interface AuditFilters {
  actorId?: number
  action?: AuditAction
  entityType?: string
  entityId?: string
  /** Rows written at or after this moment. */
  since?: Date
  /** Rows written before this moment. */
  before?: Date
  page: number
  perPage: number
}

/** The audit log, newest first: of one person, one action, one kind of item or one item, within a time. */
export async function listAudit(db: Database, { actorId, action, entityType, entityId, since, before, page, perPage }: AuditFilters) {
  const conditions: SQL[] = []
  if (actorId !== undefined) conditions.push(eq(auditLog.actorId, actorId))
  if (action) conditions.push(eq(auditLog.action, action))
  if (entityType) conditions.push(eq(auditLog.entityType, entityType))
  if (entityId) conditions.push(eq(auditLog.entityId, entityId))
  if (since) conditions.push(gte(auditLog.createdAt, since))
  if (before) conditions.push(lt(auditLog.createdAt, before))
  const where = and(...conditions)
  return paginate(
    { page, perPage, pastEnd: 'empty' },
    async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      (await db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset)).map(
        toEntry,
      ),
  )
}
