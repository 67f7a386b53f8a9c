import {
  clients,
  pages,
  portfolioGroups,
  portfolioProjects,
  posts,
  postSlugHistory,
  redirects,
  serviceCategories,
  services,
  solutions,
  tags,
} from '../schema.ts'
import type { Seeder } from '../seed.ts'
import { seedClients } from './clients.ts'
import { seedPages } from './pages.ts'
import { seedPortfolioGroups } from './portfolio-groups.ts'
import { seedPortfolioProjects } from './portfolio-projects.ts'
import { seedPostSlugHistory } from './post-slug-history.ts'
import { seedPosts } from './posts.ts'
import { seedRedirects } from './redirects.ts'
import { seedServiceCategories } from './service-categories.ts'
import { seedServices } from './services.ts'
import { seedSolutions } from './solutions.ts'
import { seedTags } from './tags.ts'

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
]
