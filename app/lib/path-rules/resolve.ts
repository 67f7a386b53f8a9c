/**
 * The site's path rules (specification, section 2), resolved to the final address so that a
 * request several rules touch gets ONE redirect:
 * 1. /company/... loses the /company prefix (/company/ itself is the company page);
 * 2. /portfolio/{group}/ and /portfolio/{group}/{project}/ move to /{group}/ and /{group}/{project}/;
 * 3. legacy paths of the old site go where the redirects table says;
 * 4. a trailing slash is added (not to the root, nor to files such as /robots.txt);
 * 5. page=1 is dropped from the query; the rest of the query is kept as it was.
 */

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

/** Paths the rules never touch: the API, server functions, build output and files. */
export function isExemptPath(pathname: string): boolean {
  if (/^\/(api|_serverFn|assets|_build|images)(\/|$)/.test(pathname)) return true
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  return lastSegment.includes('.')
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

export async function resolvePathRules(url: URL, lookupLegacy: LegacyLookup): Promise<PathRuleResult | null> {
  if (isExemptPath(url.pathname)) return null
  let path = url.pathname.replace(/\/{2,}/g, '/')
  let status = 301

  const company = /^\/company(\/.+)$/.exec(path)
  if (company?.[1] && company[1] !== '/') path = company[1]

  const portfolio = /^\/portfolio\/([^/]+(?:\/[^/]+)?)\/?$/.exec(path)
  if (portfolio?.[1]) path = `/${portfolio[1]}`

  const legacy = path === '/' ? null : await lookupLegacy(withoutTrailingSlash(path))
  if (legacy) {
    const target = new URL(legacy.to, url)
    path = target.pathname
    status = legacy.status
  }

  if (!path.endsWith('/') && !isExemptPath(path)) path = `${path}/`

  const search = new URLSearchParams(url.search)
  if (search.getAll('page').length === 1 && search.get('page') === '1') search.delete('page')
  const query = search.toString()

  const location = `${path}${query ? `?${query}` : ''}`
  const original = `${url.pathname}${url.search}`
  if (location === original || (location === url.pathname && url.search === '?')) return null
  return { location, status }
}
