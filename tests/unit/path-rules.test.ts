import { describe, expect, it } from 'vitest'
import { isExemptPath, resolvePathRules, type LegacyLookup } from '#app/lib/path-rules/resolve.ts'

const legacy: Record<string, { to: string; status: number }> = {
  '/rzd-svrpk': { to: '/rzd/svrpk/', status: 301 },
  '/garant': { to: '/garant-auto/garant/', status: 301 },
  '/old-promo': { to: '/solutions/', status: 302 },
}
const lookup: LegacyLookup = async (path) => legacy[path] ?? null
const resolve = (path: string) => resolvePathRules(new URL(path, 'https://malakhit.test'), lookup)

describe('path rules', () => {
  it.each([
    ['/news', '/news/'],
    ['/news/some-post', '/news/some-post/'],
    ['/services/websites/corporate', '/services/websites/corporate/'],
    ['/news?tag=seo', '/news/?tag=seo'],
  ])('adds the trailing slash: %s -> %s', async (from, to) => {
    expect(await resolve(from)).toEqual({ location: to, status: 301 })
  })

  it.each(['/', '/news/', '/news/?page=2', '/portfolio/?service=web&industry=auto', '/company/', '/rzd/svrpk/'])('leaves %s alone', async (path) => {
    expect(await resolve(path)).toBeNull()
  })

  it.each(['/robots.txt', '/sitemap.xml', '/news/rss.xml', '/favicon.svg', '/assets/app-1.js', '/api/health', '/api/v1/posts', '/_serverFn/abc', '/images/demo/posts/a.svg'])(
    'never touches files, the API and server functions: %s',
    async (path) => {
      expect(await resolve(path)).toBeNull()
    },
  )

  it.each([
    ['/news/?page=1', '/news/'],
    ['/news/?page=1&tag=seo', '/news/?tag=seo'],
    ['/news/?tag=seo&page=1&utm_source=mail', '/news/?tag=seo&utm_source=mail'],
  ])('drops page=1 and keeps the rest of the query: %s -> %s', async (from, to) => {
    expect(await resolve(from)).toEqual({ location: to, status: 301 })
  })

  it.each([
    ['/company/team/', '/team/'],
    ['/company/news/some-post', '/news/some-post/'],
    ['/company', '/company/'],
  ])('strips the /company prefix: %s -> %s', async (from, to) => {
    expect(await resolve(from)).toEqual({ location: to, status: 301 })
  })

  it.each([
    ['/portfolio/rzd/', '/rzd/'],
    ['/portfolio/rzd/svrpk/', '/rzd/svrpk/'],
    ['/portfolio/rzd/svrpk', '/rzd/svrpk/'],
  ])('moves portfolio groups and projects to their own addresses: %s -> %s', async (from, to) => {
    expect(await resolve(from)).toEqual({ location: to, status: 301 })
  })

  it('keeps /portfolio/ itself and its filters', async () => {
    expect(await resolve('/portfolio/?service=web')).toBeNull()
    expect(await resolve('/portfolio')).toEqual({ location: '/portfolio/', status: 301 })
  })

  it.each([
    ['/rzd-svrpk', '/rzd/svrpk/'],
    ['/rzd-svrpk/', '/rzd/svrpk/'],
    ['/garant', '/garant-auto/garant/'],
  ])('sends legacy paths to their new address: %s -> %s', async (from, to) => {
    expect(await resolve(from)).toEqual({ location: to, status: 301 })
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

  it('collapses doubled slashes, so the redirect never points off the site (//host)', async () => {
    const result = await resolvePathRules(new URL('https://malakhit.test//evil.example//'), lookup)
    expect(result).toEqual({ location: '/evil.example/', status: 301 })
  })
})

describe('isExemptPath', () => {
  it('recognises files by an extension in the last segment only', () => {
    expect(isExemptPath('/news/rss.xml')).toBe(true)
    expect(isExemptPath('/v1.2/page')).toBe(false)
  })
})
