import type { MiddlewareHandler } from 'hono'
import { LRUCache } from 'lru-cache'
import type { ApiEnv } from '../context.ts'
import { knownContentVersion, onContentChange } from '../db/content-version.ts'

/**
 * The resources whose answers are the same for everyone: they read no token, no cookie and
 * nothing of the caller but the address. Anything personal (profile, see-also, forms) is not here.
 */
export const PUBLIC_CONTENT_PATHS = [
  '/v1/pages',
  '/v1/posts',
  '/v1/services',
  '/v1/solutions',
  '/v1/clients',
  '/v1/portfolio',
  '/v1/redirects',
  '/v1/sitemap',
] as const

export interface PublicAnswerCacheOptions {
  /** The bound on what kept answers take, in bytes (least recently used go first). */
  maxBytes: number
  /** The longest an answer is kept (a post whose publication time comes changes no row). */
  ttlMs: number
  /** The content version this process knows of; null while unknown, and then nothing is kept. */
  contentVersion: () => number | null
}

export interface PublicAnswerCache {
  middleware: MiddlewareHandler<ApiEnv>
  clear(): void
}

interface KeptAnswer {
  body: string
  headers: [string, string][]
  contentVersion: number
}

/** Headers of one answer, not of the content. */
const PER_ANSWER_HEADERS = new Set(['content-length', 'date', 'set-cookie', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * Keeps successful answers of public content in memory, by address (path and query), for as long
 * as the content version they were read at is current and ttlMs at most: a page's render then asks
 * the database nothing it asked a moment ago.
 */
export function createPublicAnswerCache(options: PublicAnswerCacheOptions): PublicAnswerCache {
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: options.maxBytes,
    // UTF-16 in memory.
    sizeCalculation: (answer) => answer.body.length * 2 + 256,
    ttl: options.ttlMs,
  })

  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const version = options.contentVersion()
    if (c.req.method !== 'GET' || version === null) return next()
    const { pathname, search } = new URL(c.req.url)
    const key = pathname + search
    const kept = answers.get(key)
    if (kept?.contentVersion === version) return new Response(kept.body, { status: 200, headers: kept.headers })

    await next()
    const { res } = c
    if (res.status !== 200 || res.headers.has('set-cookie') || !(res.headers.get('content-type') ?? '').includes('application/json')) return
    const body = await res.clone().text()
    // An answer read while the content changed may mix old and new: not kept.
    if (version !== options.contentVersion()) return
    answers.set(key, { body, headers: [...res.headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name)), contentVersion: version })
  }

  return { middleware, clear: () => answers.clear() }
}

/** Public content of a whole site fits many times over. */
const PROCESS_CACHE_BYTES = 16 * 1024 * 1024
/** A scheduled publication shows within a minute. */
const PROCESS_CACHE_TTL_MS = 60_000

/**
 * The cache of a serving process: it keeps answers once the process follows the database's content
 * version (followContentVersion), and lets go of them all on every change announced.
 */
export function createProcessAnswerCache(): PublicAnswerCache {
  const cache = createPublicAnswerCache({ maxBytes: PROCESS_CACHE_BYTES, ttlMs: PROCESS_CACHE_TTL_MS, contentVersion: knownContentVersion })
  onContentChange(() => cache.clear())
  return cache
}
