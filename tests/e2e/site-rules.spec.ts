import { expect, test } from '@playwright/test'

// The search engines' view where it takes a browser: the sitemap read by the browser's XML parser,
// and the home page's head as rendered. The path rules, error answers and robots.txt are checked without a
// browser (tests/integration/server/site-answers.test.ts).

test.describe('search engines', () => {
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
