import { referrerPolicyFor } from './security/referrer.ts'
import { site } from './site.ts'

export interface SeoInput {
  title: string
  /**
   * What the page is about, in a sentence or two: search results and link previews show it. Content
   * without a description of its own (null) gets the site's.
   */
  description: string | null
  /** A site path or absolute URL of the sharing image; without one (or with a drawing) the page shares the brand image. */
  image?: string | null
  type?: 'website' | 'article'
  /** Structured data for search engines (schema.org objects). */
  jsonLd?: Record<string, unknown>[]
  noindex?: boolean
  /**
   * The search params that make the address a page of its own (a list's filters and page), in the
   * order they are written; the canonical URL keeps these and no others (utm_* and the like).
   */
  query?: Record<string, string | number | undefined>
}

/** What a route's head() is given that the head builders read. */
export interface HeadContext {
  match: { pathname: string; status?: string }
  matches: { loaderData?: unknown }[]
}

/** The site's public address, loaded by the root route. */
export function siteUrlOf(matches: HeadContext['matches']): string {
  const root = matches[0]?.loaderData as { siteUrl?: string } | undefined
  return root?.siteUrl ?? ''
}

/**
 * The picture a page shares when it has none of its own: the brand on 1200×630, the size link
 * previews expect (drawn by scripts/generate-og-image.ts).
 */
export const BRAND_IMAGE = { src: '/og-image.jpg', width: 1200, height: 630, alt: `${site.name} — ${site.tagline.toLowerCase()}` } as const

/** What a page says of itself in search results and link previews when it has nothing of its own to say. */
export const SITE_DESCRIPTION = 'Веб-студия «Малахит»: сайты, интернет-магазины, личные кабинеты и веб-сервисы под ключ.'

/**
 * The sharing picture's tags. Social networks show no SVG (the demo content's drawings are SVG):
 * such a page shares the brand image instead.
 */
export function sharingImageMeta(siteUrl: string, image: string | null | undefined) {
  if (image && !/\.svg(?:[?#]|$)/i.test(image)) return [{ property: 'og:image', content: absoluteUrl(siteUrl, image) }]
  return [
    { property: 'og:image', content: absoluteUrl(siteUrl, BRAND_IMAGE.src) },
    { property: 'og:image:width', content: String(BRAND_IMAGE.width) },
    { property: 'og:image:height', content: String(BRAND_IMAGE.height) },
    { property: 'og:image:alt', content: BRAND_IMAGE.alt },
  ]
}

/** Route matches report paths without the slash that the site's addresses end with. */
export const withTrailingSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

export const absoluteUrl = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`)

/**
 * The canonical params of a page of a list: its filters in the order given, then `page` from 2 on.
 * Page 1 is the list's own address (`/news/`); page 2 is `/news/?page=2`, `/articles/?tag=seo&page=2`.
 */
export function listQuery(
  filters: Record<string, string | undefined>,
  page: number | undefined,
): Record<string, string | number | undefined> {
  return { ...filters, page: page !== undefined && page > 1 ? page : undefined }
}

function queryString(query: SeoInput['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The head of a page: title, description, canonical URL (the page's own path, with its trailing
 * slash, and only the search params given as `query`), OpenGraph and Twitter tags, and JSON-LD. A
 * page whose loading failed shows the error page instead: it describes nothing, and the root's error
 * title stands.
 */
export function seo(context: HeadContext, input: SeoInput) {
  // A page whose address holds a one-time token keeps it out of the Referer of whatever it loads, error page or not.
  const referrer = referrerPolicyFor(context.match.pathname) === 'no-referrer' ? [{ name: 'referrer', content: 'no-referrer' }] : []
  if (context.match.status === 'error' || context.match.status === 'notFound') return { meta: referrer, links: [], scripts: [] }
  const siteUrl = siteUrlOf(context.matches)
  const canonical = absoluteUrl(siteUrl, `${withTrailingSlash(context.match.pathname)}${queryString(input.query)}`)
  const title = input.title.includes(site.name) ? input.title : `${input.title} — ${site.name}`
  const description = input.description?.trim() || SITE_DESCRIPTION
  const meta = [
    { title },
    { name: 'description', content: description },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...sharingImageMeta(siteUrl, input.image),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...referrer,
  ]
  return {
    meta,
    links: [{ rel: 'canonical', href: canonical }],
    scripts: (input.jsonLd ?? []).map((data) => ({
      type: 'application/ld+json',
      children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c'),
    })),
  }
}

export interface Crumb {
  label: string
  /** Site path; the last crumb (the current page) may omit it. */
  path?: string
}

/** schema.org BreadcrumbList for the crumbs shown on a page. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.path ? { item: absoluteUrl(siteUrl, crumb.path) } : {}),
    })),
  }
}
