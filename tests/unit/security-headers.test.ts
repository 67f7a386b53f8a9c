import { describe, expect, it } from 'vitest'
import { type ContentSecurityPolicyOptions, contentSecurityPolicy, createNonce } from '#app/lib/security/csp.ts'
import {
  pageCacheControlFor,
  referrerPolicyFor,
  securityHeaders,
  type SecurityHeadersOptions,
  withSecurityHeaders,
} from '#app/lib/security/headers.ts'

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q='
const NO_COUNTERS = { yandexMetrika: false, googleTagManager: false }

/** The policy as directive name → sources. */
function policy(options: Partial<ContentSecurityPolicyOptions> = {}): Map<string, string[]> {
  const header = contentSecurityPolicy({ nonce: NONCE, analytics: NO_COUNTERS, production: true, ...options })
  return new Map(
    header.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

const allSources = (directives: Map<string, string[]>) => [...directives.values()].flat()

describe('contentSecurityPolicy', () => {
  it.each([true, false])('runs only scripts signed with the nonce or loaded by them (production: %s)', (production) => {
    const scripts = policy({ production }).get('script-src')
    expect(scripts).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"])
  })

  it('allows styles from the site and nonced style elements only in production', () => {
    expect(policy().get('style-src')).toEqual(["'self'", `'nonce-${NONCE}'`])
  })

  it('lets the dev server inject unsigned styles, without a nonce that would void unsafe-inline', () => {
    const styles = policy({ production: false }).get('style-src')
    expect(styles).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('forbids framing, plugins and base and form targets elsewhere', () => {
    expect(Object.fromEntries(policy())).toMatchObject({
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
    })
  })

  it('allows nothing by default: each kind of resource the site uses is named in a directive of its own', () => {
    const directives = policy()
    expect(Object.fromEntries(directives)).toMatchObject({
      'default-src': ["'none'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      // Nothing framed and no workers without the counters (workers would fall back to script-src).
      'frame-src': ["'none'"],
      'worker-src': ["'none'"],
    })
    // Kinds the site does not use stay with default-src.
    for (const unused of ['media-src', 'manifest-src', 'child-src']) expect(directives.has(unused), unused).toBe(false)
  })

  it('names each directive once, so that the browser reads the policy as written', () => {
    const header = contentSecurityPolicy({ nonce: NONCE, analytics: { yandexMetrika: true, googleTagManager: true }, production: true })
    const names = header.split('; ').map((directive) => directive.split(' ')[0])
    expect(new Set(names).size).toBe(names.length)
  })

  it('names no third-party host while no counter is configured', () => {
    expect(allSources(policy()).filter((source) => source.includes('://'))).toEqual([])
  })

  it('adds the Metrika hosts for scripts, hits, pixels and frames when only Metrika is on', () => {
    const directives = policy({ analytics: { yandexMetrika: true, googleTagManager: false } })
    expect(directives.get('script-src')).toEqual(expect.arrayContaining(['https://mc.yandex.ru', 'https://yastatic.net']))
    expect(directives.get('connect-src')).toEqual(expect.arrayContaining(['https://mc.yandex.ru', 'https://mc.yandex.com']))
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(['https://mc.yandex.ru', 'https://mc.yandex.com']))
    expect(directives.get('frame-src')).toEqual(['https://mc.yandex.ru', 'https://mc.yandex.com'])
    expect(allSources(directives).filter((source) => source.includes('google'))).toEqual([])
  })

  it('adds the Tag Manager and Analytics hosts when only Tag Manager is on', () => {
    const directives = policy({ analytics: { yandexMetrika: false, googleTagManager: true } })
    expect(directives.get('script-src')).toContain('https://www.googletagmanager.com')
    for (const kind of ['connect-src', 'img-src']) {
      expect(directives.get(kind)).toEqual(
        expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com']),
      )
    }
    expect(allSources(directives).filter((source) => source.includes('yandex') || source.includes('yastatic'))).toEqual([])
  })

  it('keeps scripts nonce-bound with both counters on', () => {
    const scripts = policy({ analytics: { yandexMetrika: true, googleTagManager: true } }).get('script-src') ?? []
    expect(scripts.slice(0, 3)).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"])
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
  })
})

describe('createNonce', () => {
  it('gives 128 random bits in base64url, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/)
      expect(Buffer.from(nonce, 'base64url')).toHaveLength(16)
    }
  })
})

describe('referrerPolicyFor', () => {
  it('treats the staff invitation as a token page: no referrer leaves it, and nothing of it is stored', () => {
    for (const path of ['/staff-invitation/', '/staff-invitation']) {
      expect(referrerPolicyFor(path)).toBe('no-referrer')
      expect(pageCacheControlFor(path)).toBe('private, no-store')
    }
  })

  it.each(['/password/reset/', '/password/reset', '/login-by-token/', '/login-by-token', '/verification/'])(
    'sends no referrer from %s, whose address carries a token',
    (path) => {
      expect(referrerPolicyFor(path)).toBe('no-referrer')
    },
  )

  it.each(['/', '/password/forgot/', '/login/', '/news/password/reset/', '/verification-guide/'])(
    'sends the origin only across sites from %s',
    (path) => {
      expect(referrerPolicyFor(path)).toBe('strict-origin-when-cross-origin')
    },
  )
})

describe('pageCacheControlFor', () => {
  it.each([
    '/profile/',
    '/profile',
    '/profile/sessions/',
    '/see-also-cards/',
    '/admin/',
    '/admin/leads/brief/12/',
    '/password/reset/',
    '/login-by-token/',
    '/verification/',
  ])('stores nothing of %s (personal data, leads or a token)', (path) => {
    expect(pageCacheControlFor(path)).toBe('private, no-store')
  })

  it.each(['/', '/news/', '/login/', '/profiles/', '/news/profile/', '/administration/'])(
    'keeps %s out of shared caches and revalidates it',
    (path) => {
      expect(pageCacheControlFor(path)).toBe('private, no-cache')
    },
  )
})

describe('security headers', () => {
  const options: SecurityHeadersOptions = { pathname: '/', nonce: NONCE, analytics: NO_COUNTERS, production: true, hsts: true }
  const html = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })

  it('gives an HTML page its CSP, opener isolation and permissions policy', () => {
    const headers = securityHeaders(true, options)
    expect(headers.get('content-security-policy')).toContain(`'nonce-${NONCE}'`)
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('lets no other site embed any answer, page or not', () => {
    expect(securityHeaders(true, options).get('cross-origin-resource-policy')).toBe('same-origin')
    expect(securityHeaders(false, options).get('cross-origin-resource-policy')).toBe('same-origin')
    const redirect = withSecurityHeaders(Response.redirect('https://malakhit.test/news/', 301), options)
    expect(redirect.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('gives other answers nosniff and the referrer policy, but no page policies', () => {
    const headers = securityHeaders(false, options)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.has('content-security-policy')).toBe(false)
    expect(headers.has('cross-origin-opener-policy')).toBe(false)
  })

  it('asks for HTTPS for a year, subdomains included, only when told to', () => {
    expect(securityHeaders(true, options).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(securityHeaders(true, { ...options, hsts: false }).has('strict-transport-security')).toBe(false)
  })

  it('keeps every HTML page out of shared caches: each has its own nonce', () => {
    expect(withSecurityHeaders(html(), options).headers.get('cache-control')).toBe('private, no-cache')
    expect(withSecurityHeaders(html(), { ...options, pathname: '/profile/' }).headers.get('cache-control')).toBe('private, no-store')
  })

  it("leaves an answer's own caching alone, and gives answers that are not pages none", () => {
    const cached = new Response('<!doctype html>', { headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=600' } })
    expect(withSecurityHeaders(cached, options).headers.get('cache-control')).toBe('public, max-age=600')
    const feed = new Response('<rss/>', { headers: { 'content-type': 'application/rss+xml' } })
    expect(withSecurityHeaders(feed, options).headers.has('cache-control')).toBe(false)
    const redirect = Response.redirect('https://malakhit.test/news/', 301)
    expect(withSecurityHeaders(redirect, options).headers.has('cache-control')).toBe(false)
  })

  it('sets the headers on the answer itself', () => {
    const response = html()
    expect(withSecurityHeaders(response, options)).toBe(response)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('copies an answer whose headers cannot change (a redirect) and keeps its status and target', () => {
    const redirect = Response.redirect('https://malakhit.test/news/', 301)
    const answer = withSecurityHeaders(redirect, { ...options, pathname: '/password/reset' })
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe('https://malakhit.test/news/')
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
