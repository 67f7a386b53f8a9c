import type { Page } from '@playwright/test'
import { ACCOUNT_CHECK_MAX_AGE_MS } from '#app/features/auth/account-check.ts'
import { expect, gotoInteractive, test } from './fixtures.ts'
import { cookieMap, logInThroughUi, signInNewPerson } from './support/account.ts'
import { createAccount, revokeAtApi } from './support/api-user.ts'

// The tabs of one browser share the session cookies but not what each has cached: none may show the
// account once the session is gone, whichever tab (or device) ended it.

const accountLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /личный кабинет|Кабинет/ })
const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Войти' })
const endedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })

test('signing out in one tab signs out the others at once: no tab shows the profile afterwards', async ({ page, context }) => {
  const person = await signInNewPerson(page)
  const other = await context.newPage()
  await gotoInteractive(other, '/news/')
  await expect(accountLink(other)).toBeVisible()

  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL('/')

  // Without a reload: the other tab hears of it and drops the account.
  await expect(signInLink(other)).toBeVisible()
  await other.evaluate(() => {
    history.pushState(history.state, '', '/profile/')
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  })
  await expect(other).toHaveURL('/login/?redirect=%2Fprofile%2F')
  await expect(other.getByText(person.email)).toHaveCount(0)
  // Signing out on purpose is not a session that "ended" by itself.
  await expect(endedNotice(other)).toHaveCount(0)
})

test('signing in in one tab takes the sign-in screen of another tab to the profile', async ({ page, context }) => {
  const person = await createAccount(page.request)
  const other = await context.newPage()
  await gotoInteractive(other, '/login/')
  await logInThroughUi(page, person)
  await expect(page).toHaveURL(/\/profile\/$/)
  await expect(other).toHaveURL(/\/profile\/$/)
  await expect(other.getByText(person.email).first()).toBeVisible()
})

test('a tab open on the profile leaves it when the account is deleted in another, and says so', async ({ page, context }) => {
  const person = await signInNewPerson(page)
  const other = await context.newPage()
  await gotoInteractive(other, '/profile/')
  await expect(other.getByText(person.email).first()).toBeVisible()

  await page.getByRole('button', { name: 'Удалить аккаунт…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' })
  await dialog.getByLabel('Пароль от аккаунта').fill(person.password)
  await dialog.getByRole('button', { name: 'Удалить навсегда' }).click()
  await expect(page).toHaveURL('/')

  await expect(other).toHaveURL('/login/?redirect=%2Fprofile%2F')
  await expect(other.getByRole('status').filter({ hasText: 'Аккаунт удалён' })).toBeVisible()
  await expect(other.getByText(person.email)).toHaveCount(0)
})

test('the way into the account asks the server: a session ended at the API is not shown from the cache', async ({ page, context }) => {
  // The browser's clock, so that the profile it holds can grow old without the test waiting.
  await page.clock.install()
  const person = await signInNewPerson(page)
  await gotoInteractive(page, '/news/')
  await expect(accountLink(page)).toBeVisible()
  // Another device or a password reset ends the session; this tab hears nothing of it.
  await revokeAtApi(page.request, (await cookieMap(context)).access_token!.value)
  // Past the age up to which the account area trusts the profile it was given.
  await page.clock.fastForward(ACCOUNT_CHECK_MAX_AGE_MS)

  await accountLink(page).click()
  await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')
  await expect(endedNotice(page)).toBeVisible()
  await expect(page.getByText(person.email)).toHaveCount(0)
  await expect(signInLink(page)).toBeVisible()
})

test('a tab that missed the other tab’s news checks the session when it comes back into view', async ({ page, context }) => {
  await signInNewPerson(page)
  await gotoInteractive(page, '/news/')
  await expect(accountLink(page)).toBeVisible()
  // The cookies go without any tab announcing it (as when they expire or are cleared by the browser).
  await context.clearCookies()
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect(signInLink(page)).toBeVisible()
})
