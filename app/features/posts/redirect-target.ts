const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * Where a post's old address leads, as a path of this site with a redirect status; null when the
 * answer points to another site or is not an address at all. Absolute URLs of the site itself
 * are reduced to their path; a status that is not a redirect becomes 301 (a moved post).
 */
export function redirectTarget(answer: { url: unknown; status: unknown }, siteUrl: string): { url: string; status: number } | null {
  if (typeof answer.url !== 'string' || answer.url === '') return null
  let url: URL
  try {
    url = new URL(answer.url, siteUrl)
  } catch {
    return null
  }
  if (url.origin !== new URL(siteUrl).origin || answer.url.startsWith('//') || answer.url.startsWith('\\')) return null
  const status = typeof answer.status === 'number' && REDIRECT_STATUSES.has(answer.status) ? answer.status : 301
  return { url: `${url.pathname}${url.search}${url.hash}`, status }
}
