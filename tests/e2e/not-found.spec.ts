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

// Items, filter values and list pages the catalogue and the portfolio do not have.
for (const path of [
  '/services/no-such-category/',
  '/services/websites/no-such-service/',
  '/services/ecommerce/corporate-site/',
  '/services/Websites/',
  '/solutions/no-such-solution/',
  '/solutions/?page=2',
  '/clients/?page=2',
  '/no-such-group/',
  '/rzd/no-such-project/',
  '/no-such-group/svrpk/',
  '/garant-auto/svrpk/',
  '/Not_A_Slug/',
  '/rzd/Not.A.Slug/',
  // An industry is not a service either.
  '/portfolio/?service=no-such-service',
  '/portfolio/?industry=no-such-industry',
  '/portfolio/?service=transport',
  '/portfolio/?service=%D1%81%D0%B0%D0%B9%D1%82%D1%8B',
  '/portfolio/?industry=a%20b&page=2',
  '/portfolio/?page=99',
]) {
  test(`${path} answers 404 with the error page in the site's layout`, async ({ page, expectBrowserError }) => {
    expectBrowserError(/status of 404/)
    const response = await gotoInteractive(page, path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    await expect(page.getByRole('banner')).toBeVisible()
  })
}
