import { LRUCache } from 'lru-cache'
import type { ServerMiddleware } from 'srvx'
import { currentRequest, noteRoute } from '../../shared/server/request-context.ts'
import { sharedCounter } from '../../api/metrics.ts'
import { RENDERED_PAGE_HEADER } from '../../app/lib/guest-page.ts'
import { createNonce } from '../../app/lib/security/csp.ts'
import { PERSONAL_COOKIES } from '../../app/lib/session/cookie-names.ts'
import { negotiateEncoding } from '../compression.ts'
import { type CachedPage, cachedPage, matchesEtag, nonceOf, notModifiedAnswer, pageAnswer } from './cached-page.ts'

export interface GuestPageCacheOptions {
  /** The bound on what the kept pages take, in bytes (least recently used go first). */
  maxBytes: number
  /** The largest page kept; an eighth of maxBytes by default, so that one page cannot push out many. */
  maxPageBytes?: number
  /** The longest a page is kept, whatever happens (pages published at a set time, a missed announcement). */
  ttlMs: number
  /** The content version this process knows of; null while unknown, and then nothing is kept. */
  contentVersion: () => number | null
  /** A clock for the time-to-live (tests); performance.now by default. */
  now?: () => number
}

export interface GuestPageCache {
  middleware: ServerMiddleware
  /** Lets go of every kept page (the content changed). */
  clear(): void
  readonly stats: { pages: number; bytes: number; hits: number; misses: number }
}

const PERSONAL = new Set(PERSONAL_COOKIES)

/**
 * Requests the cache saw: a kept page served (hit), a render it may keep (miss), or a request it
 * leaves alone (bypass: not a GET, a visitor with a session, Cache-Control: no-cache).
 */
const cacheRequests = sharedCounter({
  name: 'malakhit_page_cache_requests_total',
  help: 'Requests seen by the guest page cache, by result: hit, miss or bypass.',
  labelNames: ['result'],
})

/** Whether the request carries a cookie the server reads when it renders (a session, its end note). */
function carriesPersonalCookies(request: Request): boolean {
  const cookie = request.headers.get('cookie')
  if (!cookie) return false
  return cookie.split(';').some((pair) => PERSONAL.has(pair.slice(0, pair.indexOf('=') >>> 0).trim()))
}

/** Cache-Control: no-cache (a hard reload, or a client that wants a fresh render): a render of its own, as a visitor with a session gets. */
function asksForFreshRender(request: Request): boolean {
  const directives = `${request.headers.get('cache-control') ?? ''},${request.headers.get('pragma') ?? ''}`.toLowerCase()
  return /(^|[\s,])no-cache($|[\s,=])/.test(directives)
}

/** The page's address as its key: the path and query exactly as asked (the router reads both). */
const keyOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return pathname + search
}

/** The answer without the renderer's mark, which is for this server only. */
export function unmarked(response: Response): Response {
  if (!response.headers.has(RENDERED_PAGE_HEADER)) return response
  try {
    response.headers.delete(RENDERED_PAGE_HEADER)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.delete(RENDERED_PAGE_HEADER)
    return copy
  }
}

/**
 * Whether the app's answer may be kept for every guest: a page the router rendered in full (its
 * mark), 200, HTML with a CSP nonce, and nothing personal in its making: no cookie set, not one
 * the app marked no-store (account and one-time-token pages).
 */
function keepableNonce(response: Response): string | null {
  const { headers } = response
  if (!headers.has(RENDERED_PAGE_HEADER) || response.status !== 200 || !response.body) return null
  if (headers.has('set-cookie') || headers.has('content-encoding')) return null
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return null
  if (/no-store/i.test(headers.get('cache-control') ?? '')) return null
  return nonceOf(response)
}

/**
 * The guest page cache: pages rendered for visitors without a session are kept in memory (bounded
 * in bytes, least recently used first out, for ttlMs at most, and only while the content version
 * they were rendered from is current) and served to other guests with a fresh nonce, gzipped
 * without compressing again, with an ETag that lets a browser revalidate to a 304. Visitors with
 * session cookies always get a render of their own. Several guests asking for a page that is not
 * kept wait for one render.
 */
export function createGuestPageCache(options: GuestPageCacheOptions): GuestPageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.bytes,
    ttl: options.ttlMs,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  })
  /** Renders on their way, so that guests asking for the same page at once share one. */
  const rendering = new Map<string, Promise<CachedPage | null>>()
  const stats = { hits: 0, misses: 0 }
  const maxPageBytes = options.maxPageBytes ?? options.maxBytes / 8

  const current = (key: string): CachedPage | undefined => {
    const page = pages.get(key)
    if (page && page.contentVersion !== options.contentVersion()) {
      pages.delete(key)
      return undefined
    }
    return page
  }

  const serve = (request: Request, page: CachedPage, nonce = createNonce()): Response => {
    if (matchesEtag(request.headers.get('if-none-match'), page.etag)) return notModifiedAnswer(page)
    return pageAnswer(page, nonce, { gzip: negotiateEncoding(request.headers.get('accept-encoding'), ['gzip']) === 'gzip' })
  }

  /** Renders the page; keeps it when it may be kept and the content did not change meanwhile. */
  const render = async (
    key: string,
    next: () => Response | Promise<Response>,
  ): Promise<{ response: Response; page: CachedPage | null }> => {
    const version = options.contentVersion()
    const rendered = await next()
    const nonce = keepableNonce(rendered)
    const response = unmarked(rendered)
    if (nonce === null || version === null) return { response, page: null }
    const page = cachedPage(Buffer.from(await response.arrayBuffer()), response.headers, nonce, version)
    page.route = currentRequest()?.route
    if (version === options.contentVersion() && page.bytes <= maxPageBytes) pages.set(key, page)
    return { response, page }
  }

  const middleware: ServerMiddleware = async (request, next) => {
    if (request.method !== 'GET' || carriesPersonalCookies(request) || asksForFreshRender(request)) {
      cacheRequests.inc({ result: 'bypass' })
      return unmarked(await next())
    }
    const key = keyOf(request.url)
    // Checked and claimed without a pause in between, so that one render serves all who came meanwhile.
    const pending = rendering.get(key)
    const kept = current(key) ?? (pending && (await pending))
    if (kept) {
      stats.hits++
      cacheRequests.inc({ result: 'hit' })
      if (kept.route) noteRoute(kept.route)
      return serve(request, kept)
    }
    stats.misses++
    cacheRequests.inc({ result: 'miss' })
    let settle: (page: CachedPage | null) => void = () => {}
    const shared = !rendering.has(key)
    if (shared) rendering.set(key, new Promise((resolve) => (settle = resolve)))
    try {
      const { response, page } = await render(key, next)
      settle(page)
      return page ? serve(request, page) : response
    } catch (error) {
      settle(null)
      throw error
    } finally {
      if (shared) rendering.delete(key)
    }
  }

  return {
    middleware,
    clear: () => pages.clear(),
    get stats() {
      return { pages: pages.size, bytes: pages.calculatedSize, ...stats }
    },
  }
}
