import { describe, expect, it } from 'vitest'
import { BRAND_IMAGE, breadcrumbJsonLd, listQuery, SITE_DESCRIPTION, seo } from '#app/lib/seo.ts'

const context = (pathname: string) => ({ match: { pathname }, matches: [{ loaderData: { siteUrl: 'https://malakhit.test' } }] })

describe('seo', () => {
  it('gives every page a canonical URL with the trailing slash', () => {
    const head = seo(context('/services/websites/corporate'), { title: 'Корпоративный сайт', description: null })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://malakhit.test/services/websites/corporate/' }])
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://malakhit.test/services/websites/corporate/' })
    expect(seo(context('/'), { title: 'Главная', description: null }).links[0]?.href).toBe('https://malakhit.test/')
  })

  it('gives a list its own canonical URL from page 2 on, with its filters first; page 1 is the list itself', () => {
    const canonical = (pathname: string, query: Record<string, string | number | undefined>) => {
      const head = seo(context(pathname), { title: 'Список', description: null, query })
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
    expect(seo(context('/news/'), { title: 'Новости', description: null }).meta[0]).toEqual({ title: 'Новости — Малахит' })
    expect(seo(context('/'), { title: 'Малахит — веб-студия', description: null }).meta[0]).toEqual({ title: 'Малахит — веб-студия' })
  })

  it('describes nothing for a page whose loading failed, so the error title of the root stands', () => {
    for (const status of ['error', 'notFound']) {
      const failed = { match: { pathname: '/profile/', status }, matches: context('/profile/').matches }
      expect(seo(failed, { title: 'Личный кабинет', description: null, noindex: true })).toEqual({ meta: [], links: [], scripts: [] })
    }
    expect(
      seo({ ...context('/profile/'), match: { pathname: '/profile/', status: 'success' } }, { title: 'Личный кабинет', description: null })
        .meta[0],
    ).toEqual({
      title: 'Личный кабинет — Малахит',
    })
  })

  it('keeps the referrer from the pages whose address holds a one-time token, error page or not', () => {
    const noReferrer = { name: 'referrer', content: 'no-referrer' }
    for (const pathname of ['/password/reset', '/login-by-token', '/verification/']) {
      expect(seo(context(pathname), { title: 'x', description: null, noindex: true }).meta).toContainEqual(noReferrer)
      expect(seo({ ...context(pathname), match: { pathname, status: 'error' } }, { title: 'x', description: null }).meta).toEqual([
        noReferrer,
      ])
    }
    expect(seo(context('/login'), { title: 'Вход', description: null }).meta).not.toContainEqual(noReferrer)
  })

  it("gives every page a description: its own, or the site's when it has none", () => {
    const described = seo(context('/login/'), { title: 'Вход', description: 'Войдите в личный кабинет.' }).meta
    expect(described).toContainEqual({ name: 'description', content: 'Войдите в личный кабинет.' })
    expect(described).toContainEqual({ property: 'og:description', content: 'Войдите в личный кабинет.' })
    for (const description of [null, '', '  ']) {
      const meta = seo(context('/x/'), { title: 'x', description }).meta
      expect(meta).toContainEqual({ name: 'description', content: SITE_DESCRIPTION })
      expect(meta).toContainEqual({ property: 'og:description', content: SITE_DESCRIPTION })
    }
  })

  it("shares the page's own picture, or the brand image (1200×630, at the site's address) when it has none or only a drawing", () => {
    const image = (input: string | null) => seo(context('/x/'), { title: 'x', description: null, image: input }).meta
    expect(image('/uploads/media/cover-1200.jpg')).toContainEqual({
      property: 'og:image',
      content: 'https://malakhit.test/uploads/media/cover-1200.jpg',
    })
    expect(image('https://cdn.example/cover.png')).toContainEqual({ property: 'og:image', content: 'https://cdn.example/cover.png' })
    expect(image('/uploads/media/cover-1200.jpg')).not.toContainEqual(expect.objectContaining({ property: 'og:image:width' }))
    for (const input of [null, '/images/demo/posts/a.svg', '/images/demo/posts/a.SVG?v=2']) {
      const meta = image(input)
      expect(meta).toContainEqual({ property: 'og:image', content: `https://malakhit.test${BRAND_IMAGE.src}` })
      expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' })
      expect(meta).toContainEqual({ property: 'og:image:height', content: '630' })
      expect(meta).toContainEqual({ property: 'og:image:alt', content: BRAND_IMAGE.alt })
      expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    }
  })

  it('writes JSON-LD that cannot close its script element', () => {
    const head = seo(context('/news/x/'), {
      title: 'x',
      description: null,
      jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }],
    })
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
