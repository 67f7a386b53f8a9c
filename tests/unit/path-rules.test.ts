import { describe, expect, it } from 'vitest'
import { isExemptPath, resolvePathRules, type LegacyLookup } from '#app/lib/path-rules/resolve.ts'

const legacy: Record<string, { to: string; status: number }> = {
  '/rzd-svrpk': { to: '/rzd/svrpk/', status: 301 },
  '/garant': { to: '/garant-auto/garant/', status: 301 },
  '/old-promo': { to: '/solutions/', status: 302 },
  '/own-absolute': { to: 'https://malakhit.test/clients/', status: 301 },
  '/promo-with-query': { to: '/solutions/?from=promo#offer', status: 301 },
  // Entries the navigation guard refuses: another site, or a path that would become one.
  '/to-other-site': { to: 'https://evil.example/clients/', status: 301 },
  '/to-other-site-path': { to: 'https://evil.example//evil.example/', status: 301 },
  '/protocol-relative': { to: '//evil.example/', status: 301 },
  '/backslash': { to: '/\\evil.example/', status: 301 },
  '/dot-slash': { to: '/.//evil.example/', status: 301 },
  '/dot-dot': { to: '/a/..//evil.example/', status: 301 },
  '/encoded-dot': { to: '/%2e//evil.example/', status: 301 },
  '/encoded-dots': { to: '/x/%2e%2e//evil.example/', status: 301 },
  '/double-encoded': { to: '/%252F%252Fevil.example/', status: 301 },
  '/script': { to: 'javascript:alert(1)', status: 301 },
}
const lookup: LegacyLookup = async (path) => legacy[path] ?? null
const resolve = (path: string) => resolvePathRules(new URL(path, 'https://malakhit.test'), lookup)

/** Addresses each rule redirects (301), with where they land in one hop. */
const REDIRECTS: Record<string, [from: string, to: string][]> = {
  'adds the trailing slash': [
    ['/news', '/news/'],
    ['/news/some-post', '/news/some-post/'],
    ['/services/websites/corporate', '/services/websites/corporate/'],
    ['/news?tag=seo', '/news/?tag=seo'],
    ['/articles?tag=a%20b&utm_source=~mail', '/articles/?tag=a%20b&utm_source=~mail'],
  ],
  'drops page=1 and keeps the rest of the query': [
    ['/news/?page=1', '/news/'],
    ['/news/?page=1&tag=seo', '/news/?tag=seo'],
    ['/news/?tag=seo&page=1&utm_source=mail', '/news/?tag=seo&utm_source=mail'],
    ['/news/?utm_source=a%20b&page=1&tag=x+y', '/news/?utm_source=a%20b&tag=x+y'],
    ['/news/?page=%31&utm_source=~mail', '/news/?utm_source=~mail'],
  ],
  'strips the /company prefix': [
    ['/company/team/', '/team/'],
    ['/company/news/some-post', '/news/some-post/'],
    ['/company', '/company/'],
  ],
  'moves portfolio groups and projects to their own addresses': [
    ['/portfolio/rzd/', '/rzd/'],
    ['/portfolio/rzd/svrpk/', '/rzd/svrpk/'],
    ['/portfolio/rzd/svrpk', '/rzd/svrpk/'],
  ],
  'sends legacy paths to their new address': [
    ['/rzd-svrpk', '/rzd/svrpk/'],
    ['/rzd-svrpk/', '/rzd/svrpk/'],
    ['/garant', '/garant-auto/garant/'],
  ],
  'sends the usual English names of the account screens to the real ones': [
    ['/register/', '/registration/'],
    ['/register', '/registration/'],
    ['/signup/', '/registration/'],
    ['/signin/', '/login/'],
    ['/company/signin', '/login/'],
    ['/register/?utm_source=mail', '/registration/?utm_source=mail'],
  ],
  'leads a file address written with a trailing slash to the file': [
    ['/sitemap.xml/', '/sitemap.xml'],
    ['/robots.txt/', '/robots.txt'],
    ['/opensearch.xml/', '/opensearch.xml'],
    ['/news/rss.xml/', '/news/rss.xml'],
    ['/articles/rss.xml//', '/articles/rss.xml'],
    ['/favicon.svg/', '/favicon.svg'],
    ['/favicon.ico/', '/favicon.ico'],
    ['/images/demo/posts/a.svg/', '/images/demo/posts/a.svg'],
    ['/news/rss.xml/?utm_source=a%20b&page=1', '/news/rss.xml?utm_source=a%20b&page=1'],
  ],
  "keeps the visitor's query as it was written": [
    ['/garant?utm_source=mail&utm_campaign=a%20b', '/garant-auto/garant/?utm_source=mail&utm_campaign=a%20b'],
    ['/company/team?utm_source=mail', '/team/?utm_source=mail'],
    ['/portfolio/rzd/svrpk/?utm_source=mail', '/rzd/svrpk/?utm_source=mail'],
  ],
}

