import { Hono } from 'hono'
import type { ApiEnv } from '../context.ts'
import { sitemapEntries } from '../services/sitemap.ts'

/** `/v1/sitemap`: every public page with the time it last changed, for the site's sitemap.xml. */
export const sitemapRoutes = new Hono<ApiEnv>().get('/', async (c) => c.json({ data: await sitemapEntries(c.var.db) }))
