/**
 * Pages whose address carries a one-time token (a mailed link): not even the origin leaves them, and
 * they are never stored (so never kept by the guest page cache either).
 */
export const TOKEN_PAGES = ['/password/reset', '/login-by-token', '/verification', '/staff-invitation']

/** True for the page itself, with or without the slash the path rules add, and anything under it. */
export const isOneOf = (pathname: string, pages: readonly string[]) =>
  pages.some((page) => pathname === page || pathname.startsWith(`${page}/`))

/**
 * no-referrer on the token pages, the usual policy elsewhere: the one rule behind both the
 * Referrer-Policy header and the page's referrer meta tag.
 */
export function referrerPolicyFor(pathname: string): 'no-referrer' | 'strict-origin-when-cross-origin' {
  return isOneOf(pathname, TOKEN_PAGES) ? 'no-referrer' : 'strict-origin-when-cross-origin'
}
