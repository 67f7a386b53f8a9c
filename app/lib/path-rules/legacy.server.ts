import { api } from '#app/lib/api/api.server.ts'
import { isApiStatus } from '#app/lib/api/errors.ts'
import type { LegacyLookup, LegacyRedirect } from './resolve.ts'

const TTL_MS = 5 * 60_000
const MAX_ENTRIES = 5000
// Every page request asks; the table rarely changes. Misses are cached too.
const cache = new Map<string, { value: LegacyRedirect | null; expires: number }>()

/** Legacy redirects from the API's table, cached for a few minutes. A failing API means "no redirect". */
export const lookupLegacyRedirect: LegacyLookup = async (path) => {
  const now = Date.now()
  const hit = cache.get(path)
  if (hit && hit.expires > now) return hit.value
  let value: LegacyRedirect | null = null
  try {
    value = await api<LegacyRedirect>('/v1/redirects', { query: { path } })
  } catch (error) {
    if (!isApiStatus(error, 404)) return null
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  cache.set(path, { value, expires: now + TTL_MS })
  return value
}

/**
 * Forgets what this process has read of the table, after an admin changed it here: the change holds
 * at once on this instance (others see it within the cache's few minutes).
 */
export function forgetLegacyRedirects(): void {
  cache.clear()
}
