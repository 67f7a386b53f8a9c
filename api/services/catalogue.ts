import { bodyForReading } from '../content/reading.ts'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { serviceCategories, services, solutions } from '../db/schema/index.ts'
import { paginate } from '../http/pagination.ts'
import { isPublished } from './published.ts'
import { seoOf } from './seo.ts'

/** The site's addresses of the catalogue's items. */
export const categoryPath = (category: string) => `/services/${category}/`
export const servicePath = (category: string, service: string) => `/services/${category}/${service}/`
export const solutionPath = (solution: string) => `/solutions/${solution}/`

type CategoryRow = typeof serviceCategories.$inferSelect
type ServiceRow = typeof services.$inferSelect
type SolutionRow = typeof solutions.$inferSelect

const serviceSummary = (row: ServiceRow) => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  price_from: row.priceFrom,
  duration: row.duration,
})

const categorySummary = (row: CategoryRow) => ({ slug: row.slug, title: row.title, excerpt: row.excerpt, cover: row.cover })

function publishedServicesOf(db: Database, categoryIds: number[]) {
  if (categoryIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(services)
    .where(and(inArray(services.categoryId, categoryIds), isPublished(services.publishedAt)))
    .orderBy(asc(services.position), asc(services.id))
}

/** Every published category with its published services, in the editors' order. */
export async function listServiceCategories(db: Database) {
  const categories = await db
    .select()
    .from(serviceCategories)
    .where(isPublished(serviceCategories.publishedAt))
    .orderBy(asc(serviceCategories.position), asc(serviceCategories.id))
  const all = await publishedServicesOf(
    db,
    categories.map((category) => category.id),
  )
  return categories.map((category) => ({
    ...categorySummary(category),
    services: all.filter((service) => service.categoryId === category.id).map(serviceSummary),
  }))
}

async function publishedCategory(db: Database, slug: string) {
  const [category] = await db
    .select()
    .from(serviceCategories)
    .where(and(eq(serviceCategories.slug, slug), isPublished(serviceCategories.publishedAt)))
    .limit(1)
  return category
}

export async function findServiceCategory(db: Database, slug: string) {
  const category = await publishedCategory(db, slug)
  return category && categoryDetail(db, category)
}

/** A category as its public page shows it, with its published services. */
export async function categoryDetail(db: Database, category: CategoryRow) {
  return {
    ...categorySummary(category),
    body: category.body && bodyForReading(category.body),
    seo: seoOf(category, category.excerpt),
    services: (await publishedServicesOf(db, [category.id])).map(serviceSummary),
  }
}

export async function findService(db: Database, categorySlug: string, slug: string) {
  const category = await publishedCategory(db, categorySlug)
  if (!category) return undefined
  // A category holds a handful of services: the one asked for, and the others as related ones.
  const all = await publishedServicesOf(db, [category.id])
  const service = all.find((row) => row.slug === slug)
  return service && serviceDetail(category, service, all)
}

/** A service as its public page shows it; the other services of `siblings` are its related ones. */
function serviceDetail(category: CategoryRow, service: ServiceRow, siblings: ServiceRow[]) {
  const others = siblings.filter((row) => row.id !== service.id)
  return {
    ...serviceSummary(service),
    body: bodyForReading(service.body),
    highlights: service.highlights,
    category: { slug: category.slug, title: category.title },
    seo: seoOf(service, service.excerpt),
    related: others.map(serviceSummary),
  }
}

const solutionSummary = (row: SolutionRow) => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  cover: row.cover,
  price_from: row.priceFrom,
})

export async function listSolutions(db: Database, { page, perPage }: { page: number; perPage: number }) {
  const where = isPublished(solutions.publishedAt)
  return paginate(
    { page, perPage },
    async () => (await db.select({ n: count() }).from(solutions).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      (await db.select().from(solutions).where(where).orderBy(asc(solutions.position), asc(solutions.id)).limit(limit).offset(offset)).map(
        solutionSummary,
      ),
  )
}

export async function findSolution(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(solutions)
    .where(and(eq(solutions.slug, slug), isPublished(solutions.publishedAt)))
    .limit(1)
  return row && solutionDetail(row)
}

/** A solution as its public page shows it. */
export const solutionDetail = (row: SolutionRow) => ({
  ...solutionSummary(row),
  body: bodyForReading(row.body),
  features: row.features,
  seo: seoOf(row, row.excerpt),
})

/** Any service by its row, published or not, as its public page would show it: the staff preview. */
export async function previewService(db: Database, service: ServiceRow) {
  const [category] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, service.categoryId))
  return serviceDetail(category!, service, await publishedServicesOf(db, [service.categoryId]))
}
