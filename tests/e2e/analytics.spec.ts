import type { Page } from '@playwright/test'
import { COUNTER_SCRIPTS, expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'

// The test server runs with YM_COUNTER_ID=12345678 and GTM_ID=GTM-TEST123 (playwright.config.ts).
const COUNTER = 12345678

type Recorded = { ymCalls: unknown[][]; dataLayer?: Array<Record<string, unknown>> }

/** A stand-in Metrika: `window.ym` records its calls (the page keeps a `ym` it finds). */
async function recordCounters(page: Page) {
  await page.addInitScript(() => {
    const recorded = window as unknown as Recorded & { ym: (...args: unknown[]) => void }
    recorded.ymCalls = []
    recorded.ym = (...args: unknown[]) => void recorded.ymCalls.push(args)
  })
}

const ymCalls = (page: Page) => page.evaluate(() => (window as unknown as Recorded).ymCalls)
const hits = async (page: Page) => (await ymCalls(page)).filter((call) => call[1] === 'hit')
const errorGoals = async (page: Page) =>
  (await ymCalls(page)).filter((call) => call[1] === 'reachGoal' && call[2] === 'error').map((call) => call[3] as Record<string, unknown>)
const pageViewEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as Recorded).dataLayer ?? []).filter((entry) => entry.event === 'page_view'))

