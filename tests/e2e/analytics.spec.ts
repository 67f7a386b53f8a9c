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

/** The record a visitor's «Принять» leaves in the browser (app/features/analytics/consent.ts). */
const ACCEPTED = JSON.stringify({ choice: 'all', version: 1, decidedAt: '2026-11-24T09:00:00.000Z' })

/**
 * Resolves once the browser has been idle, after anything the page itself scheduled for idle time
 * (idle callbacks run in the order asked for) and the tasks that queued.
 */
const afterIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve), { timeout: 5000 })))

/** The counters' script addresses the page asks for. */
function watchCounterScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (COUNTER_SCRIPTS.test(request.url())) scripts.push(request.url())
  })
  return scripts
}

const BOTH_SCRIPTS = ['https://mc.yandex.ru/metrika/tag.js', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']

/** Marks the open document, follows the header's «Компания» link and checks that /company/ came as a new document. */
async function expectCompanyLoadedFromServer(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const documentLoad = page.waitForRequest(
    (request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/company/',
  )
  await page.getByRole('banner').getByRole('link', { name: 'Компания', exact: true }).click()
  await documentLoad
  await expect(page).toHaveURL('/company/')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
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
    // The visitor has accepted the counters (the notice and the choice are tested below).
    await page.addInitScript((record) => localStorage.setItem('cookie-consent', record), ACCEPTED)
  })

  test('Metrika and Tag Manager load after the page is interactive, with one page view per page', async ({ page }) => {
    const scripts = watchCounterScripts(page)
    await gotoInteractive(page, '/')
    await expect.poll(() => scripts.sort()).toEqual(BOTH_SCRIPTS)

    // The page's CSP nonce travels to the counters' scripts.
    const nonces = await page.evaluate(() => ({
      page: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? '',
      counters: [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://"]')].map((script) => script.nonce),
    }))
    expect(nonces.counters).toEqual([nonces.page, nonces.page])

    const calls = await ymCalls(page)
    expect(calls[0]).toEqual([COUNTER, 'init', expect.objectContaining({ defer: true })])
    // The first page is counted once (Metrika's own first hit is off), by the page itself.
    expect(await hits(page)).toEqual([
      [COUNTER, 'hit', expect.stringMatching(/^http:\/\/[^/]+\/$/), expect.objectContaining({ title: expect.any(String) })],
    ])
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

  test('an uncaught error reaches the `error` goal with message, stack, url and status, once however often it repeats', async ({
    page,
    expectBrowserError,
  }) => {
    expectBrowserError(/A test error on purpose/)
    await gotoInteractive(page, '/company/')
    await expect.poll(() => hits(page)).toHaveLength(1)
    // Three uncaught errors, each in a task of its own; the promise settles in the task after the last.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          for (let n = 0; n < 3; n++)
            setTimeout(() => {
              throw new Error('A test error on purpose')
            })
          setTimeout(resolve)
        }),
    )
    // Each has reached the page's handler: the repeats within the minute are not sent.
    expect(await errorGoals(page)).toHaveLength(1)
    const [goal] = await errorGoals(page)
    expect(goal).toEqual({
      message: 'A test error on purpose',
      stack: expect.stringContaining('A test error on purpose'),
      url: expect.stringMatching(/\/company\/$/),
      status: 500,
    })
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
    await expect
      .poll(() => errorGoals(page))
      .toEqual([
        {
          message: 'Page not found: /no-such-page/',
          stack: expect.any(String),
          url: expect.stringMatching(/\/no-such-page\/$/),
          status: 404,
        },
      ])
  })

  test('an error page is counted under its own title, on the first page and after a client navigation', async ({
    page,
    expectBrowserError,
  }) => {
    expectBrowserError(/status of 404/)
    await gotoInteractive(page, '/no-such-page/')
    await expect
      .poll(() => hits(page))
      .toEqual([
        [COUNTER, 'hit', expect.stringMatching(/\/no-such-page\/$/), expect.objectContaining({ title: 'Страница не найдена — Малахит' })],
      ])

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
      .toEqual([
        expect.objectContaining({ event: 'page_view', page_path: '/news/no-such-post/', page_title: 'Страница не найдена — Малахит' }),
      ])
  })
})

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => recordCounters(page))

  const notice = (page: Page) => page.getByRole('region', { name: 'Уведомление о cookie' })

  test('the counters wait for «Принять»: nothing loads or is counted before it, the page is counted once after', async ({ page }) => {
    const scripts = watchCounterScripts(page)
    await gotoInteractive(page, '/')
    await expect(notice(page)).toContainText('С вашего согласия подключим Яндекс Метрику и Google Tag Manager')
    await expectAccessible(page)
    await afterIdle(page)
    expect(scripts).toEqual([])
    expect(await ymCalls(page)).toEqual([])
    expect(await page.evaluate(() => (window as unknown as Recorded).dataLayer)).toBeUndefined()

    await notice(page).getByRole('button', { name: 'Принять' }).click()
    await expect(notice(page)).toBeHidden()
    await expect.poll(() => scripts.sort()).toEqual(BOTH_SCRIPTS)
    await expect.poll(() => hits(page)).toEqual([[COUNTER, 'hit', expect.stringMatching(/\/$/), expect.any(Object)]])

    // The choice is remembered: the next page load counts at once and asks nothing.
    await gotoInteractive(page, '/company/')
    await expect.poll(() => hits(page)).toEqual([[COUNTER, 'hit', expect.stringMatching(/\/company\/$/), expect.any(Object)]])
    await expect(notice(page)).toBeHidden()
  })

  test('«Только необходимые» keeps the counters off on every page, error reports included', async ({ page, expectBrowserError }) => {
    expectBrowserError(/status of 404/)
    const scripts = watchCounterScripts(page)
    // An error page reports to the `error` goal; without consent the report goes nowhere.
    await gotoInteractive(page, '/no-such-page/')
    await notice(page).getByRole('button', { name: 'Только необходимые' }).click()
    await expect(notice(page)).toBeHidden()
    await afterIdle(page)
    expect(await ymCalls(page)).toEqual([])

    await gotoInteractive(page, '/news/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await afterIdle(page)
    await expect(notice(page)).toBeHidden()
    expect(await ymCalls(page)).toEqual([])
    expect(scripts).toEqual([])
  })

  test("the choice is changed from the footer; withdrawing it removes the counters' cookies and the next page loads without them", async ({
    page,
    context,
    baseURL,
  }) => {
    const scripts = watchCounterScripts(page)
    await gotoInteractive(page, '/')
    await notice(page).getByRole('button', { name: 'Принять' }).click()
    await expect.poll(() => scripts.length).toBe(2)
    // What Metrika and Google would have stored (their stand-in scripts here store nothing).
    await context.addCookies(['_ym_uid', '_ym_d', '_ga'].map((name) => ({ name, value: '1', url: baseURL ?? '' })))

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie' })
    await settings.click()
    await expect(notice(page)).toBeFocused()
    await expect(notice(page)).toContainText('Сейчас разрешены все cookie')
    await page.keyboard.press('Escape')
    await expect(notice(page)).toBeHidden()

    await settings.click()
    await notice(page).getByRole('button', { name: 'Только необходимые' }).click()
    await expect(notice(page)).toBeHidden()
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^_(ym|ga)/.test(name)))
      .toEqual([])

    // The counters' scripts stay until the page goes: the next page is loaded from the server, without them.
    await expectCompanyLoadedFromServer(page)
    await afterIdle(page)
    expect(scripts).toHaveLength(2)
    expect(await ymCalls(page)).toEqual([])

    await settings.click()
    await expect(notice(page)).toContainText('Сейчас разрешены только необходимые cookie')
  })

  test('a choice made in one tab applies in the others at once', async ({ page, context }) => {
    const other = await context.newPage()
    await recordCounters(other)
    await gotoInteractive(page, '/')
    await gotoInteractive(other, '/news/')
    await expect(notice(other)).toBeVisible()
    await notice(page).getByRole('button', { name: 'Принять' }).click()
    await expect(notice(other)).toBeHidden()
    await expect.poll(() => hits(other)).toHaveLength(1)
  })

  test('the notice leads to what the privacy policy says is collected, and how to change the choice', async ({ page }) => {
    await gotoInteractive(page, '/')
    await notice(page).getByRole('link', { name: 'политике конфиденциальности' }).click()
    await expect(page).toHaveURL(/\/privacy\/#cookie-i-analitika$/)
    const section = page.getByRole('heading', { name: '6. Файлы cookie и веб-аналитика' })
    await expect(section).toBeInViewport()
    const main = page.getByRole('main')
    await expect(main).toContainText('сервисы загружаются лишь после того, как Пользователь нажмёт в нём «Принять»')
    await expect(main).toContainText('Метрика получает адреса и заголовки просмотренных страниц')
    await expect(main).toContainText('внизу каждой его страницы есть ссылка «Настройки cookie»')
  })

  test('the cookie notice never hides the end of a page on a phone @phone', async ({ page }) => {
    await gotoInteractive(page, '/contacts/')
    await expect(notice(page)).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // At the end of the page the notice sits below the footer, not over it.
    const footer = await page.getByRole('contentinfo').boundingBox()
    const box = await notice(page).boundingBox()
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
    const asked = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/_build/meta/${encodeURIComponent(buildId)}.json`,
    )
    await gotoInteractive(page, '/')
    expect((await asked).status()).toBe(200)
  })

  test("once the server no longer has the page's build, the next navigation loads the page from the server", async ({
    page,
    expectBrowserError,
  }) => {
    // The browser logs every 404 it receives, this one too.
    expectBrowserError(/status of 404/)
    await page.route('**/_build/meta/*.json', (route) =>
      route.fulfill({ status: 404, json: { message: 'Такой сборки на сервере нет.' }, headers: { 'cache-control': 'no-store' } }),
    )
    await gotoInteractive(page, '/')
    await page.locator('html[data-build-outdated="true"]').waitFor({ state: 'attached' })
    await expectCompanyLoadedFromServer(page)
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
    await page.route('**/_build/latest.json', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }),
    )
    await checkBuildFromPage(page)
    await page.locator('html[data-build-outdated="true"]').waitFor({ state: 'attached' })
    await expectCompanyLoadedFromServer(page)
  })
})
