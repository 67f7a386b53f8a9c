// The vocabularies items are tagged from: topics of posts, services and industries of the portfolio.
// Items store a tag's slug, so a tag is renamed by its title alone (its slug is fixed once made) and
// a rename changes no item; a tag that any item carries cannot be deleted until it is taken off.
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { StaffActor } from '../context.ts'
import type { Database } from '../db/client.ts'
import { containsPattern } from '../db/contains.ts'
import { clients, portfolioProjects, posts, tags } from '../db/schema/index.ts'
import { ApiError, notFoundError } from '../errors.ts'
import { recordAudit } from './audit.ts'
import type { AdminTag, TagKind } from '#shared/contract/editorial.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'

type TagRow = typeof tags.$inferSelect

const TAG_NOT_FOUND = 'Метка не найдена: возможно, её удалили.'

/** Items of one table that may carry a tag: what they are called, and the titles of those that carry `slug`. */
const carrier = (label: string, table: PgTable, title: PgColumn, id: PgColumn, carries: (slug: string) => SQL) => ({
  label,
  read: async (db: Database, slug: string) =>
    (await db.select({ title }).from(table).where(carries(slug)).orderBy(asc(id))).map((row) => String(row.title)),
})

/** Where items carry a tag of each kind (they store its slug). */
const CARRIERS: Record<TagKind, ReturnType<typeof carrier>[]> = {
  post: [carrier('публикации', posts, posts.title, posts.id, (slug) => sql`${slug} = any(${posts.tags})`)],
  service: [
    carrier(
      'проекты портфолио',
      portfolioProjects,
      portfolioProjects.title,
      portfolioProjects.id,
      (slug) => sql`${slug} = any(${portfolioProjects.services})`,
    ),
  ],
  industry: [
    carrier(
      'проекты портфолио',
      portfolioProjects,
      portfolioProjects.title,
      portfolioProjects.id,
      (slug) => sql`${slug} = any(${portfolioProjects.industries})`,
    ),
    carrier('клиенты', clients, clients.name, clients.id, (slug) => eq(clients.industry, slug)),
  ],
}

/** The items that carry a tag, by what they are. */
async function usageOf(db: Database, row: TagRow): Promise<{ label: string; titles: string[] }[]> {
  const found = await Promise.all(
    CARRIERS[row.kind].map(async (carrier) => ({ label: carrier.label, titles: await carrier.read(db, row.slug) })),
  )
  return found.filter((entry) => entry.titles.length > 0)
}

const toAdminTag = async (db: Database, row: TagRow): Promise<AdminTag> => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  usage: (await usageOf(db, row)).reduce((sum, entry) => sum + entry.titles.length, 0),
})

/** A vocabulary (or all of them), by title, with how many items carry each tag. */
export async function listAdminTags(db: Database, { kind, search }: { kind?: TagKind; search?: string }): Promise<AdminTag[]> {
  const conditions: SQL[] = []
  if (kind) conditions.push(eq(tags.kind, kind))
  if (search?.trim()) {
    const pattern = containsPattern(search.trim())
    conditions.push(or(ilike(tags.title, pattern), ilike(tags.slug, pattern))!)
  }
  const rows = await db
    .select()
    .from(tags)
    .where(and(...conditions))
    .orderBy(asc(tags.kind), asc(tags.title), asc(tags.id))
  return Promise.all(rows.map((row) => toAdminTag(db, row)))
}

export async function createTag(db: Database, actor: StaffActor, input: { kind: TagKind; slug: string; title: string }): Promise<AdminTag> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(tags).values(input).onConflictDoNothing().returning()
    if (!created) throw new ApiError(422, VALIDATION_MESSAGE, { slug: ['В этом словаре такой адрес уже есть.'] })
    await recordAudit(tx as unknown as Database, actor, {
      action: 'created',
      entityType: 'tag',
      entityId: created.id,
      entityTitle: created.title,
      details: { kind: created.kind, slug: created.slug },
    })
    return created
  })
  return toAdminTag(db, row)
}

/** A new title; the slug, and so every item that carries the tag, stays as it is. */
export async function renameTag(db: Database, actor: StaffActor, id: number, title: string): Promise<AdminTag> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tags).where(eq(tags.id, id)).for('update')
    if (!current) throw notFoundError(TAG_NOT_FOUND)
    if (current.title === title) return current
    const [renamed] = await tx.update(tags).set({ title }).where(eq(tags.id, id)).returning()
    await recordAudit(tx as unknown as Database, actor, {
      action: 'updated',
      entityType: 'tag',
      entityId: id,
      entityTitle: title,
      details: { fields: ['title'], title: { from: current.title, to: title } },
    })
    return renamed!
  })
  return toAdminTag(db, row)
}

/** Deletes a tag no item carries; otherwise 409 naming where it is used. */
export async function deleteTag(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tags).where(eq(tags.id, id)).for('update')
    if (!current) throw notFoundError(TAG_NOT_FOUND)
    const usage = await usageOf(tx as unknown as Database, current)
    if (usage.length > 0) {
      const where = usage.map((entry) => `${entry.label}: ${entry.titles.map((title) => `«${title}»`).join(', ')}`).join('; ')
      throw new ApiError(409, `Метку «${current.title}» нельзя удалить, пока она используется (${where}). Сначала уберите её оттуда.`)
    }
    await tx.delete(tags).where(eq(tags.id, id))
    await recordAudit(tx as unknown as Database, actor, {
      action: 'deleted',
      entityType: 'tag',
      entityId: id,
      entityTitle: current.title,
      details: { kind: current.kind, slug: current.slug },
    })
  })
}
