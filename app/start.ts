import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { markBrowserCalls, sessionEndedMiddleware } from '#app/features/auth/session-ended-middleware.ts'
import { apiRequestErrorAdapter } from '#app/lib/api/errors.ts'
import { botErrorResponse } from '#app/lib/bot-errors.ts'
import { lookupLegacyRedirect } from '#app/lib/path-rules/legacy.server.ts'
import { isFilePath, resolvePathRules } from '#app/lib/path-rules/resolve.ts'
import { currentRequestId, noteRouteOf } from '#app/lib/route-label.server.ts'
import { createNonce } from '#app/lib/security/csp.ts'
import { withSecurityHeaders } from '#app/lib/security/headers.ts'
import { markCallReached, serverFnCallGuard } from '#app/lib/server-fn/call-guard.ts'
import { refusal } from '#app/lib/server-fn/refusals.ts'
import { config } from '#server/config.ts'

/**
 * Security headers on every answer, whatever produced it (a page, a redirect, a refusal, /api).
 * Each request gets a nonce of its own: getRouter() reads it from the request context
 * (lib/security/nonce.ts) and stamps it on the tags it renders; the page's CSP allows only it.
 */
const securityHeaders = createMiddleware().server(async ({ request, next }) => {
  const nonce = createNonce()
  const result = await next({ context: { cspNonce: nonce } })
  result.response = withSecurityHeaders(result.response, {
    pathname: new URL(request.url).pathname,
    nonce,
    analytics: { yandexMetrika: config().analytics.ymCounterId !== null, googleTagManager: config().analytics.gtmId !== null },
    // Vite's dev server injects unsigned HMR styles; a build is always strict.
    production: !import.meta.env.DEV,
    hsts: config().production,
  })
  return result
})

/**
 * The request log and metrics name each answer by its route pattern (the API names its own below
 * /api/); the request's id goes on in the request context, for the error page (lib/request-id.ts).
 */
const routeLabel = createMiddleware().server(({ pathname, handlerType, next }) => {
  noteRouteOf(pathname, handlerType)
  return next({ context: { requestId: currentRequestId() } })
})

/**
 * The path rules: one 301 (or the legacy table's status) to the final address, which the navigation
 * guard has passed. A request they leave alone goes on with its query as the visitor wrote it
 * (`requestQuery`, read by lib/requested-query.ts): the router keeps only its own rewriting of it.
 */
const pathRules = createMiddleware().server(async ({ request, next }) => {
  const url = new URL(request.url)
  const redirect =
    request.method === 'GET' || request.method === 'HEAD' ? await resolvePathRules(url, lookupLegacyRedirect, config().siteUrl) : null
  if (redirect) return new Response(null, { status: redirect.status, headers: { location: redirect.location } })
  return next({ context: { requestQuery: url.search } })
})

/**
 * The router adds a slash to every path it does not know, files too (/favicon.ico -> /favicon.ico/,
 * then a 404 page): a file that is not there answers 404 at once.
 */
const missingFiles = createMiddleware().server(async ({ request, next }) => {
  const result = await next()
  const { pathname } = new URL(request.url)
  const location = result.response.headers.get('location')
  if (location !== null && isFilePath(pathname) && new URL(location, request.url).pathname === `${pathname}/`) {
    result.response = new Response('Файл не найден', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return result
})

/** Search bots get error statuses of pages with a minimal noindex body instead of the error page. */
const errorsForBots = createMiddleware().server(async ({ request, next, handlerType }) => {
  const result = await next()
  if (handlerType !== 'router') return result
  return botErrorResponse(request, result.response) ?? result
})

export const startInstance = createStart(() => ({
  requestMiddleware: [
    // First, so its headers reach every answer the others give.
    securityHeaders,
    routeLabel,
    // Defining createStart turns off Start's built-in check, so server functions get it back here:
    // a cross-site call to one is refused with 403.
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn', failureResponse: () => refusal(403) }),
    markBrowserCalls,
    pathRules,
    missingFiles,
    errorsForBots,
    // Last, right above Start's reading of a call: malformed calls answer 4xx, never 500.
    serverFnCallGuard,
  ],
  // markCallReached first: it tells serverFnCallGuard that the call was read and its function runs.
  functionMiddleware: [markCallReached, sessionEndedMiddleware],
  serializationAdapters: [apiRequestErrorAdapter],
}))
