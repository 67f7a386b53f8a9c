import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'

/** A navigation made by the browser's history, handled by the router without a page load. */
async function navigateInBrowser(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(history.state, '', path)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, to)
}

test('an unknown page answers 404 with the error page, and its button leads home', async ({ page, expectBrowserError }) => {
  expectBrowserError(/status of 404/)
  const response = await gotoInteractive(page, '/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  await expect(page).toHaveTitle('Страница не найдена — Малахит')
  await expect(page.getByRole('banner')).toBeVisible()
  await expectAccessible(page)

  // The way home is a client-side transition: the document (and this marker) survives it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('link', { name: 'На главную', exact: true }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайты и сервисы, которые работают на ваш бизнес')
  await expect(page).not.toHaveTitle(/Страница не найдена/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('a client navigation to a missing post shows the error page under its own title', async ({ page, expectBrowserError }) => {
  expectBrowserError(/status of 404/)
  await gotoInteractive(page, '/news/')
  await expect(page).toHaveTitle(/Новости/)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await navigateInBrowser(page, '/news/no-such-post/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  await expect(page).toHaveTitle('Страница не найдена — Малахит')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})
