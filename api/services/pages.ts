import { and, eq, lte } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { pages } from '../db/schema.ts'

/** A page as the API publishes it. */
export type PublicPage = Pick<
  typeof pages.$inferSelect,
  'slug' | 'title' | 'lead' | 'body' | 'blocks' | 'seoTitle' | 'seoDescription' | 'updatedAt'
>

export async function findPublishedPage(db: Database, slug: string, now = new Date()): Promise<PublicPage | undefined> {
  const [page] = await db
    .select({
      slug: pages.slug,
      title: pages.title,
      lead: pages.lead,
      body: pages.body,
      blocks: pages.blocks,
      seoTitle: pages.seoTitle,
      seoDescription: pages.seoDescription,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(eq(pages.slug, slug), lte(pages.publishedAt, now)))
    .limit(1)
  return page
}
