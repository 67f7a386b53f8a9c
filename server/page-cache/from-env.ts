import { knownContentVersion, onContentChange } from '../../api/db/content-version.ts'
import { FRESH_DATA_MS } from '../../app/lib/query-freshness.ts'
import { createGuestPageCache, type GuestPageCache } from './guest-page-cache.ts'

/**
 * The guest page cache of `npm start`: PAGE_CACHE_MB of memory (64 by default; 0 turns it off),
 * emptied whenever the database announces a content change. A page is kept no longer than the
 * browser counts its data fresh, so hydrating a kept page never asks for the data again.
 */
export function followedGuestPageCache(megabytes: number): GuestPageCache | undefined {
  if (megabytes === 0) return undefined
  const cache = createGuestPageCache({ maxBytes: megabytes * 1024 * 1024, ttlMs: FRESH_DATA_MS, contentVersion: knownContentVersion })
  onContentChange(() => cache.clear())
  return cache
}
