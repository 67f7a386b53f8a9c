import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'
import { expectFieldError, holdServerCalls, logInThroughUi, signInNewPerson } from './support/account.ts'
import { codeIn, waitForMail } from './support/mail.ts'

/** The profile card: the section with the way out. */
const card = (page: Page) => page.getByRole('region').filter({ has: page.getByRole('button', { name: 'Выйти' }) })
const detailsForm = (page: Page) => page.getByRole('form', { name: 'Личные данные' })
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Пароль' })

/** A moment's day in Moscow, as the profile writes dates: «22 ноября 2026». */
const moscowDay = (moment: Date) =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' })
    .format(moment)
    .replace(/\s*г\.$/, '')

/** Replaces what a masked field holds as a person would: select all, delete, type. */
async function retype(field: Locator, text: string) {
  await field.click()
  await field.press('ControlOrMeta+A')
  await field.press('Backspace')
  await field.pressSequentially(text)
}

/** Types the details into their form (the phone into its mask, the company only when given) and saves them. */
async function saveDetails(page: Page, details: { name: string; phone: string; company?: string }) {
  const form = detailsForm(page)
  await form.getByLabel('Имя').fill(details.name)
  await retype(form.getByLabel('Телефон'), details.phone)
  if (details.company !== undefined) await form.getByLabel('Компания').fill(details.company)
  await form.getByRole('button', { name: 'Сохранить изменения' }).click()
}

async function confirmEmail(page: Page, email: string) {
  const mail = await waitForMail(email, 'account.verification')
  await gotoInteractive(page, '/verification/')
  await page.getByLabel('Код из письма').fill(codeIn(mail))
  await page.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Почта подтверждена' })).toBeVisible()
}

test('the profile shows who is signed in, with an unconfirmed address and the way to confirm it', async ({ page }) => {
  const before = new Date()
  const person = await signInNewPerson(page)
  // The account is made between these moments: around midnight in Moscow either day may be its date.
  const creationDays = new Set([moscowDay(before), moscowDay(new Date())])
  await gotoInteractive(page, '/profile/')
  await expect(page).toHaveTitle('Личный кабинет — Малахит')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
  await expect(page.getByText('Здравствуйте, Ольга!', { exact: false })).toBeVisible()

  const profile = card(page)
  await expect(profile.getByRole('heading', { name: person.name })).toBeVisible()
  await expect(profile.getByText(person.email)).toBeVisible()
  await expect(profile.getByText('+7 (999) 123-45-67')).toBeVisible()
  await expect(profile.getByText(person.company)).toBeVisible()
  await expect(profile.getByText(new RegExp(`^Аккаунт создан (${[...creationDays].join('|')})$`))).toBeVisible()
  await expect(profile.getByText('Не подтверждена')).toBeVisible()
  await expect(profile.getByRole('link', { name: 'Подтвердить почту' })).toHaveAttribute('href', '/verification/')
  await expectAccessible(page)
})

