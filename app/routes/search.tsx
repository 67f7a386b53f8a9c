import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '#app/features/search/components/SearchPage.tsx'
import { searchQuery } from '#app/features/search/queries.ts'
import { SEARCH_CRUMBS, SEARCH_DESCRIPTION, searchTitle } from '#app/features/search/search-head.ts'
import { SearchPageSearch, searchRequest } from '#app/features/search/search-params.ts'
import { NOTHING_TO_SHOW, tooManyRequests } from '#app/lib/page-status.ts'
import { breadcrumbJsonLd, seo, siteUrlOf } from '#app/lib/seo.ts'

export const Route = createFileRoute('/search')({
  // The loader (the search's server function and query) goes with the page's own chunk, not into
  // the entry every page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: SearchPageSearch,
  loaderDeps: ({ search }) => search,
  // A page past the last of the results shows where they end, under a 404 that keeps it out of indexes;
  // past the visitor's limit the page keeps its field and says when to search again, under a 429.
  loader: async ({ context, deps }) => {
    const request = searchRequest(deps)
    if (request.kind !== 'search') return null
    const answer = await context.queryClient.ensureQueryData(searchQuery(request))
    if ('limited' in answer) return tooManyRequests(answer.limited.retryAfter)
    return 'pastEnd' in answer ? NOTHING_TO_SHOW : null
  },
  // One canonical address for every query (`/search/`); any address with a query is not for the
  // index, but its links are worth following.
  head: (context) => {
    const request = searchRequest(context.match.search)
    const head = seo(context, {
      title: request.kind === 'search' ? searchTitle(request.q) : 'Поиск по сайту',
      description: SEARCH_DESCRIPTION,
      jsonLd: [breadcrumbJsonLd(siteUrlOf(context.matches), SEARCH_CRUMBS)],
    })
    return Object.values(context.match.search).some((value) => value !== undefined)
      ? { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex, follow' }] }
      : head
  },
  component: SearchRoute,
})

function SearchRoute() {
  return <SearchPage search={Route.useSearch()} />
}
