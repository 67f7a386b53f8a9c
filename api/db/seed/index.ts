import { pages } from '../schema.ts'
import type { Seeder } from '../seed.ts'
import { seedPages } from './pages.ts'

/** Demo content, parents before children. */
export const seeders: Seeder[] = [{ table: pages, rows: seedPages }]
