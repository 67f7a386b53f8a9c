import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { pages } from '../db/schema.ts'
import { isPublished } from './published.ts'
import { seoOf } from './seo.ts'

/** A published page as the API answers it. */
export async function findPublishedPage(db: Database, slug: string, now = new Date()) {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), isPublished(pages.publishedAt, now)))
    .limit(1)
  return page && pageDetail(page)
}

/** A page as the public API answers it, published or not. */
export function pageDetail(page: typeof pages.$inferSelect) {
  return {
    slug: page.slug,
    title: page.title,
    lead: page.lead,
    body: page.body,
    blocks: page.blocks,
    seo: seoOf(page, null),
    updated_at: page.updatedAt.toISOString(),
  }
}
