import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'
import { expectFieldError, forgetSession, logInThroughUi } from './support/account.ts'
import { requestLoginLinkAtApi } from './support/api-user.ts'
import { linkIn, waitForMail } from './support/mail.ts'
import { staffWithSecondFactor } from './support/staff-accounts.ts'

// A staff account with an authenticator app (made through the API in each test) signs in with its
// password and then a code: from the app, or one of its recovery codes.

const WRONG_CODE = 'Код не подошёл'

/** The code step that follows a right password: its field, in the mode asked for. */
async function codeStep(page: Page, mode: 'app' | 'recovery' = 'app') {
  await expect(page.getByRole('heading', { name: 'Подтвердите вход' })).toBeVisible()
  if (mode === 'recovery') await page.getByRole('button', { name: 'Ввести резервный код' }).click()
  return page.getByLabel(mode === 'app' ? 'Код из приложения' : 'Резервный код')
}

const signIn = (page: Page) => page.getByRole('button', { name: 'Войти', exact: true }).click()

test('the password, then the code from the app: a wrong code is refused under the field, the right one signs in', async ({ page }) => {
  // A password in Latin letters, so that it can be looked for in what the server sends back.
  const staff = await staffWithSecondFactor(page.request, { password: 'Granite-lighthouse-7412' })
  const answers: string[] = []
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/_serverFn/')) answers.push(await response.text().catch(() => ''))
  })

  await logInThroughUi(page, staff.person)
  const code = await codeStep(page)
  await expect(page.getByText('Введите код из приложения-аутентификатора или один из резервных кодов.')).toBeVisible()
  await expect(code).toBeFocused()
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await expect(code).toHaveAccessibleDescription(/резервный код/)
  // The password form has made way for the step.
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveCount(0)
  await expectAccessible(page)

  await code.fill(staff.app.wrongCode())
  await signIn(page)
  await expectFieldError(code, WRONG_CODE)
  await expect(page).toHaveURL(/\/login\/$/)

  await code.fill(staff.app.code())
  await signIn(page)
  await expect(page).toHaveURL(/\/profile\/$/)
  await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()

  // The email and password stayed in the sign-in form: the server never sent them back, and the page kept them nowhere.
  expect(answers.length).toBeGreaterThanOrEqual(3)
  for (const answer of answers) expect(answer).not.toContain(staff.person.password)
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toContain(staff.person.password)
})

test('«Назад» returns to the password with the address kept', async ({ page }) => {
  const staff = await staffWithSecondFactor(page.request)
  await logInThroughUi(page, staff.person)
  await codeStep(page)
  await page.getByRole('button', { name: 'Назад' }).click()
  await expect(page.getByLabel('Электронная почта')).toHaveValue(staff.person.email)
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused()
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('')
})

test('a recovery code signs in once', async ({ page }) => {
  const staff = await staffWithSecondFactor(page.request)
  const [recovery] = staff.recoveryCodes

  await logInThroughUi(page, staff.person)
  const code = await codeStep(page, 'recovery')
  await expect(code).toHaveAttribute('inputmode', 'text')
  await code.fill(recovery!)
  await signIn(page)
  await expect(page).toHaveURL(/\/profile\/$/)

  await forgetSession(page)
  await logInThroughUi(page, staff.person)
  const again = await codeStep(page, 'recovery')
  await again.fill(recovery!)
  await signIn(page)
  await expectFieldError(again, WRONG_CODE)
})

test('a mailed sign-in link asks for the code, waits for it unspent, and signs in with it @phone', async ({ page }) => {
  const staff = await staffWithSecondFactor(page.request)
  await requestLoginLinkAtApi(page.request, staff.person.email)
  await gotoInteractive(page, linkIn(await waitForMail(staff.person.email, 'account.login-link'), '/login-by-token/'))

  const code = await codeStep(page)
  await expect(code).toBeFocused()
  await code.fill(staff.app.wrongCode())
  await signIn(page)
  await expectFieldError(code, WRONG_CODE)

  await code.fill(staff.app.code())
  await signIn(page)
  await expect(page).toHaveURL(/\/profile\/$/)
  await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()
})

test('after five wrong codes the sixth try says how long to wait', async ({ page }) => {
  const staff = await staffWithSecondFactor(page.request)
  await logInThroughUi(page, staff.person)
  const code = await codeStep(page)
  for (let attempt = 1; attempt <= 5; attempt++) {
    await code.fill(staff.app.wrongCode())
    await expect(code).not.toHaveAttribute('aria-invalid', 'true')
    await signIn(page)
    await expectFieldError(code, WRONG_CODE)
  }
  await code.fill(staff.app.code())
  await signIn(page)
  await expect(page.getByRole('region', { name: 'Не удалось войти' })).toContainText(
    /Слишком много неверных кодов\. Попробуйте снова через \d+ минут/,
  )
  await expect(page).toHaveURL(/\/login\/$/)
})

test('deleting the account asks for the code once the password is right, and refuses a wrong one under the field', async ({ page }) => {
  const staff = await staffWithSecondFactor(page.request)
  await logInThroughUi(page, staff.person)
  // A recovery code signs in, so that the app's next code is at hand for the deletion.
  const signInCode = await codeStep(page, 'recovery')
  await signInCode.fill(staff.recoveryCodes[0]!)
  await signIn(page)
  await expect(page).toHaveURL(/\/profile\/$/)

  await page.getByRole('button', { name: 'Удалить аккаунт…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' })
  const remove = dialog.getByRole('button', { name: 'Удалить навсегда' })
  await expect(dialog.getByLabel('Код из приложения или резервный код')).toHaveCount(0)
  await dialog.getByLabel('Пароль от аккаунта').fill(staff.person.password)
  await remove.click()

  const code = dialog.getByLabel('Код из приложения или резервный код')
  await expectFieldError(code, 'Введите код из приложения-аутентификатора или один из резервных кодов.')
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expectAccessible(page)
  await code.fill(staff.app.wrongCode())
  await remove.click()
  await expectFieldError(code, WRONG_CODE)
  await expect(page).toHaveURL(/\/profile\/$/)

  await code.fill(staff.app.code())
  await remove.click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('status').filter({ hasText: 'Аккаунт удалён' })).toBeVisible()
})
