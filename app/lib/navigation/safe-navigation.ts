/**
 * The one guard for navigation: every programmatic navigation and every
 * return path that came from a person or a link passes here. Same-site paths pass; external URLs
 * and javascript:, data:, blob:, vbscript: (or any other scheme) are refused unless explicitly allowed.
 */

import { MAX_RETURN_PATH_LENGTH, safeInternalPath, URL_CONTROL_CHARACTERS } from '#shared/return-path.ts'

// Return paths are checked by the rule the API applies too (shared/return-path.ts).
export { safeInternalPath }

const SCHEME = /^[a-z][a-z\d+.-]*:/i
const MAX_LENGTH = MAX_RETURN_PATH_LENGTH

export interface NavigationGuardOptions {
  /**
   * This site's origin: an absolute URL on it counts as a same-site path. Defaults to the page's
   * origin in the browser; on the server pass the site's public address.
   */
  origin?: string
  /**
   * External destinations allowed explicitly: origins (`https://oauth.yandex.ru`) or schemes
   * (`mailto:`, `tel:`). Nothing is allowed by default.
   */
  allowExternal?: readonly string[]
}

function originOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin
}

/**
 * Where a navigation may go: a same-site path (starts with one `/`), an allowed external URL
 * (normalised), or null when the target is refused.
 */
export function safeNavigationTarget(input: unknown, options: NavigationGuardOptions = {}): string | null {
  if (typeof input !== 'string' || input === '' || input.length > MAX_LENGTH) return null
  if (input.startsWith('/')) return safeInternalPath(input)
  // An absolute URL: no padding, control characters or backslashes that parsers disagree about.
  if (URL_CONTROL_CHARACTERS.test(input) || input.includes('\\') || !SCHEME.test(input)) return null
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return null
  }
  const allowed = options.allowExternal ?? []
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    // Credentials in a URL only serve to disguise its real host.
    if (url.username || url.password) return null
    if (url.origin === originOf(options.origin ?? pageOrigin())) return safeInternalPath(`${url.pathname}${url.search}${url.hash}`)
    return allowed.some((entry) => originOf(entry) === url.origin) ? url.href : null
  }
  return allowed.some((entry) => entry.toLowerCase() === url.protocol) ? url.href : null
}

/** What useNavigate() and router.navigate() accept, reduced to what the guard needs. */
type Navigate = (options: { href: string; replace?: boolean }) => Promise<void>

/**
 * Navigates to a target that came from outside the code (a return path, an API's answer): a
 * same-site path client-side, an allowed external URL as a page load, otherwise the fallback (also
 * guarded) or nowhere. Answers whether it navigated.
 */
export async function navigateSafely(
  navigate: Navigate,
  input: unknown,
  options: NavigationGuardOptions & { fallback?: string; replace?: boolean } = {},
): Promise<boolean> {
  const target =
    safeNavigationTarget(input, options) ?? (options.fallback === undefined ? null : safeNavigationTarget(options.fallback, options))
  if (target === null) return false
  if (target.startsWith('/')) {
    await navigate({ href: target, replace: options.replace })
  } else if (options.replace) {
    window.location.replace(target)
  } else {
    window.location.assign(target)
  }
  return true
}
