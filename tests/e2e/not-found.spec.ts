import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'

test('an unknown page answers 404 with the error page, and its button leads home', async ({ page, expectBrowserError }) => {
  expectBrowserError(/status of 404/)
  const response = await gotoInteractive(page, '/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  await expect(page.getByRole('banner')).toBeVisible()
  await expectAccessible(page)

  // The way home is a client-side transition: the document (and this marker) survives it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('link', { name: 'На главную', exact: true }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайты и сервисы, которые работают на ваш бизнес')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})
