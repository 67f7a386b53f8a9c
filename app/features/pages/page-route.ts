import { useSuspenseQuery } from '@tanstack/react-query'
import { breadcrumbJsonLd, type Crumb, type HeadContext, seo, siteUrlOf, withTrailingSlash } from '#app/lib/seo.ts'
import type { RouterContext } from '#app/lib/router-context.ts'
import { pageQuery } from './queries.ts'
import type { Page } from './types.ts'

/** More JSON-LD for a page's head, given the site's address and the page's path. */
type MoreJsonLd = (siteUrl: string, path: string) => Record<string, unknown>[]

/** Crumbs of a top-level page: home, then the page at `path`. */
export const topLevelCrumbs = (label: string, path: string): Crumb[] => [
  { label: 'Главная', path: '/' },
  { label, path: withTrailingSlash(path) },
]

/**
 * The head of a content page: SEO from the API and its breadcrumbs as JSON-LD, followed by what
 * `moreJsonLd` describes.
 */
export function pageHead(context: HeadContext, page: Page | undefined, moreJsonLd: MoreJsonLd = () => []) {
  if (!page) return {}
  const siteUrl = siteUrlOf(context.matches)
  const path = context.match.pathname
  return seo(context, {
    title: page.seo.title,
    description: page.seo.description,
    image: page.seo.image?.src,
    jsonLd: [breadcrumbJsonLd(siteUrl, topLevelCrumbs(page.title, path)), ...moreJsonLd(siteUrl, path)],
  })
}

/**
 * The loader and head of the route at `/{slug}/` that shows the API's page `slug`. The route file
 * adds its component itself: only a component written in the route's options goes to the route's
 * own lazy chunk.
 */
export const editorialPageRoute = (slug: string, moreJsonLd?: MoreJsonLd) => ({
  loader: ({ context }: { context: RouterContext }) => context.queryClient.ensureQueryData(pageQuery(slug)),
  head: (context: HeadContext & { loaderData?: Page }) => pageHead(context, context.loaderData, moreJsonLd),
})

/** The props of the component that shows the page `slug` (its route has loaded it): the page and its crumbs. */
export function useEditorialPageProps(slug: string) {
  const { data: page } = useSuspenseQuery(pageQuery(slug))
  return { page, crumbs: topLevelCrumbs(page.title, `/${slug}/`) }
}
