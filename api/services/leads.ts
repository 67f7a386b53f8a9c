import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { StaffActor } from '../context.ts'
import { describeDevice } from '../auth/user-agent.ts'
import type { Database } from '../db/client.ts'
import { containsPattern } from '../db/contains.ts'
import { briefs, contactRequests, leadNotes, type StoredAttachment, users } from '../db/schema/index.ts'
import { notFoundError } from '../errors.ts'
import { BRIEF_BUDGETS, BRIEF_DEADLINES, BRIEF_SERVICES, labelOf } from '../form-rules/brief-options.ts'
import { paginate } from '../http/pagination.ts'
import { recordAudit } from './audit.ts'
import type { LeadDetails, LeadKind, LeadNote, LeadStatus, LeadSummary } from '#shared/contract/staff.ts'

const EXCERPT_LENGTH = 160

/** Who the inbox shows: anyone's, mine, or nobody's yet. */
type AssigneeFilter = number | 'none'

export interface LeadFilters {
  kind?: LeadKind
  status?: LeadStatus
  assignee?: AssigneeFilter
  /** Words in the name, company, address, phone or text, whatever their case. */
  search?: string
}

const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text)

/**
 * Both kinds of lead as one list: the columns the inbox and the export show. Computed columns are
 * named `lead_*`, so that no name is ambiguous once the assignee's row is joined.
 */
function leadRows(db: Database, kind: LeadKind | undefined) {
  const fromBriefs = db
    .select({
      kind: sql<LeadKind>`'brief'`.as('lead_kind'),
      id: briefs.id,
      name: briefs.name,
      email: sql<string | null>`${briefs.email}`.as('lead_email'),
      phone: briefs.phone,
      company: briefs.company,
      text: sql<string>`${briefs.description}`.as('lead_text'),
      status: briefs.status,
      assigneeId: briefs.assigneeId,
      hasAttachment: sql<boolean>`${briefs.attachment} is not null`.as('lead_has_attachment'),
      createdAt: briefs.createdAt,
    })
    .from(briefs)
  const fromContacts = db
    .select({
      kind: sql<LeadKind>`'contact'`.as('lead_kind'),
      id: contactRequests.id,
      name: contactRequests.name,
      email: contactRequests.email,
      phone: contactRequests.phone,
      company: sql<string | null>`null`.as('lead_company'),
      text: sql<string>`${contactRequests.message}`.as('lead_text'),
      status: contactRequests.status,
      assigneeId: contactRequests.assigneeId,
      hasAttachment: sql<boolean>`false`.as('lead_has_attachment'),
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
  if (kind === 'brief') return fromBriefs.as('leads')
  if (kind === 'contact') return fromContacts.as('leads')
  return unionAll(fromBriefs, fromContacts).as('leads')
}

function filteredLeads(db: Database, filters: LeadFilters & { id?: number }) {
  const leads = leadRows(db, filters.kind)
  const conditions: SQL[] = []
  if (filters.id !== undefined) conditions.push(eq(leads.id, filters.id))
  if (filters.status) conditions.push(eq(leads.status, filters.status))
  if (filters.assignee === 'none') conditions.push(isNull(leads.assigneeId))
  else if (filters.assignee !== undefined) conditions.push(eq(leads.assigneeId, filters.assignee))
  const search = filters.search?.trim()
  if (search) {
    const pattern = containsPattern(search)
    conditions.push(or(...[leads.name, leads.company, leads.email, leads.phone, leads.text].map((column) => ilike(column, pattern)))!)
  }
  return { leads, where: and(...conditions) }
}

type LeadRow = {
  kind: LeadKind
  id: number
  name: string
  email: string | null
  phone: string | null
  company: string | null
  text: string
  status: LeadStatus
  assigneeId: number | null
  assigneeName: string | null
  hasAttachment: boolean
  createdAt: Date | string
}

// A timestamp read through a union comes back as text on some drivers.
const isoOf = (value: Date | string) => new Date(value).toISOString()

const toSummary = (row: LeadRow): LeadSummary => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  excerpt: excerptOf(row.text),
  status: row.status,
  assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
  has_attachment: row.hasAttachment,
  created_at: isoOf(row.createdAt),
})

