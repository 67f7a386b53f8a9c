import { SitemapStream, streamToPromise } from 'sitemap'
import { api } from '#app/lib/api/api.server.ts'

/** Screens that are not content items: lists and forms (the API lists every content page). */
const STATIC_PATHS = ['/news/', '/articles/', '/services/', '/solutions/', '/clients/', '/portfolio/', '/contacts/', '/brief/']

/** sitemap.xml: every public page of the site, from the database through the API. */
export async function renderSitemap(siteUrl: string): Promise<string> {
  const { data } = await api('/v1/sitemap')
  const entries = new Map<string, string | null>(STATIC_PATHS.map((path) => [path, null]))
  for (const entry of data) entries.set(entry.path, entry.updated_at)
  const stream = new SitemapStream({ hostname: `${siteUrl}/` })
  for (const [path, updatedAt] of entries) {
    stream.write({ url: path, ...(updatedAt ? { lastmod: updatedAt } : {}), priority: path === '/' ? 1 : undefined })
  }
  stream.end()
  return (await streamToPromise(stream)).toString()
}
