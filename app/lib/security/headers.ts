import { type AnalyticsHosts, contentSecurityPolicy } from './csp.ts'

/** Pages whose address carries a one-time token (a mailed link): not even the origin leaves them. */
const TOKEN_PAGES = ['/password/reset', '/login-by-token', '/verification']

export const HSTS = 'max-age=31536000; includeSubDomains'

/** no-referrer on the token pages (with or without the slash the path rules add), the usual policy elsewhere. */
export function referrerPolicyFor(pathname: string): string {
  const tokenPage = TOKEN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))
  return tokenPage ? 'no-referrer' : 'strict-origin-when-cross-origin'
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

/** The headers an answer gets: every one nosniff and the referrer policy; HTML pages their CSP and isolation too. */
export function securityHeaders(html: boolean, options: SecurityHeadersOptions): Headers {
  const headers = new Headers({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': referrerPolicyFor(options.pathname),
  })
  if (options.hsts) headers.set('Strict-Transport-Security', HSTS)
  if (html) {
    headers.set('Content-Security-Policy', contentSecurityPolicy(options))
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  }
  return headers
}

/** Sets the security headers on an answer: in place, or on a copy when its headers are immutable (Response.redirect). */
export function withSecurityHeaders(response: Response, options: SecurityHeadersOptions): Response {
  const headers = securityHeaders(isHtml(response), options)
  try {
    for (const [name, value] of headers) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of headers) copy.headers.set(name, value)
    return copy
  }
}
