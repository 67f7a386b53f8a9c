import { and, eq } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { posts, type postSlugHistory } from '../schema/index.ts'

type NewSlugHistory = typeof postSlugHistory.$inferInsert

/**
 * Addresses posts had before: the price article was renamed when it was updated for 2026.
 * A post that is not there (the posts table held someone's own content) is skipped.
 */
const moved = [{ category: 'articles', slug: 'skolko-stoit-korporativnyj-sajt', oldSlug: 'skolko-stoit-sajt-2025' }] as const

export async function seedPostSlugHistory(tx: Database): Promise<NewSlugHistory[]> {
  const rows: NewSlugHistory[] = []
  for (const { category, slug, oldSlug } of moved) {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.category, category), eq(posts.slug, slug)))
      .limit(1)
    if (post) rows.push({ postId: post.id, category, slug: oldSlug })
  }
  return rows
}
