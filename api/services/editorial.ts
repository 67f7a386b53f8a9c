// What every editorial item shares in the staff area, written once for all of them: the list (status,
// search, sort, pages), saves checked against the revision they were made from, publication now or
// later, taking off the site, deletion, and an audit row for every change. Each kind of item brings
// a small descriptor (its table, columns and words); api/services/admin-content.ts and
// admin-posts.ts hold theirs.
import { isDeepStrictEqual } from 'node:util'
import { and, asc, count, desc, eq, getTableColumns, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { StaffActor } from '../context.ts'
import type { Database } from '../db/client.ts'
import { containsPattern } from '../db/contains.ts'
import { ApiError, notFoundError } from '../errors.ts'
import { paginate } from '../http/pagination.ts'
import { type AuditRecord, recordAudit } from './audit.ts'
import type { ContentStatus, EditorialSort } from '#shared/contract/editorial.ts'

/** The columns every editorial table has (by their names in api/db/schema/content.ts). */
export interface EditorialRow {
  id: number
  slug: string
  publishedAt: Date | null
  unpublishedAt: Date | null
  revision: number
  updatedAt: Date
}

export interface EditorialKind<Row extends EditorialRow> {
  table: PgTable
  columns: {
    id: PgColumn
    title: PgColumn
    publishedAt: PgColumn
    unpublishedAt: PgColumn
    updatedAt: PgColumn
    /** The editors' order on the site, where the kind has one. */
    position?: PgColumn
  }
  /** Columns that typed search words are looked for in. */
  search: PgColumn[]
  /** The audit log's `entity_type`. */
  entityType: string
  titleOf: (row: Row) => string
  messages: {
    notFound: string
    /** A save from a stale copy. */
    stale: string
    /** Unpublishing what is not on the site. */
    offSite: string
  }
}

/**
 * The descriptor of a table with the editorial columns under their usual names (api/db/schema/content.ts);
 * `stale` names the item in the accusative for the stale save's words («услугу»).
 */
export function editorialKind<Row extends EditorialRow>(
  table: PgTable,
  words: { entityType: string; notFound: string; stale: string; offSite: string },
  titleKey = 'title',
): EditorialKind<Row> {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const column = (key: string) => columns[key]!
  return {
    table,
    columns: {
      id: column('id'),
      title: column(titleKey),
      publishedAt: column('publishedAt'),
      unpublishedAt: column('unpublishedAt'),
      updatedAt: column('updatedAt'),
      position: columns.position,
    },
    search: [column(titleKey), column('slug')],
    entityType: words.entityType,
    titleOf: (row) => String((row as unknown as Record<string, unknown>)[titleKey]),
    messages: { notFound: words.notFound, stale: staleSaveMessage(words.stale), offSite: words.offSite },
  }
}

/** The words of a refused stale save, about the item in the accusative («публикацию», «услугу»). */
const staleSaveMessage = (item: string) =>
  `Пока вы редактировали, ${item} сохранил кто-то другой. Ваш текст не потерян: сравните его с сохранённой версией и сохраните снова.`

/** The item a change is made to, the revision the change was made from, and the moment it is made. */
export interface SavedFrom {
  id: number
  revision: number
  now?: Date
}

/** What one change to a stored item writes: its columns, and the audit row it leaves (none: nothing changed). */
export interface ItemChange {
  set: Record<string, unknown>
  audit: Omit<AuditRecord, 'entityType' | 'entityId' | 'entityTitle'> | null
}

export interface ListFilters<Sort extends string = EditorialSort> {
  status?: ContentStatus
  search?: string
  sort: Sort
  page: number
  perPage: number
  /** The kind's own filters (a post's section, a service's category). */
  conditions?: SQL[]
}

function statusCondition(kind: EditorialKind<EditorialRow>, status: ContentStatus, now: Date): SQL {
  const { publishedAt, unpublishedAt } = kind.columns
  switch (status) {
    case 'draft':
      return and(isNull(publishedAt), isNull(unpublishedAt))!
    case 'scheduled':
      return gt(publishedAt, now)
    case 'published':
      return lte(publishedAt, now)
    case 'unpublished':
      return and(isNull(publishedAt), isNotNull(unpublishedAt))!
  }
}

function orderOf(kind: EditorialKind<EditorialRow>, sort: EditorialSort): SQL[] {
  const { id, title, publishedAt, updatedAt, position } = kind.columns
  switch (sort) {
    case 'updated':
      return [desc(updatedAt), desc(id)]
    case 'published':
      return [sql`${publishedAt} desc nulls last`, desc(id)]
    case 'title':
      return [asc(title), asc(id)]
    case 'position':
      return position ? [asc(position), asc(id)] : [asc(title), asc(id)]
  }
}

/** One page of a kind's items in any status, filtered, searched and sorted; `present` shapes the rows. */
export async function listItems<Row extends EditorialRow, Item>(
  db: Database,
  kind: EditorialKind<Row>,
  filters: ListFilters,
  present: (rows: Row[]) => Promise<Item[]> | Item[],
  now = new Date(),
) {
  const conditions = [...(filters.conditions ?? [])]
  const generic = kind as unknown as EditorialKind<EditorialRow>
  if (filters.status) conditions.push(statusCondition(generic, filters.status, now))
  const search = filters.search?.trim()
  if (search) {
    const pattern = containsPattern(search)
    conditions.push(or(...kind.search.map((column) => ilike(column, pattern)))!)
  }
  const where = and(...conditions)
  return paginate(
    { page: filters.page, perPage: filters.perPage, pastEnd: 'empty' },
    async () => (await db.select({ n: count() }).from(kind.table).where(where))[0]?.n ?? 0,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(kind.table)
        .where(where)
        .orderBy(...orderOf(generic, filters.sort))
        .limit(limit)
        .offset(offset)
      return present(rows as unknown as Row[])
    },
  )
}

