import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { RouteErrorPage } from '#app/components/errors/RouteErrorPage.tsx'
import { NotFoundPage } from '#app/components/errors/NotFoundPage.tsx'
import { routeTree } from '../routeTree.gen.ts'

export interface RouterContext {
  queryClient: QueryClient
}

export function getRouter() {
  // A fresh cache per request on the server; one for the whole visit in the browser.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Data rendered on the server stays fresh through hydration and quick navigations.
        staleTime: 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  })

  const router = createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    trailingSlash: 'always',
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // The `page` transition of the specification, on changes of path (not of filters or page number).
    defaultViewTransition: { types: ({ pathChanged }) => (pathChanged ? ['page'] : false) },
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  })

  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /** The frame a screen is shown in (specification: layouts default and empty). */
    layout?: 'default' | 'empty'
  }
}
