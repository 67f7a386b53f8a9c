import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { createRouter, isNotFound, isRedirect } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { RouteErrorPage } from '#app/components/errors/RouteErrorPage.tsx'
import { NotFoundPage } from '#app/components/errors/NotFoundPage.tsx'
import { wereCountersWithdrawn } from '#app/features/analytics/consent-browser.ts'
import { reportError, watchWindowErrors } from '#app/features/analytics/error-reporter.ts'
import { isPageOutdated } from '#app/lib/build-check-browser.ts'
import { guardRouterNavigation } from '#app/lib/navigation/guard-router.ts'
import { parseSearch, stringifySearch } from '#app/lib/search-params.ts'
import { FRESH_DATA_MS } from '#app/lib/query-freshness.ts'
import { markErrorsWithRequestId } from '#app/lib/request-id.ts'
import { requestNonce } from '#app/lib/security/nonce.ts'
import type { RouterContext } from '#app/lib/router-context.ts'
import { routeTree } from '../routeTree.gen.ts'

/** A failed server function (query or mutation) goes to the `error` goal; redirects and 404s are the error page's to report. */
function reportFailedCall(error: unknown) {
  if (!isRedirect(error) && !isNotFound(error)) reportError(error)
}

export function getRouter() {
  // The client entry makes the router before it hydrates: the earliest our code runs in the browser.
  if (typeof window !== 'undefined') watchWindowErrors(window)
  // A fresh cache per request on the server; one for the whole visit in the browser.
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: reportFailedCall }),
    mutationCache: new MutationCache({ onError: reportFailedCall }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_DATA_MS,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  })

  const router = createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    trailingSlash: 'always',
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // The `page` view transition (leaving before entering), on changes of path (not of filters or page number).
    defaultViewTransition: { types: ({ pathChanged }) => (pathChanged ? ['page'] : false) },
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // The response's CSP nonce on every script, style and link the router renders (see lib/security).
    ssr: { nonce: requestNonce() },
    // Runs on the server before the matches go to the browser: failed routes' errors carry the request id.
    dehydrate: () => {
      markErrorsWithRequestId(router.stores.matches.get().map((match) => match.error))
      return {}
    },
  })

  setupRouterSsrQueryIntegration({ router, queryClient })
  // Every navigation passes the guard; once a newer build is out, or the counters' consent was
  // withdrawn (their scripts stay until the page goes), the next one loads from the server.
  guardRouterNavigation(router, {
    fullPageLoad: () => isPageOutdated() || wereCountersWithdrawn(),
    onRefused: (href) => reportError(new Error(`Navigation refused: ${href}`), { status: 400 }),
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /**
     * The frame a screen is shown in: default (header and footer), empty (neither), or own (the
     * route's component draws it, as the staff area does, so that its code stays in its own chunk).
     */
    layout?: 'default' | 'empty' | 'own'
  }
}
