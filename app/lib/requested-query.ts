import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'

/**
 * The query of the address being loaded, as the visitor wrote it (`?utm_campaign=a%20b`), for a
 * redirect that carries it along. The router's own `searchStr` is its rewriting of the query (it
 * writes `%20` as `+`); on the server the request's query comes from the path rules' middleware
 * (app/start.ts). In the browser the router's rewriting is what the address bar will show anyway.
 */
export const requestedQuery = createIsomorphicFn()
  .server((location: { searchStr: string }): string => {
    try {
      return getGlobalStartContext()?.requestQuery ?? location.searchStr
    } catch {
      // A router made outside a request's middleware chain.
      return location.searchStr
    }
  })
  .client((location: { searchStr: string }): string => location.searchStr)
