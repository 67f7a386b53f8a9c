import { breadcrumbJsonLd, type Crumb, type HeadContext, seo, siteUrlOf, withTrailingSlash } from '#app/lib/seo.ts'
import type { Page } from './types.ts'

/** Crumbs of a top-level editorial page: home, then the page. */
export const editorialCrumbs = (page: Pick<Page, 'title'>, path: string): Crumb[] => [
  { label: 'Главная', path: '/' },
  { label: page.title, path: withTrailingSlash(path) },
]

/**
 * The head of a content page: SEO from the API and its breadcrumbs as JSON-LD, followed by what
 * `moreJsonLd` describes (given the site's address and the page's path).
 */
export function pageHead(
  context: HeadContext,
  page: Page | undefined,
  moreJsonLd: (siteUrl: string, path: string) => Record<string, unknown>[] = () => [],
) {
  if (!page) return {}
  const siteUrl = siteUrlOf(context.matches)
  const path = context.match.pathname
  return seo(context, {
    title: page.seo.title,
    description: page.seo.description,
    jsonLd: [breadcrumbJsonLd(siteUrl, editorialCrumbs(page, path)), ...moreJsonLd(siteUrl, path)],
  })
}
