import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { redirects } from '../db/schema.ts'

/** Paths are compared without a trailing slash, so /garant and /garant/ are the same old address. */
export function normalizeRedirectPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

export async function findRedirect(db: Database, path: string) {
  const [row] = await db
    .select({ from: redirects.fromPath, to: redirects.toPath, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.fromPath, normalizeRedirectPath(path)))
    .limit(1)
  return row
}
