import { bodyForReading, sectionsOf } from '../content/reading.ts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { pages } from '../db/schema/index.ts'
import { isPublished } from './published.ts'
import { seoOf } from './seo.ts'

/**
 * The pages the site has a screen of its own for, and their addresses. Pages are the site's fixed
 * sections (none is added in the staff area); a page outside this list has no public address.
 */
const PAGE_PATHS: Record<string, string> = {
  home: '/',
  company: '/company/',
  contacts: '/contacts/',
  brief: '/brief/',
  privacy: '/privacy/',
  agreement: '/agreement/',
}

export const PAGES_WITH_ADDRESS = Object.keys(PAGE_PATHS)

/** The site's address of a page; null for a page without a screen. */
export const pagePath = (slug: string): string | null => PAGE_PATHS[slug] ?? null

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
    body: page.body && bodyForReading(page.body),
    sections: page.body ? sectionsOf(page.body) : [],
    blocks: page.blocks,
    seo: seoOf(page, null),
    updated_at: page.updatedAt.toISOString(),
  }
}
