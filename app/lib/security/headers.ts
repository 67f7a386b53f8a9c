import { isOneOf, referrerPolicyFor, TOKEN_PAGES } from './referrer.ts'
import { type AnalyticsHosts, contentSecurityPolicy } from './csp.ts'
import { HSTS } from './hsts.ts'

export { referrerPolicyFor }

/** The account area (routes/_account) and the staff area (routes/admin): a person's own data, and the agency's leads. */
const SIGNED_IN_PAGES = ['/profile', '/see-also-cards', '/admin']

/**
 * Caching of an HTML page: each carries a nonce of its own and may carry personal data (the
 * header shows who is signed in), so no shared cache keeps it and the browser asks again before
 * reuse; signed-in and token pages are not stored at all.
 */
export function pageCacheControlFor(pathname: string): string {
  return isOneOf(pathname, [...SIGNED_IN_PAGES, ...TOKEN_PAGES]) ? 'private, no-store' : 'private, no-cache'
}

export interface SecurityHeadersOptions {
  pathname: string
  nonce: string
  analytics: AnalyticsHosts
  /** The built site (strict CSP); false under the Vite dev server. */
  production: boolean
  /** Strict-Transport-Security: NODE_ENV=production only (a developer's http://localhost must not get it). */
  hsts: boolean
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/html')

/**
 * The headers an answer gets: every one nosniff, the referrer policy, and a resource policy that
 * lets no other site embed it (pages, API answers, feeds: nothing of the app is meant to be loaded
 * by another site's page); HTML pages their CSP, isolation and caching too.
 */
export function securityHeaders(html: boolean, options: SecurityHeadersOptions): Headers {
  const headers = new Headers({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': referrerPolicyFor(options.pathname),
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  if (options.hsts) headers.set('Strict-Transport-Security', HSTS)
  if (html) {
    headers.set('Content-Security-Policy', contentSecurityPolicy(options))
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    headers.set('Cache-Control', pageCacheControlFor(options.pathname))
  }
  return headers
}

/** Sets the security headers on an answer: in place, or on a copy when its headers are immutable (Response.redirect). */
export function withSecurityHeaders(response: Response, options: SecurityHeadersOptions): Response {
  const headers = securityHeaders(isHtml(response), options)
  // An answer that chose its own caching keeps it.
  if (response.headers.has('cache-control')) headers.delete('cache-control')
  return withHeaders(response, headers)
}

/** Sets headers on an answer: in place, or on a copy when its headers are immutable (a fetched or redirect response). */
export function withHeaders(response: Response, headers: Iterable<[string, string]>): Response {
  try {
    for (const [name, value] of headers) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of headers) copy.headers.set(name, value)
    return copy
  }
}
