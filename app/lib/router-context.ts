import type { QueryClient } from '@tanstack/react-query'

/** What every route's loader gets from the router (app/router.tsx): the request's query cache. */
export interface RouterContext {
  queryClient: QueryClient
}
