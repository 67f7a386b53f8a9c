// The synonym groups of the site search, as staff keep them: list, add, change, remove. A change
// is read by the next search (search-reading.ts reads the groups each time) and, being a content
// change (migration 0008), lets every cache of rendered search pages go.
import { asc, eq, ne } from 'drizzle-orm'
import type { StaffActor } from '../context.ts'
import type { Database } from '../db/client.ts'
import { searchSynonyms } from '../db/schema/index.ts'
import { ApiError, notFoundError } from '../errors.ts'
import { recordAudit } from './audit.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { SearchSynonymGroup } from '#shared/contract/staff.ts'
import { comparableTerm } from '#shared/contract/staff-rules.ts'

type SynonymRow = typeof searchSynonyms.$inferSelect

const toGroup = (row: SynonymRow): SearchSynonymGroup => ({
  id: row.id,
  terms: row.terms,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** What the audit log and messages call a group: its terms, as staff wrote them. */
const groupTitle = (terms: string[]) => terms.join(', ')

/**
 * A word belongs to one group only: in two, a search for it would read both, and staff could not
 * tell which one they are changing. Checked here, against every other group, all at once.
 */
async function ensureTermsAreFree(db: Database, terms: string[], id: number | null): Promise<void> {
  const others = await db
    .select()
    .from(searchSynonyms)
    .where(id === null ? undefined : ne(searchSynonyms.id, id))
  for (const term of terms) {
    const holder = others.find((row) => row.terms.some((other) => comparableTerm(other) === comparableTerm(term)))
    if (holder) {
      throw new ApiError(422, VALIDATION_MESSAGE, {
        terms: [`«${term}» уже есть в группе «${groupTitle(holder.terms)}»: одно слово может быть только в одной группе.`],
      })
    }
  }
}

/** Every group, by its first term. */
export async function listSynonymGroups(db: Database): Promise<SearchSynonymGroup[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id))
  return rows.map(toGroup).sort((a, b) => comparableTerm(a.terms[0]!).localeCompare(comparableTerm(b.terms[0]!), 'ru'))
}

export async function createSynonymGroup(db: Database, actor: StaffActor, terms: string[]): Promise<SearchSynonymGroup> {
  return db.transaction(async (tx) => {
    await ensureTermsAreFree(tx as unknown as Database, terms, null)
    const [row] = await tx.insert(searchSynonyms).values({ terms }).returning()
    await recordAudit(tx as unknown as Database, actor, {
      action: 'created',
      entityType: 'search_synonyms',
      entityId: row!.id,
      entityTitle: groupTitle(row!.terms),
    })
    return toGroup(row!)
  })
}

export async function updateSynonymGroup(db: Database, actor: StaffActor, id: number, terms: string[]): Promise<SearchSynonymGroup> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update')
    if (!current) throw notFoundError('Группа синонимов не найдена.')
    await ensureTermsAreFree(tx as unknown as Database, terms, id)
    const [row] = await tx.update(searchSynonyms).set({ terms, updatedAt: new Date() }).where(eq(searchSynonyms.id, id)).returning()
    await recordAudit(tx as unknown as Database, actor, {
      action: 'updated',
      entityType: 'search_synonyms',
      entityId: id,
      entityTitle: groupTitle(row!.terms),
      details: { title: { from: groupTitle(current.terms), to: groupTitle(row!.terms) } },
    })
    return toGroup(row!)
  })
}

export async function deleteSynonymGroup(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning()
    if (!row) throw notFoundError('Группа синонимов не найдена.')
    await recordAudit(tx as unknown as Database, actor, {
      action: 'deleted',
      entityType: 'search_synonyms',
      entityId: id,
      entityTitle: groupTitle(row.terms),
    })
  })
}
