import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { pages, portfolioGroups, portfolioProjects, posts, serviceCategories, services, solutions } from '../db/schema.ts'
import { groupPath, projectPath } from './portfolio.ts'
import { postPath } from './posts.ts'
import { isPublished } from './published.ts'

export interface SitemapEntry {
  path: string
  updated_at: string | null
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/** The address of every published content item, for the site's sitemap. */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [postRows, categoryRows, serviceRows, solutionRows, groupRows, projectRows, pageRows] = await Promise.all([
    db
      .select({ category: posts.category, slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .where(isPublished(posts.publishedAt))
      .orderBy(asc(posts.id)),
    db
      .select({ slug: serviceCategories.slug, publishedAt: serviceCategories.publishedAt })
      .from(serviceCategories)
      .where(isPublished(serviceCategories.publishedAt)),
    db
      .select({ category: serviceCategories.slug, slug: services.slug, publishedAt: services.publishedAt })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(and(isPublished(services.publishedAt), isPublished(serviceCategories.publishedAt))),
    db.select({ slug: solutions.slug, publishedAt: solutions.publishedAt }).from(solutions).where(isPublished(solutions.publishedAt)),
    db
      .select({ slug: portfolioGroups.slug, publishedAt: portfolioGroups.publishedAt })
      .from(portfolioGroups)
      .where(isPublished(portfolioGroups.publishedAt)),
    db
      .select({ group: portfolioGroups.slug, slug: portfolioProjects.slug, publishedAt: portfolioProjects.publishedAt })
      .from(portfolioProjects)
      .innerJoin(portfolioGroups, eq(portfolioGroups.id, portfolioProjects.groupId))
      .where(and(isPublished(portfolioProjects.publishedAt), isPublished(portfolioGroups.publishedAt))),
    db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).where(isPublished(pages.publishedAt)),
  ])
  return [
    ...pageRows.map((row) => ({ path: row.slug === 'home' ? '/' : `/${row.slug}/`, updated_at: iso(row.updatedAt) })),
    ...postRows.map((row) => ({ path: postPath(row.category, row.slug), updated_at: iso(row.updatedAt) })),
    ...categoryRows.map((row) => ({ path: `/services/${row.slug}/`, updated_at: iso(row.publishedAt) })),
    ...serviceRows.map((row) => ({ path: `/services/${row.category}/${row.slug}/`, updated_at: iso(row.publishedAt) })),
    ...solutionRows.map((row) => ({ path: `/solutions/${row.slug}/`, updated_at: iso(row.publishedAt) })),
    ...groupRows.map((row) => ({ path: groupPath(row.slug), updated_at: iso(row.publishedAt) })),
    ...projectRows.map((row) => ({ path: projectPath(row.group, row.slug), updated_at: iso(row.publishedAt) })),
  ]
}