/** One item, or 404 in the kind's words. */
export async function findRow<Row extends EditorialRow>(db: Database, kind: EditorialKind<Row>, id: number): Promise<Row> {
  const [row] = await db.select().from(kind.table).where(eq(kind.columns.id, id))
  if (!row) throw notFoundError(kind.messages.notFound)
  return row as unknown as Row
}

async function lockedRow<Row extends EditorialRow>(tx: Database, kind: EditorialKind<Row>, id: number): Promise<Row> {
  const [row] = await tx.select().from(kind.table).where(eq(kind.columns.id, id)).for('update')
  if (!row) throw notFoundError(kind.messages.notFound)
  return row as unknown as Row
}

/** Runs `work` in a transaction, handing it the transaction as a Database. */
const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Database))

/**
 * A new item (a draft), written with `values` after `prepare` has checked what it needs (a free
 * address, a parent that exists) in the same transaction; its audit row with it.
 */
export function createRow<Row extends EditorialRow>(
  db: Database,
  actor: StaffActor,
  kind: EditorialKind<Row>,
  values: Record<string, unknown>,
  prepare: (tx: Database) => Promise<void> = async () => {},
  afterwards: (tx: Database, row: Row) => Promise<void> = async () => {},
): Promise<Row> {
  return inTransaction(db, async (tx) => {
    await prepare(tx)
    const [created] = (await tx
      .insert(kind.table)
      .values(values as never)
      .returning()) as unknown as Row[]
    await afterwards(tx, created!)
    await recordAudit(tx, actor, {
      action: 'created',
      entityType: kind.entityType,
      entityId: created!.id,
      entityTitle: kind.titleOf(created!),
    })
    return created!
  })
}

/**
 * Changes an item made from `revision`, in one transaction: the row locked, the revision checked (a
 * stale copy gets 409 and writes nothing), the change written with the next revision, its audit row.
 */
export function changeRow<Row extends EditorialRow>(
  db: Database,
  actor: StaffActor,
  kind: EditorialKind<Row>,
  { id, revision, now = new Date() }: SavedFrom,
  change: (current: Row, tx: Database) => Promise<ItemChange>,
  /** Runs in the transaction once a change is written (a save keeps its revision). */
  afterwards: (tx: Database, saved: Row) => Promise<void> = async () => {},
): Promise<Row> {
  return inTransaction(db, async (tx) => {
    const current = await lockedRow(tx, kind, id)
    if (current.revision !== revision) throw new ApiError(409, kind.messages.stale)
    const { set, audit } = await change(current, tx)
    if (!audit) return current
    const [saved] = (await tx
      .update(kind.table)
      .set({ ...set, revision: current.revision + 1, updatedAt: now } as never)
      .where(eq(kind.columns.id, id))
      .returning()) as unknown as Row[]
    await afterwards(tx, saved!)
    await recordAudit(tx, actor, { ...audit, entityType: kind.entityType, entityId: id, entityTitle: kind.titleOf(saved!) })
    return saved!
  })
}

/** The fields a save changed, for the audit log. */
export function changedFields(before: object, after: Record<string, unknown>): string[] {
  const stored = before as Record<string, unknown>
  return Object.keys(after).filter((field) => !isDeepStrictEqual(stored[field] ?? null, after[field] ?? null))
}

/**
 * Publishes an item now, or schedules it for a moment to come (it then goes public by itself at
 * that moment); `at` in the past publishes it with that date.
 */
export function publishRow<Row extends EditorialRow>(
  db: Database,
  actor: StaffActor,
  kind: EditorialKind<Row>,
  target: SavedFrom,
  at: Date | null,
): Promise<Row> {
  const now = target.now ?? new Date()
  const moment = at ?? now
  return changeRow(db, actor, kind, { ...target, now }, async () => ({
    set: { publishedAt: moment, unpublishedAt: null },
    audit: { action: moment > now ? 'scheduled' : 'published', details: { published_at: moment.toISOString() } },
  }))
}

/** Takes an item off the site (or cancels its schedule): it keeps its text and can be published again. */
export function unpublishRow<Row extends EditorialRow>(db: Database, actor: StaffActor, kind: EditorialKind<Row>, target: SavedFrom) {
  const now = target.now ?? new Date()
  return changeRow(db, actor, kind, { ...target, now }, async (current) => {
    if (!current.publishedAt) throw new ApiError(409, kind.messages.offSite)
    return { set: { publishedAt: null, unpublishedAt: now }, audit: { action: 'unpublished' } }
  })
}

/**
 * Deletes an item once `ensureDeletable` agrees (it throws what stands in the way); the audit row
 * keeps its title and `details`.
 */
export async function deleteRow<Row extends EditorialRow>(
  db: Database,
  actor: StaffActor,
  kind: EditorialKind<Row>,
  id: number,
  details: (tx: Database, row: Row) => Promise<Record<string, unknown>> = async () => ({}),
  ensureDeletable: (tx: Database, row: Row) => Promise<void> = async () => {},
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await lockedRow(tx, kind, id)
    await ensureDeletable(tx, current)
    const recorded = await details(tx, current)
    await tx.delete(kind.table).where(eq(kind.columns.id, id))
    await recordAudit(tx, actor, {
      action: 'deleted',
      entityType: kind.entityType,
      entityId: id,
      entityTitle: kind.titleOf(current),
      details: recorded,
    })
  })
}
