import { expect, gotoInteractive, test } from './fixtures.ts'
import { signInNewPerson } from './support/account.ts'

test('the header offers a guest «Войти», which leads to the sign-in screen', async ({ page }) => {
  await gotoInteractive(page, '/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: /кабинет/i })).toHaveCount(0)
  await banner.getByRole('link', { name: 'Войти' }).click()
  await expect(page).toHaveURL(/\/login\/$/)
})

test('the header greets a signed-in user by name with a way into the account area, on every page', async ({ page }) => {
  await signInNewPerson(page)
  await gotoInteractive(page, '/services/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Войти' })).toHaveCount(0)
  const account = banner.getByRole('link', { name: 'Ольга, личный кабинет' })
  await expect(account).toBeVisible()
  await account.click()
  await expect(page).toHaveURL(/\/profile\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
})