test('an unconfirmed address can be sent a new verification mail from the profile', async ({ page }) => {
  const person = await signInNewPerson(page)
  const first = await waitForMail(person.email, 'account.verification')
  const profile = card(page)
  await expect(profile.getByText('Не подтверждена')).toBeVisible()

  // The answer held back until the pending state has been seen.
  const resend = await holdServerCalls(page)
  await profile.getByRole('button', { name: 'Отправить письмо ещё раз' }).click()
  await expect(profile.getByRole('button', { name: 'Отправляем…' })).toHaveAttribute('aria-disabled', 'true')
  resend.release()
  await expect(profile.getByRole('status').filter({ hasText: /письм/i })).toHaveText('Мы отправили новое письмо с кодом и ссылкой.')
  await expect(profile.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeVisible()

  const second = await waitForMail(person.email, 'account.verification', { after: first.id })
  expect(codeIn(second)).toMatch(/^\d{6}$/)
  await expectAccessible(page)
})

test('name, phone and company are saved and stay after a reload', async ({ page }) => {
  await signInNewPerson(page)
  await saveDetails(page, { name: 'Мария Петрова', phone: '9161112233', company: 'АО «Восход»' })

  const saved = page.getByText('Изменения сохранены.')
  await expect(saved).toBeVisible()
  await expect(page.locator(':focus')).toContainText('Изменения сохранены.')
  // The header greets the person by the new name at once.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Мария, личный кабинет' })).toBeVisible()

  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(detailsForm(page).getByLabel('Имя')).toHaveValue('Мария Петрова')
  await expect(detailsForm(page).getByLabel('Телефон')).toHaveValue('+7 (916) 111-22-33')
  await expect(detailsForm(page).getByLabel('Компания')).toHaveValue('АО «Восход»')
  await expect(card(page).getByText('+7 (916) 111-22-33')).toBeVisible()
  await expect(card(page).getByRole('heading', { name: 'Мария Петрова' })).toBeVisible()
})

test('a number of another country, typed after a plus, is saved and shown in its international form', async ({ page }) => {
  await signInNewPerson(page)
  await saveDetails(page, { name: 'Алесь Василевский', phone: '+375 29 123-45-67' })
  await expect(page.getByText('Изменения сохранены.')).toBeVisible()
  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(detailsForm(page).getByLabel('Телефон')).toHaveValue('+375 29 123 45 67')
  await expect(card(page).getByText('+375 29 123 45 67')).toBeVisible()
})

test('the details form names a missing name and a malformed phone without saving', async ({ page }) => {
  await signInNewPerson(page)
  await saveDetails(page, { name: '', phone: '91611' })
  await expectFieldError(detailsForm(page).getByLabel('Имя'), 'Укажите имя.')
  await expectFieldError(detailsForm(page).getByLabel('Телефон'), 'Проверьте номер телефона')
  await expect(page.getByRole('heading', { name: 'Проверьте, пожалуйста, форму' })).toBeVisible()
  await expectAccessible(page)
})

test('a new address needs the current password, must be confirmed again, and gets a verification mail', async ({ page }) => {
  test.setTimeout(90_000)
  const person = await signInNewPerson(page)
  await confirmEmail(page, person.email)
  await gotoInteractive(page, '/profile/')
  await expect(card(page).getByText('Подтверждена', { exact: true })).toBeVisible()

  const form = detailsForm(page)
  const newEmail = person.email.replace('@', '.new@')
  await expect(form.getByLabel('Текущий пароль')).toHaveCount(0)
  await form.getByLabel('Электронная почта').fill(newEmail)
  await expect(form.getByText('Новый адрес нужно будет подтвердить')).toBeVisible()
  const password = form.getByLabel('Текущий пароль')

  await form.getByRole('button', { name: 'Сохранить изменения' }).click()
  await expectFieldError(password, 'Введите текущий пароль: без него нельзя сменить почту или пароль.')

  await password.fill('Не-тот-пароль-2026')
  await form.getByRole('button', { name: 'Сохранить изменения' }).click()
  await expectFieldError(password, 'Текущий пароль указан неверно.')

  await password.fill(person.password)
  await form.getByRole('button', { name: 'Сохранить изменения' }).click()
  await expect(page.getByText(`Мы отправили письмо с кодом на ${newEmail}.`)).toBeVisible()
  await expect(card(page).getByText(newEmail)).toBeVisible()
  await expect(card(page).getByText('Не подтверждена')).toBeVisible()
  await expect(form.getByLabel('Текущий пароль')).toHaveCount(0)

  const mail = await waitForMail(newEmail, 'account.verification')
  expect(codeIn(mail)).toMatch(/^\d{6}$/)
  await waitForMail(person.email, 'account.email-changed')
})

test('a new password replaces the old one: after logging out only the new one signs in', async ({ page }) => {
  const person = await signInNewPerson(page)
  const form = passwordForm(page)
  const newPassword = 'Тихая-гавань-2027'

  await form.getByLabel('Текущий пароль').fill(person.password)
  await form.getByLabel('Новый пароль', { exact: true }).fill(newPassword)
  await form.getByLabel('Новый пароль ещё раз').fill(newPassword)
  await form.getByRole('button', { name: 'Сменить пароль' }).click()
  await expect(page.getByText('Пароль изменён. На других устройствах нужно будет войти заново.')).toBeVisible()
  await expect(form.getByLabel('Новый пароль', { exact: true })).toHaveValue('')
  await waitForMail(person.email, 'account.password-changed')

  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL('/')

  await logInThroughUi(page, { email: person.email, password: person.password })
  await expect(page.getByText('Неверная почта или пароль.').first()).toBeVisible()
  await expect(page).toHaveURL(/\/login\/$/)

  await logInThroughUi(page, { email: person.email, password: newPassword })
  await expect(page).toHaveURL(/\/profile\/$/)
})

test('the password form checks the new password in the browser', async ({ page }) => {
  await signInNewPerson(page)
  const form = passwordForm(page)
  await form.getByLabel('Текущий пароль').fill('что-угодно')
  await form.getByLabel('Новый пароль', { exact: true }).fill('короткий')
  await form.getByLabel('Новый пароль ещё раз').fill('другой-пароль')
  await form.getByRole('button', { name: 'Сменить пароль' }).click()
  await expectFieldError(form.getByLabel('Новый пароль ещё раз'), 'Пароли не совпадают.')

  await form.getByLabel('Новый пароль', { exact: true }).fill('корот')
  await form.getByRole('button', { name: 'Сменить пароль' }).click()
  await expectFieldError(form.getByLabel('Новый пароль', { exact: true }), 'Пароль должен быть не короче 8 символов.')
})

test('logging out goes home, and the profile then asks to sign in and come back', async ({ page }) => {
  await signInNewPerson(page)
  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible()
  await page.goto('/profile/')
  await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')
})

test('deleting the account asks for its password in a dialog, refuses a wrong one under the field, goes home with a confirmation, and the account no longer signs in', async ({
  page,
}) => {
  const person = await signInNewPerson(page)
  const opener = page.getByRole('button', { name: 'Удалить аккаунт…' })
  await opener.click()

  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' })
  await expect(dialog).toBeVisible()
  const password = dialog.getByLabel('Пароль от аккаунта')
  await expect(password).toBeFocused()
  await expect(password).toHaveAttribute('autocomplete', 'current-password')
  await expectAccessible(page)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  const remove = dialog.getByRole('button', { name: 'Удалить навсегда' })
  await remove.click()
  await expectFieldError(password, 'Введите пароль от аккаунта: без него удалить аккаунт нельзя.')

  // A wrong password is the API's refusal, under the field; the account stays.
  await password.fill('Не-тот-пароль-1')
  await remove.click()
  await expectFieldError(password, 'Пароль не подошёл, аккаунт не удалён.')
  // The summary at the top of the dialog leads to the field.
  await expect(dialog.getByRole('link', { name: /^Пароль не подошёл/ })).toHaveAttribute('href', '#delete-password')
  await expectAccessible(page)
  await expect(page).toHaveURL(/\/profile\/$/)

  // Closing the dialog forgets what was typed.
  await page.keyboard.press('Escape')
  await opener.click()
  await expect(password).toHaveValue('')
  await expect(password).not.toHaveAttribute('aria-invalid', 'true')

  await password.fill(person.password)
  await remove.click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible()
  // Home says what happened, until the person closes the notice.
  const notice = page.getByRole('status').filter({ hasText: 'Аккаунт удалён' })
  await expect(notice).toContainText('Мы удалили профиль со всеми данными')
  await expectAccessible(page)
  await notice.getByRole('button', { name: 'Закрыть уведомление' }).click()
  await expect(notice).toBeHidden()
  await waitForMail(person.email, 'account.deleted')

  await logInThroughUi(page, person)
  await expect(page.getByText('Неверная почта или пароль.').first()).toBeVisible()
  await expect(page).toHaveURL(/\/login\/$/)
})

test('the profile fits a phone screen and its menu leads to the account @phone', async ({ page }) => {
  const person = await signInNewPerson(page)
  await expect(card(page).getByText(person.email)).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expect(detailsForm(page).getByRole('button', { name: 'Сохранить изменения' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Открыть меню' }).click()
  await expect(page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute(
    'href',
    '/profile/',
  )
})
