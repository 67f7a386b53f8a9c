import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, listQuery, seo } from '#app/lib/seo.ts'

const context = (pathname: string) => ({ match: { pathname }, matches: [{ loaderData: { siteUrl: 'https://malakhit.test' } }] })

describe('seo', () => {
  it('gives every page a canonical URL with the trailing slash', () => {
    const head = seo(context('/services/websites/corporate'), { title: 'Корпоративный сайт' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://malakhit.test/services/websites/corporate/' }])
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://malakhit.test/services/websites/corporate/' })
    expect(seo(context('/'), { title: 'Главная' }).links[0]?.href).toBe('https://malakhit.test/')
  })

  it('gives a list its own canonical URL from page 2 on, with its filters first; page 1 is the list itself', () => {
    const canonical = (pathname: string, query: Record<string, string | number | undefined>) => {
      const head = seo(context(pathname), { title: 'Список', query })
      // og:url is always the canonical URL.
      expect(head.meta).toContainEqual({ property: 'og:url', content: head.links[0]?.href })
      return head.links[0]?.href
    }
    expect(canonical('/news', listQuery({}, 2))).toBe('https://malakhit.test/news/?page=2')
    expect(canonical('/news', listQuery({}, 1))).toBe('https://malakhit.test/news/')
    expect(canonical('/news', listQuery({}, undefined))).toBe('https://malakhit.test/news/')
    expect(canonical('/articles', listQuery({ tag: 'seo' }, 3))).toBe('https://malakhit.test/articles/?tag=seo&page=3')
    expect(canonical('/articles', listQuery({ tag: 'seo' }, 1))).toBe('https://malakhit.test/articles/?tag=seo')
    expect(canonical('/portfolio', listQuery({ service: 'web', industry: undefined }, 2))).toBe(
      'https://malakhit.test/portfolio/?service=web&page=2',
    )
    expect(canonical('/portfolio', listQuery({ service: 'web', industry: 'auto' }, 1))).toBe(
      'https://malakhit.test/portfolio/?service=web&industry=auto',
    )
  })

  it('adds the agency name to the title once', () => {
    expect(seo(context('/news/'), { title: 'Новости' }).meta[0]).toEqual({ title: 'Новости — Малахит' })
    expect(seo(context('/'), { title: 'Малахит — веб-студия' }).meta[0]).toEqual({ title: 'Малахит — веб-студия' })
  })

  it('describes nothing for a page whose loading failed, so the error title of the root stands', () => {
    for (const status of ['error', 'notFound']) {
      const failed = { match: { pathname: '/profile/', status }, matches: context('/profile/').matches }
      expect(seo(failed, { title: 'Личный кабинет', noindex: true })).toEqual({ meta: [], links: [], scripts: [] })
    }
    expect(
      seo({ ...context('/profile/'), match: { pathname: '/profile/', status: 'success' } }, { title: 'Личный кабинет' }).meta[0],
    ).toEqual({
      title: 'Личный кабинет — Малахит',
    })
  })

  it('keeps the referrer from the pages whose address holds a one-time token, error page or not', () => {
    const noReferrer = { name: 'referrer', content: 'no-referrer' }
    for (const pathname of ['/password/reset', '/login-by-token', '/verification/']) {
      expect(seo(context(pathname), { title: 'x', noindex: true }).meta).toContainEqual(noReferrer)
      expect(seo({ ...context(pathname), match: { pathname, status: 'error' } }, { title: 'x' }).meta).toEqual([noReferrer])
    }
    expect(seo(context('/login'), { title: 'Вход' }).meta).not.toContainEqual(noReferrer)
  })

  it('writes JSON-LD that cannot close its script element', () => {
    const head = seo(context('/news/x/'), { title: 'x', jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }] })
    expect(head.scripts[0]?.children).not.toContain('</script>')
    expect(JSON.parse(head.scripts[0]!.children)).toMatchObject({
      '@context': 'https://schema.org',
      headline: '</script><script>alert(1)</script>',
    })
  })

  it('builds a breadcrumb list with absolute URLs', () => {
    expect(breadcrumbJsonLd('https://malakhit.test', [{ label: 'Главная', path: '/' }, { label: 'Новости' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://malakhit.test/' },
        { '@type': 'ListItem', position: 2, name: 'Новости' },
      ],
    })
  })
})
