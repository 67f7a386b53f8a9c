import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { pages, portfolioGroups, portfolioProjects, posts, serviceCategories, services, solutions } from '../db/schema/index.ts'
import { categoryPath, servicePath, solutionPath } from './catalogue.ts'
import { PAGES_WITH_ADDRESS, pagePath } from './pages.ts'
import { groupPath, projectPath } from './portfolio.ts'
import { postPath } from './posts.ts'
import { isPublished } from './published.ts'

export interface SitemapEntry {
  path: string
  updated_at: string | null
}

/** An address, with when its content last changed. */
const entry = (path: string, changedAt: Date | null): SitemapEntry => ({ path, updated_at: changedAt?.toISOString() ?? null })

/** The address of every published content item, for the site's sitemap. */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const sections = await Promise.all([
    db
      .select({ slug: pages.slug, updatedAt: pages.updatedAt })
      .from(pages)
      .where(and(isPublished(pages.publishedAt), inArray(pages.slug, PAGES_WITH_ADDRESS)))
      .then((rows) => rows.map((row) => entry(pagePath(row.slug)!, row.updatedAt))),
    db
      .select({ category: posts.category, slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .where(isPublished(posts.publishedAt))
      .orderBy(asc(posts.id))
      .then((rows) => rows.map((row) => entry(postPath(row.category, row.slug), row.updatedAt))),
    db
      .select({ slug: serviceCategories.slug, updatedAt: serviceCategories.updatedAt })
      .from(serviceCategories)
      .where(isPublished(serviceCategories.publishedAt))
      .then((rows) => rows.map((row) => entry(categoryPath(row.slug), row.updatedAt))),
    db
      .select({ category: serviceCategories.slug, slug: services.slug, updatedAt: services.updatedAt })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(and(isPublished(services.publishedAt), isPublished(serviceCategories.publishedAt)))
      .then((rows) => rows.map((row) => entry(servicePath(row.category, row.slug), row.updatedAt))),
    db
      .select({ slug: solutions.slug, updatedAt: solutions.updatedAt })
      .from(solutions)
      .where(isPublished(solutions.publishedAt))
      .then((rows) => rows.map((row) => entry(solutionPath(row.slug), row.updatedAt))),
    db
      .select({ slug: portfolioGroups.slug, updatedAt: portfolioGroups.updatedAt })
      .from(portfolioGroups)
      .where(isPublished(portfolioGroups.publishedAt))
      .then((rows) => rows.map((row) => entry(groupPath(row.slug), row.updatedAt))),
    db
      .select({ group: portfolioGroups.slug, slug: portfolioProjects.slug, updatedAt: portfolioProjects.updatedAt })
      .from(portfolioProjects)
      .innerJoin(portfolioGroups, eq(portfolioGroups.id, portfolioProjects.groupId))
      .where(and(isPublished(portfolioProjects.publishedAt), isPublished(portfolioGroups.publishedAt)))
      .then((rows) => rows.map((row) => entry(projectPath(row.group, row.slug), row.updatedAt))),
  ])
  return sections.flat()
}
