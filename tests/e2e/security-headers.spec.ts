import type { Page } from '@playwright/test'
import { expect, gotoInteractive, test } from './fixtures.ts'
import { signInNewPerson } from './support/account.ts'
import { PAGE_KINDS } from '../support/page-kinds.ts'

// The policy in the browser: pages load, hydrate and navigate with no violation. The headers
// themselves, as the server sends them, are checked without a browser (tests/integration/server/site-answers.test.ts).

/** Records every CSP violation the page reports, across full loads and client-side navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation))
  // The visitor accepted the counters, so their scripts load under the policy too.
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ choice: 'all', version: 1, decidedAt: '2026-11-24T09:00:00.000Z' })),
  )
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return violations
}

/**
 * Waits until the page has nothing left to load (preloads included) and the tasks queued by then
 * have run: a violation's report is such a task, so every report there will be has arrived.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

test.describe('walking the site under the policy', () => {
  // Every test here also fails on any console error (fixtures.ts), and a blocked resource is one.
  const pages = {
    ...PAGE_KINDS,
    'password reset': '/password/reset/?token=abc&email=olga%40example.ru',
    registration: '/registration/',
    brief: '/brief/',
    contacts: '/contacts/',
    company: '/company/',
    clients: '/clients/',
    solutions: '/solutions/',
    portfolio: '/portfolio/',
    search: `/search/?q=${encodeURIComponent('доступность')}`,
  }
  for (const [kind, path] of Object.entries(pages)) {
    test(`the ${kind} page loads and hydrates with no CSP violation`, async ({ page, expectBrowserError }) => {
      if (path === PAGE_KINDS['404']) expectBrowserError(/status of 404/)
      const violations = await recordViolations(page)
      await gotoInteractive(page, path)
      // Hovering a link preloads its route (chunks and data) under the same policy.
      const link = page.getByRole('main').getByRole('link').first()
      if (await link.count()) await link.hover()
      await settled(page)
      expect(violations).toEqual([])
    })
  }

  test('the account pages of a signed-in person load with no CSP violation', async ({ page }) => {
    test.slow()
    const violations = await recordViolations(page)
    await signInNewPerson(page)
    await gotoInteractive(page, '/see-also-cards/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await gotoInteractive(page, '/profile/')
    await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()
    await settled(page)
    expect(violations).toEqual([])
  })

  test('client-side navigations load their chunks and styles with no CSP violation', async ({ page }) => {
    test.slow()
    const violations = await recordViolations(page)
    await gotoInteractive(page, '/')
    const header = page.getByRole('banner')
    for (const [name, url] of [
      ['Новости', '/news/'],
      ['Статьи', '/articles/'],
      ['Услуги', '/services/'],
      ['Портфолио', '/portfolio/'],
      ['Контакты', '/contacts/'],
    ] as const) {
      await header.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    // Reports arrive asynchronously: wait for the last ones.
    await settled(page)
    expect(violations).toEqual([])
  })
})

test.describe('cross-site writes', () => {
  test('a server function refuses a POST from another origin', async ({ page, request, baseURL }) => {
    // Signing in calls the logIn server function with a POST: capture that call.
    await gotoInteractive(page, '/login/')
    await page.getByLabel('Электронная почта').fill('nobody@example.ru')
    await page.getByLabel('Пароль', { exact: true }).fill('Не-тот-пароль-2027')
    const call = page.waitForRequest((req) => req.url().includes('/_serverFn/') && req.method() === 'POST')
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    const signIn = await call
    // The call as another page would make it: its body and content type, the other site's Origin.
    const sent = Object.entries(signIn.headers()).filter(([name]) => !/^(origin|referer|sec-fetch-.*)$/.test(name))
    const replay = (origin: string) =>
      request.post(signIn.url(), {
        headers: { ...Object.fromEntries(sent), origin },
        data: signIn.postDataBuffer() ?? undefined,
      })

    const refused = await replay('https://evil.example')
    expect(refused.status()).toBe(403)
    expect(refused.headers()['x-content-type-options']).toBe('nosniff')
    // The same call from the site itself is answered (a failed sign-in is an answer too).
    expect((await replay(new URL(baseURL!).origin)).status()).toBe(200)
  })
})
