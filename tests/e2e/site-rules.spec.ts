import { expect, test } from '@playwright/test'
import { ARTICLE, OLD_ARTICLE } from './support/moved-article.ts'

const noFollow = { maxRedirects: 0 }

test.describe('path rules (one redirect hop)', () => {
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
    test(`${from} answers 301 to ${to}, which needs no further redirect`, async ({ request }) => {
      const response = await request.get(from, noFollow)
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(to)
      const landing = await request.get(to, noFollow)
      expect(landing.status()).toBe(200)
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
    test(`${path} is served without a redirect`, async ({ request }) => {
      expect((await request.get(path, noFollow)).status()).toBe(200)
    })
  }
})

test.describe('error answers', () => {
  for (const path of ['/favicon.ico', '/no-such-file.png', '/news/no-such-file.pdf']) {
    test(`a missing file ${path} answers 404 at once, without a slash added`, async ({ request }) => {
      const response = await request.get(path, noFollow)
      expect(response.status()).toBe(404)
      expect(response.headers().location).toBeUndefined()
      expect(await response.text()).toBe('Файл не найден')
    })
  }

  test('a person gets the error page with its title and status', async ({ request }) => {
    const response = await request.get('/no-such-page/')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('Страница не найдена')
    expect(html).toContain('На главную')
    expect(html).toContain('Page not found: /no-such-page/')
  })

  test('a search bot gets the status with a minimal noindex body instead of the error page', async ({ request }) => {
    const response = await request.get('/no-such-page/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' },
    })
    expect(response.status()).toBe(404)
    expect(response.headers()['x-robots-tag']).toBe('noindex')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('На главную')
  })
})

test.describe('search engines', () => {
  test('robots.txt closes the account area and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.headers()['content-type']).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('Disallow: /profile/')
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
  })

  test('sitemap.xml is well-formed and lists every kind of public page', async ({ request, page }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    await page.goto('/favicon.svg')
    const locations = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml')
      if (document.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed')
      return [...document.querySelectorAll('url > loc')].map((loc) => new URL(loc.textContent ?? '').pathname)
    }, xml)
    for (const path of [
      '/',
      '/news/',
      '/articles/',
      '/services/',
      '/portfolio/',
      '/company/',
      '/privacy/',
      '/rzd/',
      '/rzd/svrpk/',
      '/solutions/ritual-agency/',
    ]) {
      expect(locations).toContain(path)
    }
    expect(locations.some((path) => /^\/news\/[a-z0-9-]+\/$/.test(path))).toBe(true)
    expect(locations.some((path) => /^\/services\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(path))).toBe(true)
    expect(new Set(locations).size).toBe(locations.length)
  })

  test('the home page has a canonical URL with a trailing slash and Organization data', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('Organization')
  })
})
