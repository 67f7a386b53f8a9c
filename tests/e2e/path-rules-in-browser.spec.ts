import type { Page } from '@playwright/test'
import { expect, gotoInteractive, test } from './fixtures.ts'
import { ARTICLE, OLD_ARTICLE } from './support/moved-article.ts'

// The path rules hold for a navigation the router makes in the browser as they do for a request:
// an address they move (a legacy one included) lands on its final page, in one step.

/** A navigation made by the browser's history, handled by the router without a page load. */
async function navigateInBrowser(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(history.state, '', path)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, to)
}

test.describe('path rules on a client-side navigation', () => {
  for (const [from, to, heading] of [
    ['/garant/', '/garant-auto/garant/', 'Сайт дилерского центра «Гарант-Авто»'],
    ['/company/news/', '/news/', 'Новости'],
    ['/portfolio/rzd/', '/rzd/', 'РЖД — Свердловская дирекция'],
    ['/signin/', '/login/', 'Вход в личный кабинет'],
    [`/company${OLD_ARTICLE}/?utm_source=mail`, `${ARTICLE}?utm_source=mail`, 'Сколько стоит корпоративный сайт в 2026 году'],
    ['/news?page=1&utm_source=mail', '/news/?utm_source=mail', 'Новости'],
  ] as const) {
    test(`${from} leads to ${to} without leaving the page`, async ({ page }) => {
      await gotoInteractive(page, '/clients/')
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      await navigateInBrowser(page, from)
      await expect(page).toHaveURL(to)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
      // The address it left is not kept in the history: back leads to the page before it.
      await page.goBack()
      await expect(page).toHaveURL('/clients/')
    })
  }
})