/** Reads the leads that match, newest first, with their assignees' names. */
async function selectLeads(
  db: Database,
  filters: LeadFilters & { id?: number },
  page?: { limit: number; offset: number },
): Promise<LeadRow[]> {
  const { leads, where } = filteredLeads(db, filters)
  const query = db
    .select({
      kind: leads.kind,
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
      text: leads.text,
      status: leads.status,
      assigneeId: leads.assigneeId,
      assigneeName: users.name,
      hasAttachment: leads.hasAttachment,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(where)
    .orderBy(desc(leads.createdAt), asc(leads.kind), desc(leads.id))
  return (page ? await query.limit(page.limit).offset(page.offset) : await query) as LeadRow[]
}

/** One page of the inbox. */
export async function listLeads(db: Database, filters: LeadFilters, { page, perPage }: { page: number; perPage: number }) {
  return paginate(
    { page, perPage, pastEnd: 'empty' },
    async () => {
      const { leads, where } = filteredLeads(db, filters)
      return (await db.select({ n: count() }).from(leads).where(where))[0]?.n ?? 0
    },
    async (limit, offset) => (await selectLeads(db, filters, { limit, offset })).map(toSummary),
  )
}

/** Every lead that matches, for the export (the inbox of an agency is thousands, not millions). */
export async function allLeads(db: Database, filters: LeadFilters): Promise<(LeadSummary & { company: string | null; text: string })[]> {
  return (await selectLeads(db, filters)).map((row) => ({ ...toSummary(row), company: row.company, text: row.text }))
}

/** How many leads wait in each status, for the staff area's overview. */
export async function leadCounts(db: Database): Promise<Record<LeadStatus, number>> {
  const leads = leadRows(db, undefined)
  const rows = await db.select({ status: leads.status, n: count() }).from(leads).groupBy(leads.status)
  const counts: Record<LeadStatus, number> = { new: 0, in_progress: 0, done: 0, spam: 0 }
  for (const row of rows) counts[row.status] = row.n
  return counts
}

const table = (kind: LeadKind) => (kind === 'brief' ? briefs : contactRequests)
const noteColumn = (kind: LeadKind) => (kind === 'brief' ? leadNotes.briefId : leadNotes.contactRequestId)

const LEAD_NOT_FOUND = 'Заявка не найдена: возможно, её удалили.'

/** Writes the audit row of a change to a lead, in the transaction that makes it; the lead is named «Бриф №12, Анна Петрова». */
function recordLeadAudit(
  tx: unknown,
  actor: StaffActor,
  lead: { kind: LeadKind; id: number; name: string },
  action: 'status_changed' | 'assigned' | 'noted',
  details: Record<string, unknown>,
): Promise<void> {
  const entityTitle = `${lead.kind === 'brief' ? 'Бриф' : 'Заявка'} №${lead.id}, ${lead.name}`
  return recordAudit(tx as Database, actor, { action, entityType: lead.kind, entityId: lead.id, entityTitle, details })
}

async function notesOf(db: Database, kind: LeadKind, id: number): Promise<LeadNote[]> {
  const rows = await db
    .select()
    .from(leadNotes)
    .where(eq(noteColumn(kind), id))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
  return rows.map((row) => ({ id: row.id, author: row.authorName, body: row.body, created_at: row.createdAt.toISOString() }))
}

/** One lead, whole, with its notes. */
export async function findLead(db: Database, kind: LeadKind, id: number): Promise<LeadDetails> {
  const [row] = await selectLeads(db, { kind, id })
  if (!row) throw notFoundError(LEAD_NOT_FOUND)
  const [stored] = await db
    .select()
    .from(table(kind))
    .where(eq(table(kind).id, id))
  if (!stored) throw notFoundError(LEAD_NOT_FOUND)
  const brief = kind === 'brief' ? (stored as typeof briefs.$inferSelect) : null
  return {
    ...toSummary(row),
    company: row.company,
    text: row.text,
    services: brief ? brief.services.map((value) => labelOf(BRIEF_SERVICES, value) ?? value) : [],
    budget: brief ? labelOf(BRIEF_BUDGETS, brief.budget) : null,
    deadline: brief ? labelOf(BRIEF_DEADLINES, brief.deadline) : null,
    attachment: brief?.attachment
      ? { filename: brief.attachment.filename, size: brief.attachment.size, content_type: brief.attachment.contentType }
      : null,
    consent_at: stored.consentAt.toISOString(),
    ip: stored.ip,
    user_agent: stored.userAgent,
    device: stored.userAgent ? describeDevice(stored.userAgent) : null,
    updated_at: stored.updatedAt.toISOString(),
    notes: await notesOf(db, kind, id),
  }
}

/** The stored attachment of a brief, or a 404 when it has none. */
export async function briefAttachment(db: Database, id: number): Promise<StoredAttachment> {
  const [row] = await db.select({ attachment: briefs.attachment }).from(briefs).where(eq(briefs.id, id))
  if (!row) throw notFoundError(LEAD_NOT_FOUND)
  if (!row.attachment) throw notFoundError('К этой заявке не приложен файл.')
  return row.attachment
}

export interface LeadChanges {
  status?: LeadStatus
  /** A staff member's id, or null for nobody. */
  assigneeId?: number | null
}

/** Changes a lead's status or assignee, with an audit row for each change, in one transaction. */
export async function updateLead(db: Database, actor: StaffActor, kind: LeadKind, id: number, changes: LeadChanges): Promise<void> {
  const leads = table(kind)
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for('update')
    if (!current) throw notFoundError(LEAD_NOT_FOUND)
    const set: Partial<typeof briefs.$inferInsert> = {}
    const audit = (action: 'status_changed' | 'assigned', details: Record<string, unknown>) =>
      recordLeadAudit(tx, actor, { kind, id, name: current.name }, action, details)
    if (changes.status !== undefined && changes.status !== current.status) {
      set.status = changes.status
      await audit('status_changed', { status: { from: current.status, to: changes.status } })
    }
    if (changes.assigneeId !== undefined && changes.assigneeId !== current.assigneeId) {
      set.assigneeId = changes.assigneeId
      await audit('assigned', { assignee: { from: current.assigneeId, to: changes.assigneeId } })
    }
    if (Object.keys(set).length > 0)
      await tx
        .update(leads)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(leads.id, id))
  })
}

/** Adds a staff member's note to a lead, with its audit row, in one transaction. */
export async function addLeadNote(db: Database, actor: StaffActor, kind: LeadKind, id: number, body: string): Promise<LeadNote> {
  const note = await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ name: table(kind).name })
      .from(table(kind))
      .where(eq(table(kind).id, id))
    if (!lead) throw notFoundError(LEAD_NOT_FOUND)
    const [row] = await tx
      .insert(leadNotes)
      .values({
        briefId: kind === 'brief' ? id : null,
        contactRequestId: kind === 'contact' ? id : null,
        authorId: actor.id,
        authorName: actor.name,
        body,
      })
      .returning()
    await recordLeadAudit(tx, actor, { kind, id, name: lead.name }, 'noted', { note_id: row!.id })
    return row!
  })
  return { id: note.id, author: note.authorName, body: note.body, created_at: note.createdAt.toISOString() }
}
