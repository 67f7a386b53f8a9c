import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../client.ts'
import {
  clients,
  pages,
  portfolioGroups,
  portfolioProjects,
  posts,
  postSlugHistory,
  redirects,
  searchSynonyms,
  serviceCategories,
  services,
  solutions,
  tags,
} from '../schema/index.ts'
import { seedClients } from './clients.ts'
import { seedPages } from './pages.ts'
import { seedPortfolioGroups } from './portfolio-groups.ts'
import { seedPortfolioProjects } from './portfolio-projects.ts'
import { seedPostSlugHistory } from './post-slug-history.ts'
import { seedPosts } from './posts.ts'
import { seedRedirects } from './redirects.ts'
import { seedSearchSynonyms } from './search-synonyms.ts'
import { seedServiceCategories } from './service-categories.ts'
import { seedServices } from './services.ts'
import { seedSolutions } from './solutions.ts'
import { seedTags } from './tags.ts'

/**
 * One table's demo content. `rows` may read what earlier seeders inserted (to resolve foreign
 * keys by slug), since all seeders run in one transaction, in order.
 */
interface Seeder {
  table: PgTable
  rows: (tx: Database) => Promise<Record<string, unknown>[]> | Record<string, unknown>[]
}

/** Demo content, parents before children (a seeder may look up rows of the ones before it). */
export const seeders: Seeder[] = [
  { table: pages, rows: seedPages },
  { table: tags, rows: seedTags },
  { table: posts, rows: seedPosts },
  { table: postSlugHistory, rows: seedPostSlugHistory },
  { table: serviceCategories, rows: seedServiceCategories },
  { table: services, rows: seedServices },
  { table: solutions, rows: seedSolutions },
  { table: clients, rows: seedClients },
  { table: portfolioGroups, rows: seedPortfolioGroups },
  { table: portfolioProjects, rows: seedPortfolioProjects },
  { table: redirects, rows: seedRedirects },
  { table: searchSynonyms, rows: seedSearchSynonyms },
]
