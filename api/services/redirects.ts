import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { redirects } from '../db/schema/index.ts'
import { formerPostAddressTarget, type PostCategory } from './posts.ts'

/** Paths are compared without a trailing slash, so /garant and /garant/ are the same old address. */
export function normalizeRedirectPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

/** A post's address: /news/{slug} or /articles/{slug}, as normalizeRedirectPath writes it. */
const POST_ADDRESS = /^\/(news|articles)\/([^/]+)$/

/**
 * Where an old address leads: the redirects table first, then a post's former slug (kept in the
 * post's own history), so the site follows both in one hop before any page is asked.
 */
export async function findRedirect(db: Database, path: string) {
  const from = normalizeRedirectPath(path)
  const [row] = await db
    .select({ from: redirects.fromPath, to: redirects.toPath, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.fromPath, from))
    .limit(1)
  if (row) return row
  const post = POST_ADDRESS.exec(from)
  const to = post ? await formerPostAddressTarget(db, post[1] as PostCategory, post[2]!) : null
  return to === null ? undefined : { from, to, status: 301 }
}

/**
 * The address is an item's own again (an item took a slug that used to redirect): the redirect from
 * it goes, or the item could never be reached.
 */
export async function claimRedirectedAddress(db: Database, path: string): Promise<void> {
  await db.delete(redirects).where(eq(redirects.fromPath, normalizeRedirectPath(path)))
}

/**
 * An item moved from `from` to `to`: the old address answers 301 to the new one, in one hop, since
 * redirects that led to the old address now lead straight to the new one; a redirect from the new
 * address goes (it is the item's own now).
 */
export async function moveAddress(db: Database, from: string, to: string): Promise<void> {
  const old = normalizeRedirectPath(from)
  await claimRedirectedAddress(db, to)
  await db.update(redirects).set({ toPath: to }).where(sql`lower(rtrim(${redirects.toPath}, '/')) = ${old}`)
  await db
    .insert(redirects)
    .values({ fromPath: old, toPath: to, status: 301 })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, status: 301 } })
}

/** The addresses that redirect to `path` (an item's former addresses). */
export async function addressesLeadingTo(db: Database, path: string): Promise<string[]> {
  const rows = await db
    .select({ from: redirects.fromPath })
    .from(redirects)
    .where(sql`lower(rtrim(${redirects.toPath}, '/')) = ${normalizeRedirectPath(path)}`)
    .orderBy(asc(redirects.createdAt), asc(redirects.id))
  return rows.map((row) => `${row.from}/`)
}
