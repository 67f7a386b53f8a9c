// The one check of return paths (`?redirect=`, the target of a mailed sign-in link): the site's
// navigation guard and the API's validation both use it, so neither lets through what the other
// would refuse. Nothing here imports anything.

const BASE = 'https://same-site.invalid'
/** Control characters and whitespace that browsers strip or act on before parsing a URL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const URL_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\s]/
// What must not appear in a path once some layer decodes it: controls a browser would strip
// (`/%09/host` becomes `//host`) and backslashes, which browsers read as slashes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE_DECODED = /[\u0000-\u001f\u007f\\]/
/** The longest return path taken; nothing legitimate comes near it. */
export const MAX_RETURN_PATH_LENGTH = 2048
// Each layer that decodes again (a proxy, a framework, a browser) peels one level of encoding.
const MAX_DECODINGS = 3

function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The path as the URL parser resolves it (dot segments, `%2e`), or null when it names another origin. */
function resolvedPath(path: string): string | null {
  try {
    const url = new URL(path, BASE)
    return url.origin === BASE ? url.pathname : null
  } catch {
    return null
  }
}

/**
 * True when a normalised path, or what any further decoding and resolving makes of it, is
 * protocol-relative (`//host`), contains a backslash or a control character.
 */
function pathLeavesSite(pathname: string): boolean {
  let layer = pathname
  for (let depth = 0; depth <= MAX_DECODINGS; depth++) {
    if (layer.startsWith('//') || UNSAFE_DECODED.test(layer)) return true
    const resolved = resolvedPath(layer)
    if (resolved === null || resolved.startsWith('//')) return true
    const next = decoded(layer)
    if (next === layer) return false
    layer = next
  }
  // Still encoded after every layer: nothing legitimate is built like that.
  return true
}

/**
 * A path on this site (path, query, hash, normalised), or null for anything that could leave the
 * site: `//evil.example`, `/\evil.example`, `https:`, `javascript:`, encoded, dotted or padded tricks
 * (`/.//evil.example`, `/x/..//evil.example`). The check runs on the normalised result, so what is
 * returned can never be protocol-relative or backslash-led; a target that only normalisation would
 * make so is refused, not repaired.
 */
export function safeInternalPath(input: unknown): string | null {
  if (typeof input !== 'string' || input === '' || input.length > MAX_RETURN_PATH_LENGTH) return null
  if (URL_CONTROL_CHARACTERS.test(input) || input.includes('\\')) return null
  if (!input.startsWith('/') || input.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(input, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE || pathLeavesSite(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
