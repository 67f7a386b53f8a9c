import { gunzipSync } from 'node:zlib'
import type { ServerRequest } from 'srvx'
import { describe, expect, it } from 'vitest'
import { RENDERED_PAGE_HEADER } from '#app/lib/guest-page.ts'
import { createNonce } from '#app/lib/security/csp.ts'
import { createGuestPageCache, type GuestPageCacheOptions } from '../../server/page-cache/guest-page-cache.ts'

const nonceIn = (csp: string | null) => /'nonce-([\w-]+)'/.exec(csp ?? '')?.[1]

/**
 * A stand-in for the app: renders a page naming who asked (the Cookie header, as a page showing the
 * signed-in person would) and a counter, with a nonce of its own in the CSP and in the body.
 */
function fakeApp(overrides: { status?: number; headers?: Record<string, string>; marked?: boolean } = {}) {
  let renders = 0
  const render = async (request: Request): Promise<Response> => {
    renders++
    const nonce = createNonce()
    const visitor = request.headers.get('cookie') ?? 'гость'
    const body = `<!doctype html><html><head><script nonce="${nonce}">boot()</script></head><body><p>Посетитель: ${visitor}</p><p>Отрисовка ${renders}</p>${'<p>Сайты, которые работают на ваш бизнес</p>'.repeat(40)}<script nonce="${nonce}">hydrate()</script></body></html>`
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`,
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      ...overrides.headers,
    })
    if (overrides.marked !== false) headers.set(RENDERED_PAGE_HEADER, '1')
    return new Response(body, { status: overrides.status ?? 200, headers })
  }
  return { render, renders: () => renders }
}

function setup(options: Partial<GuestPageCacheOptions> & { app?: ReturnType<typeof fakeApp> } = {}) {
  let version: number | null = 1
  // Not 0: the LRU takes a start time of 0 for "no time to live".
  let clock = 1_000
  const app = options.app ?? fakeApp()
  const cache = createGuestPageCache({
    maxBytes: 10 * 1024 * 1024,
    ttlMs: 60_000,
    contentVersion: () => version,
    now: () => clock,
    ...options,
  })
  const get = async (path = '/news/itogi/', headers: Record<string, string> = {}) => {
    const request = new Request(`http://localhost${path}`, { headers })
    const response = await cache.middleware(request as ServerRequest, () => app.render(request))
    const bytes = Buffer.from(await response.arrayBuffer())
    const body = (response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString()
    return { response, body, nonce: nonceIn(response.headers.get('content-security-policy')) }
  }
  return {
    cache,
    app,
    get,
    setVersion: (next: number | null) => (version = next),
    advance: (ms: number) => (clock += ms),
  }
}

describe('guest page cache', () => {
  it('serves a kept page to the next guest with a fresh nonce in the CSP and in every place of the body', async () => {
    const { get, app } = setup()
    const first = await get()
    const second = await get()
    expect(app.renders()).toBe(1)
    expect(second.nonce).toBeDefined()
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.body).toBe(first.body.replaceAll(first.nonce!, second.nonce!))
    expect(second.body.split(`nonce="${second.nonce}"`)).toHaveLength(3)
    expect(second.body).not.toContain(first.nonce)
  })

  it('answers with the headers of a fresh render, without the renderer’s mark', async () => {
    const { get } = setup()
    const fresh = await get()
    const kept = await get()
    const comparable = (headers: Headers) =>
      [...headers].filter(([name]) => name !== 'content-security-policy' && name !== 'content-length')
    expect(comparable(kept.response.headers)).toEqual(comparable(fresh.response.headers))
    expect(kept.response.headers.get('cache-control')).toBe('private, no-cache')
    expect(kept.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(kept.response.headers.has(RENDERED_PAGE_HEADER)).toBe(false)
    expect(fresh.response.headers.has(RENDERED_PAGE_HEADER)).toBe(false)
    expect(kept.response.headers.get('content-security-policy')).toBe(
      fresh.response.headers.get('content-security-policy')!.replaceAll(fresh.nonce!, kept.nonce!),
    )
  })

  it('gzips a kept page for a client that takes gzip, and sends it plain to one that does not', async () => {
    const { get } = setup()
    await get()
    const gzipped = await get('/news/itogi/', { 'accept-encoding': 'gzip, deflate, br' })
    const plain = await get('/news/itogi/', { 'accept-encoding': 'identity' })
    expect(gzipped.response.headers.get('content-encoding')).toBe('gzip')
    expect(plain.response.headers.has('content-encoding')).toBe(false)
    expect(gzipped.body).toBe(plain.body.replaceAll(plain.nonce!, gzipped.nonce!))
    expect(gzipped.response.headers.get('vary')).toContain('Accept-Encoding')
  })

  it('never keeps or serves a page for a visitor with session cookies, so nothing personal reaches another', async () => {
    const { get, app } = setup()
    const signedIn = await get('/news/itogi/', { cookie: 'access_token=secret-of-anna; refresh_token=r' })
    expect(signedIn.body).toContain('access_token=secret-of-anna')
    const guest = await get()
    expect(guest.body).not.toContain('secret-of-anna')
    expect(guest.body).toContain('Посетитель: гость')
    await get('/news/itogi/', { cookie: 'session_ended=1' })
    expect(app.renders()).toBe(3)
    // The guest's page is kept, and a signed-in visitor still gets a render of their own.
    const again = await get('/news/itogi/', { cookie: 'access_token=secret-of-boris' })
    expect(again.body).toContain('secret-of-boris')
    expect(app.renders()).toBe(4)
  })

  it('keeps a page for guests whose only cookies are not the server’s (counters, consent)', async () => {
    const { get, app } = setup()
    await get('/news/itogi/', { cookie: '_ym_uid=123; _ga=GA1.1' })
    await get('/news/itogi/', { cookie: '_ym_uid=456' })
    expect(app.renders()).toBe(1)
  })

  it('keeps serving guests who once signed in on this device: the device cookie is not read by renders', async () => {
    const { get, app } = setup()
    await get('/news/itogi/')
    await get('/news/itogi/', { cookie: 'device_id=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde' })
    expect(app.renders()).toBe(1)
  })

  it.each([
    ['an error status', { status: 503 }],
    ['a cookie set', { headers: { 'set-cookie': 'session_ended=1; HttpOnly' } }],
    ['no-store (account and one-time-token pages)', { headers: { 'cache-control': 'private, no-store' } }],
    ['no renderer’s mark (a page with a failed part, a server route)', { marked: false }],
    ['not HTML', { headers: { 'content-type': 'application/json' } }],
  ])('does not keep an answer with %s', async (_, overrides) => {
    const { get, app } = setup({ app: fakeApp(overrides) })
    await get()
    const second = await get()
    expect(app.renders()).toBe(2)
    expect(second.response.headers.has(RENDERED_PAGE_HEADER)).toBe(false)
    expect(second.response.headers.has('etag')).toBe(false)
  })

  it('renders afresh for a request that asks for no cached answer, and for other methods', async () => {
    const { get, app } = setup()
    await get()
    await get('/news/itogi/', { 'cache-control': 'no-cache' })
    await get('/news/itogi/', { pragma: 'no-cache' })
    expect(app.renders()).toBe(3)
    await get()
    expect(app.renders()).toBe(3)
  })

  it('keeps pages per address, query included', async () => {
    const { get, app } = setup()
    await get('/news/')
    await get('/news/?page=2')
    await get('/news/?page=2')
    await get('/news/')
    expect(app.renders()).toBe(2)
  })

  it('lets go of a page once the content version changes, and does not keep one rendered across a change', async () => {
    const { get, app, setVersion, cache } = setup()
    await get()
    setVersion(2)
    await get()
    expect(app.renders()).toBe(2)
    await get()
    expect(app.renders()).toBe(2)
    cache.clear()
    await get()
    expect(app.renders()).toBe(3)
  })

  it('keeps nothing while the content version is unknown', async () => {
    const { get, app, setVersion } = setup()
    setVersion(null)
    await get()
    await get()
    expect(app.renders()).toBe(2)
  })

  it('keeps a page no longer than its time to live', async () => {
    const { get, app, advance } = setup()
    await get()
    advance(59_000)
    await get()
    expect(app.renders()).toBe(1)
    advance(2_000)
    await get()
    expect(app.renders()).toBe(2)
  })

  it('stays within its bound in bytes, letting the least recently used page go first', async () => {
    const probe = setup()
    await probe.get('/a/')
    const pageBytes = probe.cache.stats.bytes
    // Room for two pages, not three.
    const { get, app, cache } = setup({ maxBytes: Math.floor(pageBytes * 2.5), maxPageBytes: pageBytes * 2 })
    await get('/a/')
    await get('/b/')
    await get('/a/')
    await get('/c/')
    expect(cache.stats.pages).toBe(2)
    expect(cache.stats.bytes).toBeLessThanOrEqual(pageBytes * 2.5)
    const before = app.renders()
    await get('/a/')
    expect(app.renders()).toBe(before)
    await get('/b/')
    expect(app.renders()).toBe(before + 1)
  })

  it('answers 304 to a guest whose copy is current, without a CSP for the stored copy', async () => {
    const { get } = setup()
    const first = await get()
    const etag = first.response.headers.get('etag')!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const revalidated = await get('/news/itogi/', { 'if-none-match': etag })
    expect(revalidated.response.status).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.response.headers.get('etag')).toBe(etag)
    expect(revalidated.response.headers.get('cache-control')).toBe('private, no-cache')
    expect(revalidated.response.headers.has('content-security-policy')).toBe(false)
    const changed = await get('/news/itogi/', { 'if-none-match': 'W/"an-older-page"' })
    expect(changed.response.status).toBe(200)
  })

  it('has guests who ask for the same page at once wait for one render', async () => {
    const { get, app } = setup()
    const answers = await Promise.all(Array.from({ length: 10 }, () => get()))
    expect(app.renders()).toBe(1)
    expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(10)
  })
})
