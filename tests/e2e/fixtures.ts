import AxeBuilder from '@axe-core/playwright'
import { test as base, type BrowserContext, expect, type Page } from '@playwright/test'

/** Scripts of the counters: the test server has them configured, but no test reaches Yandex or Google. */
export const COUNTER_SCRIPTS = /^https:\/\/(mc\.yandex\.ru|www\.googletagmanager\.com)\//

/** An empty script stands in for each counter, so the page's own queued calls stay readable. */
export async function stubCounterScripts(context: BrowserContext): Promise<void> {
  await context.route(COUNTER_SCRIPTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
}

/**
 * Every page test fails when the browser logs an error or a page throws, except the errors
 * a test declares it expects (for example the 404 of a page it opens on purpose).
 */
export const test = base.extend<{ expectBrowserError: (pattern: RegExp) => void }>({
  context: async ({ context }, use) => {
    await stubCounterScripts(context)
    await use(context)
  },
  // A visitor address of its own for every test (the server trusts X-Forwarded-For from loopback in tests).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = [...`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`].reduce(
      (hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0,
      7,
    )
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}` })
  },
  expectBrowserError: [
    async ({ page }, use) => {
      const errors: string[] = []
      const expected: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use((pattern) => expected.push(pattern))
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)))
      expect(unexpected, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

/** Opens a page and waits until React has hydrated it, so clicks are client-side navigations. */
export async function gotoInteractive(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/** Opens a page until it is interactive (see gotoInteractive) and expects its title and its level-1 heading. */
export async function gotoTitledPage(page: Page, url: string, { title, heading }: { title: string; heading: string }) {
  await gotoInteractive(page, url)
  await expect(page).toHaveTitle(title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
}

/**
 * Automated accessibility check (axe, WCAG 2.1 A/AA): no serious or critical violations. The site's
 * pages have no frames, so axe runs in the page itself (legacy mode) rather than gathering the frames'
 * results in a blank page of its own, and it details violations only: the same rules in about a
 * third of the time.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join('; ')})`,
    )
  expect(blocking, 'serious or critical accessibility violations').toEqual([])
}

export { expect }
