import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sanitizeBody } from '#api/content/sanitize.ts'
import type { Database } from '#api/db/client.ts'
import * as schema from '#api/db/schema/index.ts'
import { seed } from '#api/db/seed.ts'
import type { ImageRef } from '#shared/contract/common.ts'
import { useContentApi } from './support/content-api.ts'

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url))

/** First path segments of the site's own screens: a portfolio group may not take one of them. */
const RESERVED_SEGMENTS = [
  'news',
  'articles',
  'services',
  'solutions',
  'clients',
  'portfolio',
  'company',
  'contacts',
  'brief',
  'privacy',
  'agreement',
  'login',
  'registration',
  'search',
  'verification',
  'password',
  'profile',
  'see-also-cards',
  'login-by-token',
  'api',
  'assets',
  'images',
]

// The demo content as a fresh database gets it: what a visitor of a new installation sees.
describe('demo content', () => {
  let data: Awaited<ReturnType<typeof load>>

  const load = async (db: Database) => ({
    pages: await db.select().from(schema.pages),
    tags: await db.select().from(schema.tags),
    posts: await db.select().from(schema.posts),
    slugHistory: await db.select().from(schema.postSlugHistory),
    categories: await db.select().from(schema.serviceCategories),
    services: await db.select().from(schema.services),
    solutions: await db.select().from(schema.solutions),
    clients: await db.select().from(schema.clients),
    groups: await db.select().from(schema.portfolioGroups),
    projects: await db.select().from(schema.portfolioProjects),
    redirects: await db.select().from(schema.redirects),
  })

  const { get } = useContentApi(async (db) => {
    await seed(db)
    data = await load(db)
  })

  /** Every HTML body, named for the failure message. */
  const bodies = (): [string, string][] => {
    const all: [string, string | null][] = [
      ...data.pages.map((row): [string, string | null] => [`page ${row.slug}`, row.body]),
      ...data.posts.map((row): [string, string | null] => [`${row.category} ${row.slug}`, row.body]),
      ...data.categories.map((row): [string, string | null] => [`category ${row.slug}`, row.body]),
      ...data.services.map((row): [string, string | null] => [`service ${row.slug}`, row.body]),
      ...data.solutions.map((row): [string, string | null] => [`solution ${row.slug}`, row.body]),
      ...data.groups.map((row): [string, string | null] => [`group ${row.slug}`, row.body]),
      ...data.projects.map((row): [string, string | null] => [`project ${row.slug}`, row.body]),
    ]
    return all.flatMap(([name, html]): [string, string][] => (html === null ? [] : [[name, html]]))
  }

  /** Whether the site serves a page at this internal address (with its trailing slash). */
  const resolves = (path: string): boolean => {
    const [pathname] = path.split(/[?#]/)
    const parts = pathname!.split('/').filter(Boolean)
    if (!pathname!.endsWith('/')) return false
    const [first, second, third] = parts
    if (parts.length === 0) return true
    if (parts.length === 1 && ['news', 'articles', 'services', 'solutions', 'clients', 'portfolio'].includes(first!)) return true
    if (parts.length === 1 && data.pages.some((page) => page.slug === first)) return true
    if ((first === 'news' || first === 'articles') && parts.length === 2)
      return data.posts.some((post) => post.category === first && post.slug === second)
    if (first === 'solutions' && parts.length === 2) return data.solutions.some((solution) => solution.slug === second)
    if (first === 'services') {
      const category = data.categories.find((row) => row.slug === second)
      if (!category) return false
      return parts.length === 2 || (parts.length === 3 && data.services.some((row) => row.categoryId === category.id && row.slug === third))
    }
    const group = data.groups.find((row) => row.slug === first)
    if (!group) return false
    return parts.length === 1 || (parts.length === 2 && data.projects.some((row) => row.groupId === group.id && row.slug === second))
  }

  describe('amounts', () => {
    it('has at least 12 news and 8 articles', () => {
      expect(data.posts.filter((post) => post.category === 'news').length).toBeGreaterThanOrEqual(12)
      expect(data.posts.filter((post) => post.category === 'articles').length).toBeGreaterThanOrEqual(8)
    })

    it('has at least 4 service categories with at least 3 services each', () => {
      expect(data.categories.length).toBeGreaterThanOrEqual(4)
      for (const category of data.categories) {
        expect(data.services.filter((service) => service.categoryId === category.id).length, category.slug).toBeGreaterThanOrEqual(3)
      }
    })

    it('has the two solutions the site links to by address, and two more', () => {
      const slugs = data.solutions.map((solution) => solution.slug)
      expect(slugs).toContain('ritual-agency')
      expect(slugs).toContain('online-store-selling-tires-and-wheels-rims')
      expect(slugs.length).toBeGreaterThanOrEqual(4)
      for (const solution of data.solutions) {
        expect(solution.features.length, solution.slug).toBeGreaterThanOrEqual(4)
        expect(solution.features.length, solution.slug).toBeLessThanOrEqual(6)
      }
    })

    it('has at least 12 clients and 5 portfolio groups of 2–3 projects', () => {
      expect(data.clients.length).toBeGreaterThanOrEqual(12)
      expect(data.groups.length).toBeGreaterThanOrEqual(5)
      for (const group of data.groups) {
        const count = data.projects.filter((project) => project.groupId === group.id).length
        expect(count, group.slug).toBeGreaterThanOrEqual(2)
        expect(count, group.slug).toBeLessThanOrEqual(3)
        expect(group.clientId, group.slug).not.toBeNull()
      }
    })

    it('has every page the site shows, published', () => {
      const slugs = data.pages.map((page) => page.slug)
      for (const slug of ['home', 'company', 'contacts', 'privacy', 'agreement', 'brief']) expect(slugs).toContain(slug)
    })
  })

  describe('addresses', () => {
    it('serves the projects the legacy addresses lead to', async () => {
      expect((await get('/portfolio/rzd/svrpk')).status).toBe(200)
      expect((await get('/portfolio/garant-auto/garant')).status).toBe(200)
    })

    it('redirects the legacy addresses permanently', async () => {
      expect((await get('/redirects?path=/rzd-svrpk')).body).toEqual({ from: '/rzd-svrpk', to: '/rzd/svrpk/', status: 301 })
      expect((await get('/redirects?path=/garant')).body).toEqual({ from: '/garant', to: '/garant-auto/garant/', status: 301 })
    })

    it('sends every redirect to a page that exists', () => {
      for (const redirect of data.redirects) {
        expect(redirect.fromPath, redirect.fromPath).toBe(redirect.fromPath.toLowerCase().replace(/\/+$/, ''))
        expect(resolves(redirect.toPath), `${redirect.fromPath} -> ${redirect.toPath}`).toBe(true)
      }
    })

    it('keeps one old slug of an article, which answers with a redirect to the new one', async () => {
      expect(data.slugHistory).toHaveLength(1)
      const [moved] = data.slugHistory
      const post = data.posts.find((row) => row.id === moved!.postId)!
      const { body } = await get(`/posts/${moved!.slug}?category=${moved!.category}`)
      expect(body).toEqual({ redirect: true, url: `/${post.category}/${post.slug}/`, status: 301 })
    })

    it('gives portfolio groups slugs that do not take the site’s own sections', () => {
      for (const group of data.groups) {
        expect(group.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        expect(RESERVED_SEGMENTS).not.toContain(group.slug)
      }
    })

    it('links only to pages that exist', () => {
      for (const [name, html] of bodies()) {
        for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
          if (/^(https?:|mailto:|tel:)/.test(href!)) continue
          expect(resolves(href!), `${name} links to ${href}`).toBe(true)
        }
      }
    })
  })

  describe('tags', () => {
    const tagSlugs = (kind: string) => new Set(data.tags.filter((tag) => tag.kind === kind).map((tag) => tag.slug))

    it('labels every tag slug that posts, projects and clients use', () => {
      const post = tagSlugs('post')
      const service = tagSlugs('service')
      const industry = tagSlugs('industry')
      for (const row of data.posts) for (const slug of row.tags) expect(post.has(slug), `${row.slug}: ${slug}`).toBe(true)
      for (const row of data.projects) {
        for (const slug of row.services) expect(service.has(slug), `${row.slug}: ${slug}`).toBe(true)
        for (const slug of row.industries) expect(industry.has(slug), `${row.slug}: ${slug}`).toBe(true)
      }
      for (const row of data.clients) expect(industry.has(row.industry!), `${row.slug}: ${row.industry}`).toBe(true)
    })

    it('offers no portfolio filter that finds nothing, and no post tag without posts', () => {
      for (const slug of tagSlugs('service'))
        expect(
          data.projects.some((row) => row.services.includes(slug)),
          slug,
        ).toBe(true)
      for (const slug of tagSlugs('industry'))
        expect(
          data.projects.some((row) => row.industries.includes(slug)),
          slug,
        ).toBe(true)
      for (const slug of tagSlugs('post'))
        expect(
          data.posts.some((row) => row.tags.includes(slug)),
          slug,
        ).toBe(true)
    })

    it('gives each post two or three tags', () => {
      for (const post of data.posts) {
        expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(2)
        expect(post.tags.length, post.slug).toBeLessThanOrEqual(3)
      }
    })
  })

  describe('images', () => {
    const images = (): [string, ImageRef][] =>
      [
        ...data.posts.map((row) => [row.slug, row.cover] as const),
        ...data.categories.map((row) => [row.slug, row.cover] as const),
        ...data.solutions.map((row) => [row.slug, row.cover] as const),
        ...data.clients.map((row) => [row.slug, row.logo] as const),
        ...data.groups.map((row) => [row.slug, row.cover] as const),
        ...data.projects.flatMap((row) => [[row.slug, row.cover] as const, ...row.images.map((image) => [row.slug, image] as const)]),
      ].filter((entry): entry is [string, ImageRef] => entry[1] !== null)

    it('gives every post, category, solution, client, group and project its picture', () => {
      expect(images()).toHaveLength(
        data.posts.length +
          data.categories.length +
          data.solutions.length +
          data.clients.length +
          data.groups.length +
          data.projects.reduce((sum, project) => sum + 1 + project.images.length, 0),
      )
      for (const project of data.projects) expect(project.images.length, project.slug).toBeGreaterThanOrEqual(2)
    })

    it('refers only to files that exist under public/, each with a Russian alt text', () => {
      const inBodies = bodies().flatMap(([name, html]) =>
        [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => [name, match[1]!] as const),
      )
      for (const [name, src] of [...images().map(([name, image]) => [name, image.src] as const), ...inBodies]) {
        expect(src, name).toMatch(/^\/images\/demo\/[a-z]+\/[a-z0-9-]+\.svg$/)
        expect(existsSync(`${PUBLIC_DIR}${src}`), `${name}: ${src} (run node scripts/generate-artwork.ts)`).toBe(true)
      }
      for (const [name, image] of images()) expect(image.alt, name).toMatch(/[а-яё]{3}/i)
    })
  })

  describe('bodies', () => {
    it('are stored as the sanitizer leaves them', () => {
      for (const [name, html] of bodies()) expect(sanitizeBody(html), name).toBe(html)
    })

    it('give every second-level heading a unique id for the table of contents', () => {
      for (const [name, html] of bodies()) {
        const headings = [...html.matchAll(/<h2([^>]*)>/g)].map((match) => match[1]!)
        const ids = headings.map((attributes) => attributes.match(/ id="([a-z0-9-]+)"/)?.[1])
        expect(ids.every(Boolean), name).toBe(true)
        expect(new Set(ids).size, name).toBe(ids.length)
      }
    })

    it('make articles substantial: 600–1200 words with sections, lists and mostly a quote', () => {
      const articles = data.posts.filter((post) => post.category === 'articles')
      for (const article of articles) {
        const words = article.body
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter((word) => /[а-яё0-9]/i.test(word)).length
        expect(words, article.slug).toBeGreaterThanOrEqual(600)
        expect(words, article.slug).toBeLessThanOrEqual(1200)
        expect(article.body.match(/<h2/g)?.length ?? 0, article.slug).toBeGreaterThanOrEqual(4)
        expect(article.body, article.slug).toMatch(/<(ul|ol)>/)
      }
      expect(articles.filter((article) => article.body.includes('<blockquote>')).length).toBeGreaterThan(articles.length / 2)
    })

    it('are written in Russian', () => {
      const texts = [
        ...data.posts.flatMap((row) => [row.title, row.excerpt, row.seoTitle, row.seoDescription]),
        ...data.services.flatMap((row) => [row.title, row.excerpt, ...row.highlights]),
        ...data.solutions.flatMap((row) => [row.title, row.excerpt, ...row.features.flatMap((feature) => [feature.title, feature.text])]),
        ...data.projects.flatMap((row) => [row.title, row.excerpt, ...row.links.map((link) => link.label)]),
        ...data.pages.flatMap((row) => [row.title, row.lead, row.seoTitle, row.seoDescription]),
        ...data.tags.map((row) => row.title),
        ...data.clients.flatMap((row) => [row.name, row.description]),
      ]
      for (const text of texts) expect(text ?? '', String(text)).toMatch(/[а-яё]{2}/i)
    })
  })

  it('publishes every item, each at a moment in the past', () => {
    const now = Date.now()
    const published = [
      ...data.pages.map((row) => [`page ${row.slug}`, row.publishedAt] as const),
      ...data.posts.map((row) => [`${row.category} ${row.slug}`, row.publishedAt] as const),
      ...data.categories.map((row) => [`category ${row.slug}`, row.publishedAt] as const),
      ...data.services.map((row) => [`service ${row.slug}`, row.publishedAt] as const),
      ...data.solutions.map((row) => [`solution ${row.slug}`, row.publishedAt] as const),
      ...data.clients.map((row) => [`client ${row.slug}`, row.publishedAt] as const),
      ...data.groups.map((row) => [`group ${row.slug}`, row.publishedAt] as const),
      ...data.projects.map((row) => [`project ${row.slug}`, row.publishedAt] as const),
    ]
    for (const [name, at] of published) {
      expect(at, name).toBeInstanceOf(Date)
      expect(at!.getTime(), name).toBeLessThanOrEqual(now)
    }
  })

  it('spreads the posts over 2025 and 2026', () => {
    const years = new Set(data.posts.map((post) => post.publishedAt!.getUTCFullYear()))
    expect([...years].sort()).toEqual([2025, 2026])
  })
})
