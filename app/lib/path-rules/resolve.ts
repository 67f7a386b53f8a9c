/**
 * The site's path rules, resolved to the final address so that a
 * request several rules touch gets ONE redirect:
 * 1. /company/... loses the /company prefix (/company/ itself is the company page);
 * 2. /portfolio/{group}/ and /portfolio/{group}/{project}/ move to /{group}/ and /{group}/{project}/;
 * 3. the account screens' addresses people type from habit go to the real ones (ACCOUNT_ALIASES);
 * 4. legacy paths of the old site go where the redirects table says (with the entry's own query); the
 *    site's fixed pages are never looked up there (shared/site-pages.ts);
 * 5. a trailing slash is added (not to the root, nor to files such as /robots.txt);
 * 6. page=1 is dropped from the query.
 * A file's address written with a trailing slash (/sitemap.xml/, /favicon.svg/) leads to the file,
 * and no other rule touches it.
 * The visitor's query is carried over piece by piece as it was written: an address that differs
 * only in how its query is encoded (`%20` or `+`) is not redirected.
 * Every target passes the navigation guard: a legacy entry that points off the site (or at a path
 * that would) is ignored, and a location the guard refuses gives no redirect at all.
 */

import { safeInternalPath, safeNavigationTarget } from '#app/lib/navigation/safe-navigation.ts'
import { withoutFirstPage, withVisitorQuery } from '#app/lib/query-string.ts'
import { isFixedPagePath } from '#shared/site-pages.ts'

export interface LegacyRedirect {
  to: string
  status: number
}

/** Looks up an old address (without trailing slash) in the redirects table. */
export type LegacyLookup = (path: string) => Promise<LegacyRedirect | null>

export interface PathRuleResult {
  location: string
  status: number
}

/** A file such as /robots.txt or /favicon.ico: its last segment has a dot. */
export function isFilePath(pathname: string): boolean {
  return pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')
}

/** The API and server functions: no rule ever touches them. */
const isEndpointPath = (pathname: string) => /^\/(api|_serverFn)(\/|$)/.test(pathname)

/** Paths the rules never touch: the API, server functions, build output and files. */
export function isExemptPath(pathname: string): boolean {
  return isEndpointPath(pathname) || /^\/(assets|_build|images)(\/|$)/.test(pathname) || isFilePath(pathname)
}

/** Kinds of files the site serves; a page's slug with a dot in it (/rzd/Not.A.Slug/) is not one of them. */
const SERVED_FILE = /\.(xml|txt|ico|svg|png|jpe?g|webp|avif|gif|json|webmanifest|pdf|css|js|woff2?)$/i

/** A file's address with trailing slashes (/sitemap.xml/): the file's own address, else null. */
function fileWithoutSlash(pathname: string): string | null {
  if (!pathname.endsWith('/')) return null
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed !== '' && isFilePath(trimmed) && SERVED_FILE.test(trimmed) ? trimmed : null
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The usual English names of the sign-up and sign-in screens, and the site's own addresses of them. */
const ACCOUNT_ALIASES: Record<string, string> = {
  '/register': '/registration/',
  '/signup': '/registration/',
  '/signin': '/login/',
}

/** Where a legacy entry leads (path, query, fragment), or null when the guard refuses it (another site, a `//host` path). */
function legacyTarget(to: string, siteOrigin: string): URL | null {
  const target = safeNavigationTarget(to, { origin: siteOrigin })
  return target === null ? null : new URL(target, siteOrigin)
}

/**
 * The one redirect a request needs, or null. `siteOrigin` is the site's public address: a legacy
 * entry may name it in full (defaults to the request's origin).
 */
export async function resolvePathRules(url: URL, lookupLegacy: LegacyLookup, siteOrigin = url.origin): Promise<PathRuleResult | null> {
  if (isEndpointPath(url.pathname)) return null
  const file = fileWithoutSlash(url.pathname.replace(/\/{2,}/g, '/'))
  if (file !== null) return guarded(withVisitorQuery(file, url.search), 301)
  if (isExemptPath(url.pathname)) return null
  let path = url.pathname.replace(/\/{2,}/g, '/')
  let status = 301

  const company = /^\/company(\/.+)$/.exec(path)
  if (company?.[1] && company[1] !== '/') path = company[1]

  const portfolio = /^\/portfolio\/([^/]+(?:\/[^/]+)?)\/?$/.exec(path)
  if (portfolio?.[1]) path = `/${portfolio[1]}`

  const alias = ACCOUNT_ALIASES[withoutTrailingSlash(path)]
  if (alias) path = alias

  const legacy = alias || isFixedPagePath(path) ? null : await lookupLegacy(withoutTrailingSlash(path))
  const target = legacy ? legacyTarget(legacy.to, siteOrigin) : null
  let targetQuery = ''
  let hash = ''
  if (legacy && target !== null) {
    path = target.pathname
    targetQuery = target.search
    hash = target.hash
    status = legacy.status
  }

  if (!path.endsWith('/') && !isExemptPath(path)) path = `${path}/`

  const location = withVisitorQuery(`${path}${targetQuery}${hash}`, withoutFirstPage(url.search))
  if (location === `${url.pathname}${url.search}`) return null
  return guarded(location, status)
}

/** The redirect to a location, unless the guard refuses it: then the app answers the address as it is (usually with its 404). */
function guarded(location: string, status: number): PathRuleResult | null {
  return safeInternalPath(location) === null ? null : { location, status }
}
