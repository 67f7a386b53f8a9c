import { safeNavigationTarget } from '#app/lib/navigation/safe-navigation.ts'

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * Where a post's old address leads, as a path of this site with a redirect status; null when the
 * answer points to another site or is not an address at all (the navigation guard decides).
 * Absolute URLs of the site itself are reduced to their path; a status that is not a redirect
 * becomes 301 (a moved post).
 */
export function redirectTarget(answer: { url: unknown; status: unknown }, siteUrl: string): { url: string; status: number } | null {
  // No external destination is allowed: the visitor is never sent to another site.
  const url = safeNavigationTarget(answer.url, { origin: siteUrl })
  if (url === null) return null
  const status = typeof answer.status === 'number' && REDIRECT_STATUSES.has(answer.status) ? answer.status : 301
  return { url, status }
}