test.describe('counters', () => {
  test.beforeEach(async ({ page }) => {
    await recordCounters(page)
    // Every test starts with the cookie notice dismissed, except the one about the notice.
    await page.addInitScript(() => {
      if (!location.search.includes('notice')) localStorage.setItem('cookie-notice', 'dismissed')
    })
  })

  test('Metrika and Tag Manager load after the page is interactive, with one page view per page', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (COUNTER_SCRIPTS.test(request.url())) scripts.push(request.url())
    })
    await gotoInteractive(page, '/')
    await expect.poll(() => scripts.sort()).toEqual(['https://mc.yandex.ru/metrika/tag.js', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])

    // The page's CSP nonce travels to the counters' scripts.
    const nonces = await page.evaluate(() => ({
      page: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? '',
      counters: [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://"]')].map((script) => script.nonce),
    }))
    expect(nonces.counters).toEqual([nonces.page, nonces.page])

    const calls = await ymCalls(page)
    expect(calls[0]).toEqual([COUNTER, 'init', expect.objectContaining({ defer: true })])
    // The first page is counted once (Metrika's own first hit is off), by the page itself.
    expect(await hits(page)).toEqual([[COUNTER, 'hit', expect.stringMatching(/^http:\/\/[^/]+\/$/), expect.objectContaining({ title: expect.any(String) })]])
    expect(await pageViewEvents(page)).toEqual([])
    expect(await page.evaluate(() => (window as unknown as Recorded).dataLayer?.[0])).toMatchObject({ event: 'gtm.js' })

    await page.getByRole('banner').getByRole('link', { name: 'Новости', exact: true }).click()
    await expect(page).toHaveURL('/news/')
    await expect.poll(() => hits(page)).toHaveLength(2)
    const [, second] = await hits(page)
    expect(second?.[2]).toMatch(/\/news\/$/)
    // The new page's own title, and the previous page as referrer.
    expect(second?.[3]).toEqual({ referer: expect.stringMatching(/:\d+\/$/), title: expect.stringContaining('Новости') })
    await expect.poll(() => pageViewEvents(page)).toEqual([expect.objectContaining({ event: 'page_view', page_path: '/news/' })])
  })

  test('an uncaught error reaches the `error` goal with message, stack, url and status, once however often it repeats', async ({ page, expectBrowserError }) => {
    expectBrowserError(/A test error on purpose/)
    await gotoInteractive(page, '/company/')
    await expect.poll(() => hits(page)).toHaveLength(1)
    await page.evaluate(() => {
      for (let n = 0; n < 3; n++) setTimeout(() => {
        throw new Error('A test error on purpose')
      })
    })
    await expect.poll(() => errorGoals(page)).toHaveLength(1)
    const [goal] = await errorGoals(page)
    expect(goal).toEqual({
      message: 'A test error on purpose',
      stack: expect.stringContaining('A test error on purpose'),
      url: expect.stringMatching(/\/company\/$/),
      status: 500,
    })
    // Repeats within the minute are not sent again.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(await errorGoals(page)).toHaveLength(1)
  })

  test('an unhandled promise rejection reaches the `error` goal', async ({ page, expectBrowserError }) => {
    expectBrowserError(/A rejection on purpose/)
    await gotoInteractive(page, '/company/')
    await page.evaluate(() => {
      void Promise.reject(new Error('A rejection on purpose'))
    })
    await expect.poll(() => errorGoals(page)).toEqual([expect.objectContaining({ message: 'A rejection on purpose', status: 500 })])
  })

  test('the error page reports its error with the status', async ({ page, expectBrowserError }) => {
    expectBrowserError(/status of 404/)
    await gotoInteractive(page, '/no-such-page/')
    await expect.poll(() => errorGoals(page)).toEqual([
      { message: 'Page not found: /no-such-page/', stack: expect.any(String), url: expect.stringMatching(/\/no-such-page\/$/), status: 404 },
    ])
  })

  test('an error page is counted under its own title, on the first page and after a client navigation', async ({ page, expectBrowserError }) => {
    expectBrowserError(/status of 404/)
    await gotoInteractive(page, '/no-such-page/')
    await expect.poll(() => hits(page)).toEqual([[COUNTER, 'hit', expect.stringMatching(/\/no-such-page\/$/), expect.objectContaining({ title: 'Страница не найдена — Малахит' })]])

    await gotoInteractive(page, '/news/')
    await page.evaluate(() => {
      history.pushState(history.state, '', '/news/no-such-post/')
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    await expect.poll(() => hits(page)).toHaveLength(2)
    const [, missing] = await hits(page)
    expect(missing?.[2]).toMatch(/\/news\/no-such-post\/$/)
    expect(missing?.[3]).toMatchObject({ title: 'Страница не найдена — Малахит' })
    await expect
      .poll(() => pageViewEvents(page))
      .toEqual([expect.objectContaining({ event: 'page_view', page_path: '/news/no-such-post/', page_title: 'Страница не найдена — Малахит' })])
  })

  test('the cookie notice is shown until dismissed, and stays dismissed', async ({ page }) => {
    await gotoInteractive(page, '/?notice')
    const notice = page.getByRole('region', { name: 'Уведомление о cookie' })
    await expect(notice).toContainText('Мы используем cookie')
    await expect(notice.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute('href', '/privacy/')
    await expectAccessible(page)

    await notice.getByRole('button', { name: 'Понятно' }).click()
    await expect(notice).toBeHidden()
    await gotoInteractive(page, '/company/?notice')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toBeHidden()
  })

  test('the cookie notice never hides the end of a page on a phone @phone', async ({ page }) => {
    await gotoInteractive(page, '/contacts/?notice')
    const notice = page.getByRole('region', { name: 'Уведомление о cookie' })
    await expect(notice).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // At the end of the page the notice sits below the footer, not over it.
    const footer = await page.getByRole('contentinfo').boundingBox()
    const box = await notice.boundingBox()
    expect(footer && box && box.y >= footer.y + footer.height - 1).toBe(true)
  })
})

test.describe('latest build', () => {
  test('the server publishes the id of its build, never cached', async ({ request }) => {
    const response = await request.get('/_build/latest.json')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    const body = (await response.json()) as { buildId: unknown }
    expect(body.buildId).toEqual(expect.any(String))
    expect(String(body.buildId).length).toBeGreaterThan(0)
  })

  test('the server publishes the manifest of its build, cached for good, and no other', async ({ request }) => {
    const { buildId } = (await (await request.get('/_build/latest.json')).json()) as { buildId: string }
    const response = await request.get(`/_build/meta/${encodeURIComponent(buildId)}.json`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    const manifest = (await response.json()) as { id: unknown; timestamp: unknown }
    expect(manifest.id).toBe(buildId)
    expect(new Date(String(manifest.timestamp)).toISOString()).toBe(manifest.timestamp)

    for (const path of ['/_build/meta/20200101T000000-000000.json', '/_build/meta/v1.2.3.json']) {
      const unknown = await request.get(path, { maxRedirects: 0 })
      expect(unknown.status(), path).toBe(404)
      expect(unknown.headers()['cache-control'], path).toBe('no-store')
      expect(await unknown.json()).toEqual({ message: 'Такой сборки на сервере нет.' })
    }
  })

  test('an open page asks for the manifest of its own build', async ({ page, request }) => {
    const { buildId } = (await (await request.get('/_build/latest.json')).json()) as { buildId: string }
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === `/_build/meta/${encodeURIComponent(buildId)}.json`)
    await gotoInteractive(page, '/')
    expect((await asked).status()).toBe(200)
  })

  test('once the server no longer has the page\'s build, the next navigation loads the page from the server', async ({ page, expectBrowserError }) => {
    // The browser logs every 404 it receives, this one too.
    expectBrowserError(/status of 404/)
    await page.route('**/_build/meta/*.json', (route) =>
      route.fulfill({ status: 404, json: { message: 'Такой сборки на сервере нет.' }, headers: { 'cache-control': 'no-store' } }),
    )
    await gotoInteractive(page, '/')
    await page.locator('html[data-build-outdated="true"]').waitFor({ state: 'attached' })
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/company/')
    await page.getByRole('banner').getByRole('link', { name: 'Компания', exact: true }).click()
    await documentLoad
    await expect(page).toHaveURL('/company/')
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
  })

  /** Opens a page, marks its document, and runs a build check as a tab that becomes visible again does. */
  async function checkBuildFromPage(page: Page) {
    await gotoInteractive(page, '/')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const checked = page.waitForResponse((response) => response.url().endsWith('/_build/latest.json'))
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await checked
  }

  test('while the server runs the same build, navigations stay in the page', async ({ page }) => {
    await checkBuildFromPage(page)
    await page.getByRole('banner').getByRole('link', { name: 'Компания', exact: true }).click()
    await expect(page).toHaveURL('/company/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test('once a newer build is out, the next navigation loads the page from the server', async ({ page }) => {
    await page.route('**/_build/latest.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }))
    await checkBuildFromPage(page)
    await page.locator('html[data-build-outdated="true"]').waitFor({ state: 'attached' })
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/company/')
    await page.getByRole('banner').getByRole('link', { name: 'Компания', exact: true }).click()
    await documentLoad
    await expect(page).toHaveURL('/company/')
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
  })
})