/** Addresses no rule redirects, by why. */
const LEFT_ALONE: Record<string, string[]> = {
  'leaves final addresses alone': [
    '/',
    '/registration/',
    '/login/',
    '/news/',
    '/news/?page=2',
    '/portfolio/?service=web&industry=auto',
    '/company/',
    '/rzd/svrpk/',
    // A slug with dots is a page (its own 404 when there is none), not a file.
    '/rzd/Not.A.Slug/',
  ],
  'does not redirect for how the query is written': [
    '/articles/?tag=a%20b',
    '/articles/?tag=a+b',
    '/articles/?tag=%D1%82%D0%B5%D0%B3',
    '/articles/?tag=%d1%82',
    '/news/?utm_source=~mail',
    '/news/?utm_source=(mail)',
    '/news/?preview',
    '/news/?a=1&&b=2',
    '/news/?page=1&page=2',
  ],
  'never touches files, the API and server functions': [
    '/robots.txt',
    '/sitemap.xml',
    '/news/rss.xml',
    '/favicon.svg',
    '/assets/app-1.js',
    '/api/health',
    '/api/v1/posts',
    '/_serverFn/abc',
    '/images/demo/posts/a.svg',
    '/api/v1/export.json/',
    '/_serverFn/abc.def/',
  ],
}

describe.each(Object.entries(REDIRECTS))('path rules: %s', (_rule, cases) => {
  it.each(cases)('%s -> %s', async (from, to) => {
    expect(await resolve(from)).toEqual({ location: to, status: 301 })
  })
})

describe.each(Object.entries(LEFT_ALONE))('path rules: %s', (_reason, paths) => {
  it.each(paths)('%s', async (path) => {
    expect(await resolve(path)).toBeNull()
  })
})

describe('path rules', () => {
  it('keeps /portfolio/ itself and its filters', async () => {
    expect(await resolve('/portfolio/?service=web')).toBeNull()
    expect(await resolve('/portfolio')).toEqual({ location: '/portfolio/', status: 301 })
  })

  it("keeps a legacy entry's own query and fragment, adding the visitor's other parameters", async () => {
    expect(await resolve('/promo-with-query')).toEqual({ location: '/solutions/?from=promo#offer', status: 301 })
    expect(await resolve('/promo-with-query?utm_source=mail&from=banner')).toEqual({
      location: '/solutions/?from=promo&utm_source=mail#offer',
      status: 301,
    })
  })

  it('keeps the status the redirects table gives', async () => {
    expect(await resolve('/old-promo')).toEqual({ location: '/solutions/', status: 302 })
  })

  it.each([
    ['/company/garant?page=1&utm_source=x', '/garant-auto/garant/?utm_source=x'],
    ['/company/portfolio/rzd/svrpk?page=1', '/rzd/svrpk/'],
    ['/company/rzd-svrpk', '/rzd/svrpk/'],
    ['/portfolio/rzd?page=1&ref=mail', '/rzd/?ref=mail'],
  ])('resolves several rules in one hop: %s -> %s', async (from, to) => {
    const first = await resolve(from)
    expect(first).toEqual({ location: to, status: 301 })
    // The address it lands on needs no further redirect.
    expect(await resolve(first!.location)).toBeNull()
  })

  it('takes an absolute address of the site itself as its path', async () => {
    expect(await resolve('/own-absolute')).toEqual({ location: '/clients/', status: 301 })
    expect(await resolvePathRules(new URL('http://127.0.0.1:3000/own-absolute/'), lookup, 'https://malakhit.test')).toEqual({
      location: '/clients/',
      status: 301,
    })
  })

  it.each([
    '/to-other-site',
    '/to-other-site-path',
    '/protocol-relative',
    '/backslash',
    '/dot-slash',
    '/dot-dot',
    '/encoded-dot',
    '/encoded-dots',
    '/double-encoded',
    '/script',
  ])('ignores the legacy entry of %s, whose target the navigation guard refuses', async (from) => {
    // No redirect off the site: the address stays (the app answers it, with its 404).
    expect(await resolve(`${from}/`)).toBeNull()
    // The site's own rules still apply.
    expect(await resolve(from)).toEqual({ location: `${from}/`, status: 301 })
  })

  it.each(['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/x/%2e%2e//evil.example', '/company/..//evil.example'])(
    'never lets dot segments in the request make the location leave the site: %s',
    async (path) => {
      const result = await resolvePathRules(new URL(`https://malakhit.test${path}`), lookup)
      expect(result?.location.startsWith('//')).not.toBe(true)
      if (result) expect(new URL(result.location, 'https://malakhit.test').origin).toBe('https://malakhit.test')
    },
  )

  it('gives no redirect to a location the guard refuses', async () => {
    expect(await resolve('/%2F%2Fevil.example')).toBeNull()
    expect(await resolve('/%5Cevil.example')).toBeNull()
  })

  it('collapses doubled slashes, so the redirect never points off the site (//host)', async () => {
    expect(await resolvePathRules(new URL('https://malakhit.test//evil-example//'), lookup)).toEqual({
      location: '/evil-example/',
      status: 301,
    })
    // A last segment with a dot that is no file of ours is a page's address: still a path of this site.
    expect(await resolvePathRules(new URL('https://malakhit.test//evil.example//'), lookup)).toEqual({
      location: '/evil.example/',
      status: 301,
    })
    // A file's address loses its slashes, and stays on the site too.
    expect(await resolvePathRules(new URL('https://malakhit.test//evil.xml//'), lookup)).toEqual({
      location: '/evil.xml',
      status: 301,
    })
  })
})

describe('isExemptPath', () => {
  it('recognises files by an extension in the last segment only', () => {
    expect(isExemptPath('/news/rss.xml')).toBe(true)
    expect(isExemptPath('/v1.2/page')).toBe(false)
  })
})
