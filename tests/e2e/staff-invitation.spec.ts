import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'
import { expectFieldError, signInNewPerson } from './support/account.ts'
import { createAccount } from './support/api-user.ts'
import { newPerson } from './support/mail.ts'
import { inviteToStaff } from './support/staff-accounts.ts'

// An admin's invitation to the staff area (made through the API by the first admin), opened from
// its mail. Accepting leads to /admin/. The invitation made through the staff screens, and what the
// new staff member does there, are in staff-accounts.spec.ts.

const ACCEPT = 'Принять приглашение'

test('a new person accepts with a name and a password, is signed in and led to the staff area', async ({ page }) => {
  const person = newPerson()
  const link = await inviteToStaff(page.request, person.email, 'editor')

  const response = await gotoInteractive(page, link)
  // A token page: nothing of it is stored, and no referrer leaves it.
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  expect(response?.headers()['referrer-policy']).toBe('no-referrer')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.getByRole('heading', { level: 1, name: 'Приглашение в команду' })).toBeVisible()
  await expect(page.getByText('Вас пригласили в управление сайтом как редактора.')).toBeVisible()
  await expect(page.getByLabel('Электронная почта')).toHaveValue(person.email)
  await expectAccessible(page)

  // The registration's password rules.
  await page.getByLabel('Имя', { exact: true }).fill(person.name)
  await page.getByLabel('Пароль', { exact: true }).fill(person.password)
  await page.getByLabel('Повторите пароль').fill(`${person.password}!`)
  await page.getByRole('button', { name: ACCEPT }).click()
  await expectFieldError(page.getByLabel('Повторите пароль'), 'Пароли не совпадают')

  await page.getByLabel('Повторите пароль').fill(person.password)
  await page.getByRole('button', { name: ACCEPT }).click()
  await expect(page).toHaveURL(/\/admin\/$/)

  // Signed in as the new account.
  await gotoInteractive(page, '/profile/')
  await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()
  await expect(page.getByText(person.email).first()).toBeVisible()

  // The link is spent.
  await gotoInteractive(page, link)
  await expect(page.getByRole('heading', { name: 'Приглашение не действует' })).toBeVisible()
  await expect(page.getByText('Это приглашение уже приняли. Войдите на сайт со своим паролем.')).toBeVisible()
})

test('an address with an account accepts with one button, in place of the account signed in here', async ({ page }) => {
  await signInNewPerson(page)
  const invited = await createAccount(page.request)
  const link = await inviteToStaff(page.request, invited.email, 'admin')

  await gotoInteractive(page, link)
  await expect(page.getByText('Вас пригласили в управление сайтом как администратора.')).toBeVisible()
  await expect(page.getByText('Сейчас вы вошли на сайт под другим аккаунтом.', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: ACCEPT }).click()
  await expect(page).toHaveURL(/\/admin\/$/)

  await gotoInteractive(page, '/profile/')
  await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()
  await expect(page.getByText(invited.email).first()).toBeVisible()
})

test('a bad or incomplete link says so, with what to do', async ({ page }) => {
  await gotoInteractive(page, '/staff-invitation/?token=made-up-0123456789abcdef')
  await expect(page.getByRole('heading', { name: 'Приглашение не действует' })).toBeVisible()
  await expect(page.getByText('Ссылка-приглашение недействительна. Попросите администратора сайта прислать новую.')).toBeVisible()
  await expect(page.getByRole('button', { name: ACCEPT })).toHaveCount(0)
  await expectAccessible(page)

  await gotoInteractive(page, '/staff-invitation/')
  await expect(page.getByRole('heading', { name: 'Ссылка неполная' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'На главную' }).last()).toBeVisible()
})
