import { asc, count } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { clients } from '../db/schema/index.ts'
import { paginate } from '../http/pagination.ts'
import { isPublished } from './published.ts'
import { tagLabels } from './tags.ts'

/** Clients per page of /clients/ (the site asks for the API's default). */
export const CLIENTS_PER_PAGE = 50

/** Clients have no page of their own: a client's address is the page of /clients/ that lists it. */
export const clientsListPath = (page: number) => (page > 1 ? `/clients/?page=${page}` : '/clients/')

/** The order of /clients/. */
const CLIENTS_ORDER = [asc(clients.position), asc(clients.id)]

export async function listClients(db: Database, { page, perPage }: { page: number; perPage: number }) {
  const where = isPublished(clients.publishedAt)
  return paginate(
    { page, perPage },
    async () => (await db.select({ n: count() }).from(clients).where(where))[0]?.n ?? 0,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(clients)
        .where(where)
        .orderBy(...CLIENTS_ORDER)
        .limit(limit)
        .offset(offset)
      const industries = await tagLabels(
        db,
        'industry',
        rows.flatMap((row) => (row.industry ? [row.industry] : [])),
      )
      return rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        logo: row.logo,
        industry: row.industry && industries.has(row.industry) ? { slug: row.industry, title: industries.get(row.industry)! } : null,
        website: row.website,
        description: row.description,
      }))
    },
  )
}
