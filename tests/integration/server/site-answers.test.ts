import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteFetch } from '../../support/site-fetch.ts'
import { START_TIMEOUT_MS, startSite } from '../../support/site-process.ts'
import { ARTICLE, OLD_ARTICLE } from '../../e2e/support/moved-article.ts'
import { PAGE_KINDS } from '../../support/page-kinds.ts'

// What the production server answers before any browser is involved: the API's mount, files, path
// rules and redirects, error answers, robots.txt, and each page's security headers. One server for
// the file, configured as the end-to-end suite's (counters on: their sources are part of the policy).

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ YM_COUNTER_ID: '12345678', GTM_ID: 'GTM-TEST123' }, { startTimeoutMs: START_TIMEOUT_MS })
}, 240_000)
afterAll(async () => {
  await site?.stop()
})

const get = (path: string, init: Parameters<typeof siteFetch>[2] = {}) => siteFetch(site.url, path, init)
const noFollow = { redirect: 'manual' } as const

describe('the server', () => {
  it('the API is mounted at /api and reports its health as JSON', async () => {
    const response = await get('/api/health')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { build: unknown }
    expect(body).toMatchObject({ status: 'ok', database: 'up' })
    // A production build carries its own id (dev servers report 'development').
    expect(body.build).toEqual(expect.any(String))
    expect(body.build).not.toBe('development')
  })

  it('an unknown API path answers 404 JSON, not the site', async () => {
    const response = await get('/api/v1/nothing-here')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it('a missing asset answers 404 without the app; a real one is cached for good', async () => {
    const missing = await get('/assets/x.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<html')

    const html = await (await get('/')).text()
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    expect(stylesheet).toBeDefined()
    const asset = await get(stylesheet!)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
  })

  it('server-rendered HTML is compressed', async () => {
    const response = await get('/', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(['br', 'gzip']).toContain(response.headers.get('content-encoding'))
  })
})

describe('path rules (one redirect hop)', () => {
  for (const [from, to] of [
    ['/news', '/news/'],
    ['/news/?page=1', '/news/'],
    ['/news/?tag=seo&page=1&utm_source=mail', '/news/?tag=seo&utm_source=mail'],
    ['/company/news', '/news/'],
    ['/portfolio/rzd/', '/rzd/'],
    ['/portfolio/rzd/svrpk/', '/rzd/svrpk/'],
    ['/rzd-svrpk', '/rzd/svrpk/'],
    ['/garant', '/garant-auto/garant/'],
    ['/company/garant?page=1&ref=x', '/garant-auto/garant/?ref=x'],
    ['/company/portfolio/rzd/svrpk?page=1', '/rzd/svrpk/'],
    // The visitor's query goes along as it was written.
    ['/garant?utm_source=mail&utm_campaign=a%20b', '/garant-auto/garant/?utm_source=mail&utm_campaign=a%20b'],
    ['/portfolio/rzd/?utm_source=mail', '/rzd/?utm_source=mail'],
    ['/articles?tag=development&utm_campaign=a%20b', '/articles/?tag=development&utm_campaign=a%20b'],
    // The English names people type for the account screens.
    ['/register/', '/registration/'],
    ['/signup', '/registration/'],
    ['/signin/', '/login/'],
    // A post's old address, with or without its slash, and its visitor's query as written (%20 and + alike).
    [`${OLD_ARTICLE}/`, ARTICLE],
    [OLD_ARTICLE, ARTICLE],
    [`/company${OLD_ARTICLE}`, ARTICLE],
    [`${OLD_ARTICLE}/?utm_campaign=a%20b&utm_term=c+d`, `${ARTICLE}?utm_campaign=a%20b&utm_term=c+d`],
    [`${OLD_ARTICLE}?utm_campaign=a%20b`, `${ARTICLE}?utm_campaign=a%20b`],
    // A file's address written with a trailing slash leads to the file.
    ['/sitemap.xml/', '/sitemap.xml'],
    ['/robots.txt/', '/robots.txt'],
    ['/opensearch.xml/', '/opensearch.xml'],
    ['/news/rss.xml/', '/news/rss.xml'],
    ['/articles/rss.xml/?utm_source=mail', '/articles/rss.xml?utm_source=mail'],
    ['/favicon.svg/', '/favicon.svg'],
    ['/og-image.jpg/', '/og-image.jpg'],
  ] as const) {
    it(`${from} answers 301 to ${to}, which needs no further redirect`, async () => {
      const response = await get(from, noFollow)
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(to)
      const landing = await get(to, noFollow)
      expect(landing.status).toBe(200)
    })
  }

  for (const path of [
    '/',
    '/news/',
    '/company/',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.svg',
    '/api/health',
    '/news/?utm_source=mail&utm_campaign=a%20b',
    '/news/?utm_campaign=a+b~c',
    '/articles/?tag=development&utm_term=%D1%81%D0%B0%D0%B9%D1%82',
  ]) {
    it(`${path} is served without a redirect`, async () => {
      expect((await get(path, noFollow)).status).toBe(200)
    })
  }
})

describe('error answers', () => {
  for (const path of ['/favicon.ico', '/no-such-file.png', '/news/no-such-file.pdf']) {
    it(`a missing file ${path} answers 404 at once, without a slash added`, async () => {
      const response = await get(path, noFollow)
      expect(response.status).toBe(404)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).toBe('Файл не найден')
    })
  }

  it('a person gets the error page with its title and status', async () => {
    const response = await get('/no-such-page/')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Страница не найдена')
    expect(html).toContain('На главную')
    expect(html).toContain('Page not found: /no-such-page/')
  })

  it('a search bot gets the status with a minimal noindex body instead of the error page', async () => {
    const response = await get('/no-such-page/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('На главную')
  })
})

describe('search engines', () => {
  it('robots.txt closes the account area and points at the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('Disallow: /profile/')
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
  })
})

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy header').toBeTruthy()
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

const nonceOf = (policy: string | null) =>
  directives(policy)
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice(7, -1)

function expectPageHeaders(response: Response, referrerPolicy = 'strict-origin-when-cross-origin') {
  const { headers } = response
  const csp = directives(headers.get('content-security-policy'))
  const nonce = nonceOf(headers.get('content-security-policy'))
  expect(nonce, 'a nonce in script-src (128 bits, base64url)').toMatch(/^[A-Za-z0-9_-]{22}$/)
  expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]))
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
  expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`])
  // Nothing loads unless a directive names it.
  expect(csp.get('default-src')).toEqual(["'none'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(headers.get('referrer-policy')).toBe(referrerPolicy)
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()')
  expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  return nonce!
}

describe('security headers', () => {
  for (const [kind, path] of Object.entries(PAGE_KINDS)) {
    it(`the ${kind} page answers with a CSP and the other security headers, its tags signed with the nonce`, async () => {
      const response = await get(path)
      expect(response.status).toBe(path === PAGE_KINDS['404'] ? 404 : 200)
      const nonce = expectPageHeaders(response)

      // Every executable script is signed with this response's nonce (JSON-LD is data, never run).
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
      const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'))
      expect(executable.length).toBeGreaterThan(0)
      for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`)
      expect(html).not.toMatch(/\sstyle="/)
    })
  }

  it('the pages opened from mailed links with a token send no referrer anywhere', async () => {
    for (const path of [
      '/password/reset/?token=abc&email=olga%40example.ru',
      '/login-by-token/?token=not-a-real-token',
      '/verification/?token=not-a-real-token',
    ]) {
      expectPageHeaders(await get(path), 'no-referrer')
    }
  })

  it('every response gets a nonce of its own', async () => {
    const first = nonceOf((await get('/')).headers.get('content-security-policy'))
    const second = nonceOf((await get('/')).headers.get('content-security-policy'))
    expect(first).toBeTruthy()
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
  })

  it('answers that are not pages are not sniffed either, nor embedded by other sites', async () => {
    for (const path of ['/api/health', '/news/rss.xml', '/robots.txt', '/favicon.svg']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
    for (const path of ['/api/health', '/news/rss.xml', '/robots.txt']) {
      expect((await get(path)).headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
    }
    // The bundle serves the site's pages only; the public images are shown elsewhere too (feed covers, link previews).
    const html = await (await get('/')).text()
    const script = /<script[^>]*\ssrc="(\/assets\/[^"]+)"/.exec(html)?.[1]
    expect(script, 'a script of the bundle').toBeTruthy()
    expect((await get(script!)).headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect((await get('/favicon.svg')).headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const redirect = await get('/news', noFollow)
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('cross-site writes', () => {
  it('the token endpoint answers its refusals as OAuth errors that no cache keeps, through the site too', async () => {
    const refused = await get('/api/oauth/token')
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('POST')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toMatchObject({ error: 'invalid_request' })

    const crossSite = await get('/api/oauth/token', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.get('cache-control')).toBe('no-store')
    expect(await crossSite.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringMatching(/другого сайта/) })
  })

  it('the API refuses a state-changing request from another origin with a message in Russian', async () => {
    const body = JSON.stringify({ name: 'Ольга', email: 'olga@example.ru', message: 'Здравствуйте!', consent: 'true' })
    const post = (headers: Record<string, string> = {}) =>
      get('/api/v1/contact-requests', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
    const refused = await post({ origin: 'https://evil.example' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/другого сайта/) })

    // Without an Origin (a server, curl) or from the site itself the request reaches the endpoint,
    // which wants a bearer token.
    expect((await post()).status).toBe(401)
    expect((await post({ origin: new URL(site.url).origin })).status).toBe(401)
  })
})
