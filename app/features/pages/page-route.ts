import { breadcrumbJsonLd, seo, siteUrlOf, withTrailingSlash, type Crumb } from '#app/lib/seo.ts'
import type { Page } from './types.ts'

/** Crumbs of a top-level editorial page: home, then the page. */
export const editorialCrumbs = (page: Pick<Page, 'title'>, path: string): Crumb[] => [
  { label: 'Главная', path: '/' },
  { label: page.title, path: withTrailingSlash(path) },
]

/** The head of an editorial page, with its breadcrumbs as JSON-LD. */
export function editorialHead(context: { match: { pathname: string }; matches: { loaderData?: unknown }[] }, page: Page | undefined) {
  if (!page) return {}
  return seo(context, {
    title: page.seo.title,
    description: page.seo.description,
    jsonLd: [breadcrumbJsonLd(siteUrlOf(context.matches), editorialCrumbs(page, context.match.pathname))],
  })
}
