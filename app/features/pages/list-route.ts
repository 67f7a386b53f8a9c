import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query'
import { PageSearch } from '#app/features/solutions/search.ts'
import { breadcrumbJsonLd, type Crumb, type HeadContext, listQuery, seo, siteUrlOf } from '#app/lib/seo.ts'
import type { RouterContext } from '#app/lib/router-context.ts'

/** A list read page by page from the API and its fixed head. */
interface PagedList<TData, TQueryKey extends QueryKey> {
  query: (page: number) => EnsureQueryDataOptions<TData, Error, TData, TQueryKey>
  title: string
  description: string
  crumbs: Crumb[]
}

/**
 * The options of a route that shows a list page by page (`?page=`), but its component, which the
 * route file writes itself: only a component written in the route's options goes to the route's own
 * lazy chunk. The loader reads the page asked for; the canonical URL keeps the page from 2 on.
 */
export const pagedListRoute = <TData, TQueryKey extends QueryKey>(list: PagedList<TData, TQueryKey>) => ({
  validateSearch: PageSearch,
  loaderDeps: ({ search }: { search: PageSearch }) => search,
  loader: ({ context, deps }: { context: RouterContext; deps: PageSearch }) =>
    context.queryClient.ensureQueryData(list.query(deps.page ?? 1)),
  head: (context: HeadContext & { match: { search: PageSearch } }) =>
    seo(context, {
      title: list.title,
      description: list.description,
      query: listQuery({}, context.match.search.page),
      jsonLd: [breadcrumbJsonLd(siteUrlOf(context.matches), list.crumbs)],
    }),
})
