// Old addresses that lead elsewhere, as admins keep them: one hop each, never a loop or a chain.
import { asc, count, eq, ilike, ne, or } from 'drizzle-orm'
import type { StaffActor } from '../context.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { Database } from '../db/client.ts'
import { containsPattern } from '../db/contains.ts'
import { redirects } from '../db/schema/index.ts'
import { ApiError, notFoundError } from '../errors.ts'
import { paginate } from '../http/pagination.ts'
import { recordAudit } from './audit.ts'
import { normalizeRedirectPath } from './redirects.ts'
import type { RedirectEntry } from '#shared/contract/staff.ts'
import { isFixedPagePath } from '#shared/site-pages.ts'

type RedirectRow = typeof redirects.$inferSelect

const toEntry = (row: RedirectRow): RedirectEntry => ({
  id: row.id,
  from_path: row.fromPath,
  to_path: row.toPath,
  status: row.status as RedirectEntry['status'],
  created_at: row.createdAt.toISOString(),
})

export interface RedirectInput {
  fromPath: string
  toPath: string
  status: RedirectEntry['status']
}

const invalid = (field: 'from_path' | 'to_path', message: string) => new ApiError(422, VALIDATION_MESSAGE, { [field]: [message] })

/** The path part of a target, as redirects compare addresses. */
const targetPath = (to: string) => normalizeRedirectPath(to.split(/[?#]/)[0]!)

/**
 * A redirect must take one hop to a page: not to itself, not to an address that itself redirects,
 * and no other redirect may lead to its old address (together they would make a chain). A site keeps
 * tens or hundreds of them, so they are compared here, all at once.
 */
async function ensureOneHop(db: Database, input: RedirectInput, id: number | null): Promise<void> {
  const from = normalizeRedirectPath(input.fromPath)
  const to = targetPath(input.toPath)
  if (from === to) throw invalid('to_path', 'Адрес не может вести сам на себя.')
  // A page of the site answers at its own address: a redirect from it would hide the page.
  if (isFixedPagePath(from)) throw invalid('from_path', 'По этому адресу открывается страница сайта: переадресация скрыла бы её.')
  const others = await db
    .select()
    .from(redirects)
    .where(id === null ? undefined : ne(redirects.id, id))
  if (others.some((row) => row.fromPath === from)) throw invalid('from_path', 'Для этого адреса переадресация уже есть.')
  const onward = others.find((row) => row.fromPath === to)
  if (onward) throw invalid('to_path', `С этого адреса уже есть переадресация на ${onward.toPath}: укажите сразу конечный адрес.`)
  const into = others.find((row) => targetPath(row.toPath) === from)
  if (into) throw invalid('from_path', `На этот адрес уже ведёт переадресация с ${into.fromPath}: получилась бы цепочка.`)
}

export async function listRedirects(db: Database, { search, page, perPage }: { search?: string; page: number; perPage: number }) {
  const pattern = search?.trim() ? containsPattern(search.trim()) : null
  const where = pattern ? or(ilike(redirects.fromPath, pattern), ilike(redirects.toPath, pattern)) : undefined
  return paginate(
    { page, perPage, pastEnd: 'empty' },
    async () => (await db.select({ n: count() }).from(redirects).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      (await db.select().from(redirects).where(where).orderBy(asc(redirects.fromPath)).limit(limit).offset(offset)).map(toEntry),
  )
}

export async function createRedirect(db: Database, actor: StaffActor, input: RedirectInput): Promise<RedirectEntry> {
  return db.transaction(async (tx) => {
    await ensureOneHop(tx as unknown as Database, input, null)
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: normalizeRedirectPath(input.fromPath), toPath: input.toPath, status: input.status })
      .returning()
    await recordAudit(tx as unknown as Database, actor, {
      action: 'created',
      entityType: 'redirect',
      entityId: row!.id,
      entityTitle: `${row!.fromPath} → ${row!.toPath}`,
    })
    return toEntry(row!)
  })
}

export async function updateRedirect(db: Database, actor: StaffActor, id: number, input: RedirectInput): Promise<RedirectEntry> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(redirects).where(eq(redirects.id, id)).for('update')
    if (!current) throw notFoundError('Переадресация не найдена.')
    await ensureOneHop(tx as unknown as Database, input, id)
    const [row] = await tx
      .update(redirects)
      .set({ fromPath: normalizeRedirectPath(input.fromPath), toPath: input.toPath, status: input.status })
      .where(eq(redirects.id, id))
      .returning()
    await recordAudit(tx as unknown as Database, actor, {
      action: 'updated',
      entityType: 'redirect',
      entityId: id,
      entityTitle: `${row!.fromPath} → ${row!.toPath}`,
      details: { from: toEntry(current), to: toEntry(row!) },
    })
    return toEntry(row!)
  })
}

export async function deleteRedirect(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning()
    if (!row) throw notFoundError('Переадресация не найдена.')
    await recordAudit(tx as unknown as Database, actor, {
      action: 'deleted',
      entityType: 'redirect',
      entityId: id,
      entityTitle: `${row.fromPath} → ${row.toPath}`,
    })
  })
}
