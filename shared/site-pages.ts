/**
 * The addresses of the site's fixed pages: every page route without a parameter in its path (files
 * such as /robots.txt are not pages). An old address may not be redirected away from one of them, so
 * the browser's router can open these pages without asking the server about legacy redirects.
 * tests/unit/site-pages.test.ts keeps this list equal to the router's.
 */
export const FIXED_PAGE_PATHS: readonly string[] = [
  '/',
  '/admin/',
  '/admin/audit/',
  '/admin/leads/',
  '/admin/media/',
  '/admin/posts/',
  '/admin/posts/new/',
  '/admin/redirects/',
  '/admin/search-synonyms/',
  '/admin/security/',
  '/admin/staff/',
  '/agreement/',
  '/articles/',
  '/brief/',
  '/clients/',
  '/company/',
  '/contacts/',
  '/login/',
  '/login-by-token/',
  '/news/',
  '/password/forgot/',
  '/password/reset/',
  '/portfolio/',
  '/privacy/',
  '/profile/',
  '/profile/sessions/',
  '/registration/',
  '/search/',
  '/see-also-cards/',
  '/services/',
  '/solutions/',
  '/solutions/online-store-selling-tires-and-wheels-rims/',
  '/solutions/ritual-agency/',
  '/staff-invitation/',
  '/verification/',
]

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

/** True when the path (with or without its trailing slash, in any case) is one of the fixed pages. */
export function isFixedPagePath(path: string): boolean {
  return FIXED_PAGE_PATHS.includes(withSlash(path.toLowerCase()))
}
