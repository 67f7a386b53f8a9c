import { type AnyRouter, createRouter } from '@tanstack/react-router'
import { currentRequest, noteRoute } from '#shared/server/request-context.ts'
import { routeTree } from '../../routeTree.gen.ts'

/** Matches paths against the route tree only (made once, never loads anything). */
let matcher: AnyRouter | undefined

/**
 * Names the route pattern of a request for the request log and metrics: the route's path as the
 * route tree writes it (`/news/$slug/`), `serverFn` for a server function's call, `unmatched` when
 * no route knows the path. Bounded: one label per route, never the path itself.
 */
export function noteRouteOf(pathname: string, handlerType: 'router' | 'serverFn'): void {
  if (handlerType === 'serverFn') {
    noteRoute('serverFn')
    return
  }
  // Nothing is loaded, so the context the routes' loaders get is never read.
  matcher ??= createRouter({ routeTree, trailingSlash: 'always', context: {} as never })
  const [, , found] = matcher.getMatchedRoutes(pathname)
  noteRoute(found?.fullPath ?? 'unmatched')
}

/** The id of the request being served (X-Request-Id), if any. */
export const currentRequestId = (): string | undefined => currentRequest()?.id
