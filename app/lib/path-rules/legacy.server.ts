import { knownContentVersion } from '#api/db/content-version.ts'
import { api } from '#app/lib/api/api.server.ts'
import { isApiStatus } from '#app/lib/api/errors.ts'
import type { LegacyLookup, LegacyRedirect } from './resolve.ts'

const TTL_MS = 5 * 60_000
const MAX_ENTRIES = 5000
// Every page request asks; the table rarely changes. Misses are cached too. An editor's new address
// writes a redirect that must answer at once: an entry read at an older content version is not used.
const cache = new Map<string, { value: LegacyRedirect | null; expires: number; version: number | null }>()

/** Legacy redirects from the API's table, cached for a few minutes. A failing API means "no redirect". */
export const lookupLegacyRedirect: LegacyLookup = async (path) => {
  const now = Date.now()
  const version = knownContentVersion()
  const hit = cache.get(path)
  if (hit && hit.expires > now && hit.version === version) return hit.value
  let value: LegacyRedirect | null = null
  try {
    value = await api('/v1/redirects', { query: { path } })
  } catch (error) {
    if (!isApiStatus(error, 404)) return null
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  cache.set(path, { value, expires: now + TTL_MS, version })
  return value
}

/**
 * Forgets what this process has read of the table, after an admin changed it here: the change holds
 * at once on this instance even before it hears of the new content version (other instances let go
 * when they hear of it).
 */
export function forgetLegacyRedirects(): void {
  cache.clear()
}
