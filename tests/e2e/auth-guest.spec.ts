import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'
import { expectFieldError, forgetSession, holdServerCalls, logInThroughUi, registerThroughUi, watchServerCalls } from './support/account.ts'
import { createAccount, requestPasswordResetAtApi, useUpLinkAttempts } from './support/api-user.ts'
import { codeIn, linkIn, newPerson, waitForMail } from './support/mail.ts'

const WRONG_CREDENTIALS = 'Неверная почта или пароль.'
const RESET_SENT = 'Если аккаунт с этой почтой существует, мы отправили на неё ссылку для смены пароля.'
const LOGIN_LINK_SENT = 'Если аккаунт с этой почтой существует, мы отправили на неё ссылку для входа.'
const RESET_LINK_UNUSABLE = 'Ссылка для смены пароля недействительна или устарела'

/** A fresh account with a reset link mailed to it (asked for through the API, as another device would). */
async function resetLinkFor(page: Page): Promise<{ email: string; link: string; mailId: number }> {
  const person = await createAccount(page.request)
  await requestPasswordResetAtApi(page.request, person.email)
  const mail = await waitForMail(person.email, 'account.password-reset')
  return { email: person.email, link: linkIn(mail, '/password/reset/'), mailId: mail.id }
}

/** The element that holds focus (summaries and panels take it to be announced). */
const focused = (page: Page) => page.locator(':focus')

async function requestLoginLinkOnLoginPage(page: Page, email: string) {
  await gotoInteractive(page, '/login/')
  await page.getByRole('button', { name: 'Войти по ссылке из письма' }).click()
  const field = page.getByLabel('Почта для ссылки')
  await expect(field).toBeFocused()
  await field.fill(email)
  await page.getByRole('button', { name: 'Прислать ссылку' }).click()
}

test.describe('registration', () => {
  test('a new account is created and mailed a verification code; the screen asks to check the mail and signs nobody in', async ({
    page,
  }) => {
    const person = await registerThroughUi(page)
    const mail = await waitForMail(person.email, 'account.verification')
    expect(codeIn(mail)).toMatch(/^\d{6}$/)
    // Not signed in: the account area still sends a guest to sign in.
    await gotoInteractive(page, '/profile/')
    await expect(page).toHaveURL(/\/login\/\?redirect=/)
  })

  test('«Заполнить форму заново» goes back to an empty form for an address typed wrong', async ({ page }) => {
    await registerThroughUi(page)
    await page.getByRole('button', { name: 'Ошиблись в адресе? Заполнить форму заново' }).click()
    await expect(page.getByLabel('Электронная почта')).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeEnabled()
  })

  test('the registration form names every missing field without asking the server', async ({ page }) => {
    await gotoInteractive(page, '/registration/')
    await expect(page).toHaveTitle('Регистрация — Малахит')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const calls = watchServerCalls(page)
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()

    await expect(focused(page)).toContainText('Проверьте, пожалуйста, форму')
    await expectFieldError(page.getByLabel('Имя', { exact: true }), 'Укажите имя.')
    await expectFieldError(page.getByLabel('Электронная почта'), 'Укажите электронную почту.')
    await expectFieldError(page.getByLabel('Пароль', { exact: true }), 'Придумайте пароль.')
    await expectFieldError(page.getByLabel('Повторите пароль'), 'Повторите пароль.')
    await expectFieldError(
      page.getByRole('checkbox', { name: /пользовательского соглашения/ }),
      'Подтвердите согласие на обработку персональных данных.',
    )
    await expect(page.getByLabel('Телефон')).not.toHaveAttribute('aria-invalid')
    await expect(page.getByLabel('Компания')).not.toHaveAttribute('aria-invalid')
    expect(calls).toEqual([])
    await expectAccessible(page)
  })

  test('a short password, a mismatch and a malformed phone are caught in the browser', async ({ page }) => {
    await gotoInteractive(page, '/registration/')
    const calls = watchServerCalls(page)
    const submit = page.getByRole('button', { name: 'Зарегистрироваться' })
    await page.getByLabel('Имя', { exact: true }).fill('Ольга')
    await page.getByLabel('Электронная почта').fill('olga@example')
    await page.getByLabel('Телефон').pressSequentially('999')
    await page.getByLabel('Пароль', { exact: true }).fill('корот')
    await page.getByLabel('Повторите пароль').fill('корот')
    await submit.click()
    await expectFieldError(page.getByLabel('Электронная почта'), 'Проверьте адрес электронной почты: например, name@company.ru.')
    await expectFieldError(page.getByLabel('Телефон'), 'Проверьте номер телефона')
    await expectFieldError(page.getByLabel('Пароль', { exact: true }), 'Пароль должен быть не короче 8 символов.')

    // Typing in a field takes its message away; the next attempt checks the pair again.
    await page.getByLabel('Пароль', { exact: true }).fill('Морской-бриз-2026')
    await expect(page.getByLabel('Пароль', { exact: true })).not.toHaveAttribute('aria-invalid')
    await page.getByLabel('Повторите пароль').fill('Морской-бриз-2025')
    await submit.click()
    await expectFieldError(page.getByLabel('Повторите пароль'), 'Пароли не совпадают.')
    await expect(page.getByLabel('Пароль', { exact: true })).not.toHaveAttribute('aria-invalid')
    expect(calls).toEqual([])
  })

  test('an address that already has an account gets the screen a new one gets, and its owner a reminder by mail', async ({ page }) => {
    const existing = await createAccount(page.request)
    const stranger = { ...newPerson(), email: existing.email, name: 'Ольга Смирнова', password: 'Осенний-лес-2026' }
    await registerThroughUi(page, stranger)

    await expect(page).toHaveURL(/\/registration\/$/)
    await expect(page.getByRole('region', { name: 'Проверьте почту' })).toBeFocused()
    await expect(page.getByText('Если аккаунт с этим адресом уже есть, в письме будет не код')).toBeVisible()
    const reminder = await waitForMail(existing.email, 'account.registration-attempt')
    expect(reminder.text).toContain('/password/forgot/')
    expect(reminder.text).not.toContain('Ольга Смирнова')

    // No code will do: the account is the owner's.
    await page.getByLabel('Код из письма').fill('123456')
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expectFieldError(page.getByLabel('Код из письма'), 'Код не подошёл.')
  })
})

test.describe('sign-in with a password', () => {
  test('a wrong password shows the refusal and keeps the email; the right one opens the profile', async ({ page }) => {
    test.slow() // a registration and two sign-ins, each hashing a password
    const person = await registerThroughUi(page)
    await forgetSession(page)

    await logInThroughUi(page, { email: person.email, password: 'Не-тот-пароль-2026' })
    await expect(focused(page)).toContainText('Не удалось войти')
    await expect(focused(page)).toContainText(WRONG_CREDENTIALS)
    await expect(page.getByLabel('Электронная почта')).toHaveValue(person.email)
    await expect(page).toHaveURL(/\/login\/$/)

    // The answer held back until the pending state has been seen.
    const signIn = await holdServerCalls(page)
    await page.getByLabel('Пароль', { exact: true }).fill(person.password)
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Входим…' })).toBeDisabled()
    signIn.release()
    await expect(page).toHaveURL(/\/profile\/$/)
  })

  test('the login form names missing fields without asking the server, and links to the neighbouring screens', async ({ page }) => {
    await gotoInteractive(page, '/login/')
    await expect(page).toHaveTitle('Вход в личный кабинет — Малахит')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в личный кабинет')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/password/forgot/')
    await expect(main.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/registration/')

    const calls = watchServerCalls(page)
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(focused(page)).toContainText('Проверьте, пожалуйста, форму')
    await expectFieldError(page.getByLabel('Электронная почта'), 'Укажите электронную почту.')
    await expectFieldError(page.getByLabel('Пароль', { exact: true }), 'Введите пароль.')
    expect(calls).toEqual([])
    await expectAccessible(page)
  })

  test('after signing in, a same-site ?redirect= leads back to where the person was going', async ({ page }) => {
    const person = await createAccount(page.request)
    await logInThroughUi(page, person, '/login/?redirect=/see-also-cards/')
    await expect(page).toHaveURL(/\/see-also-cards\/$/)
  })

  const offSite = [
    '/login/?redirect=//evil.example',
    '/login/?redirect=/.//evil.example',
    ...['//evil.example', '/.//evil.example', 'https://evil.example', '/\\evil.example'].map(
      (target) => `/login/?redirect=${encodeURIComponent(target)}`,
    ),
  ]
  for (const path of offSite) {
    test(`a ?redirect= off the site (${path}) leads to the profile instead`, async ({ page }) => {
      const person = await createAccount(page.request)
      await logInThroughUi(page, person, path)
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/profile\/$/)
    })
  }
})

test.describe('password recovery', () => {
  test('a mailed link sets a new password: the new one signs in, the old one no longer does', async ({ page }) => {
    test.slow() // two mails' worth of screens and three sign-ins
    const person = await createAccount(page.request)
    const newPassword = 'Горный-ручей-2027'

    await gotoInteractive(page, '/password/forgot/')
    await page.getByLabel('Электронная почта').fill(person.email)
    await page.getByRole('button', { name: 'Прислать ссылку' }).click()
    const sent = page.getByRole('region', { name: 'Проверьте почту' })
    await expect(sent).toBeFocused()
    await expect(sent).toContainText(RESET_SENT)
    await expect(sent.getByRole('link', { name: 'Вернуться ко входу' })).toHaveAttribute('href', '/login/')

    const link = linkIn(await waitForMail(person.email, 'account.password-reset'), '/password/reset/')
    await gotoInteractive(page, link)
    await expect(page).toHaveTitle('Смена пароля — Малахит')
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    await expect(page.getByLabel('Электронная почта')).toHaveValue(person.email)
    await expect(page.getByLabel('Электронная почта')).toHaveAttribute('readonly', '')
    await page.getByLabel('Новый пароль').fill(newPassword)
    await page.getByLabel('Повторите пароль').fill(newPassword)
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()

    const changed = page.getByRole('region', { name: 'Пароль изменён' })
    await expect(changed).toBeFocused()
    await changed.getByRole('link', { name: 'Войти' }).click()
    await expect(page).toHaveURL(/\/login\/$/)

    await logInThroughUi(page, person)
    await expect(focused(page)).toContainText(WRONG_CREDENTIALS)
    await logInThroughUi(page, { email: person.email, password: newPassword })
    await expect(page).toHaveURL(/\/profile\/$/)
  })

  test('an unknown address gets the same answer as a known one', async ({ page }) => {
    await gotoInteractive(page, '/password/forgot/')
    await page.getByLabel('Электронная почта').fill(newPerson().email)
    await page.getByRole('button', { name: 'Прислать ссылку' }).click()
    await expect(page.getByRole('region', { name: 'Проверьте почту' })).toContainText(RESET_SENT)
  })

  test('the forgot form names a missing address without asking the server', async ({ page }) => {
    await gotoInteractive(page, '/password/forgot/')
    await expect(page).toHaveTitle('Восстановление пароля — Малахит')
    const calls = watchServerCalls(page)
    await page.getByRole('button', { name: 'Прислать ссылку' }).click()
    await expectFieldError(page.getByLabel('Электронная почта'), 'Укажите электронную почту.')
    expect(calls).toEqual([])
    await expectAccessible(page)
  })

  test('a reset link used once says so when opened again, before asking for a password, with the way to a new one', async ({ page }) => {
    const { link } = await resetLinkFor(page)
    await gotoInteractive(page, link)
    await page.getByLabel('Новый пароль').fill('Горный-ручей-2027')
    await page.getByLabel('Повторите пароль').fill('Горный-ручей-2027')
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expect(page.getByRole('region', { name: 'Пароль изменён' })).toBeVisible()

    await gotoInteractive(page, link)
    const problem = page.getByRole('alert')
    await expect(problem).toContainText('Ссылка больше не действует')
    await expect(problem).toContainText(RESET_LINK_UNUSABLE)
    await expect(problem.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/password/forgot/')
    await expect(page.getByLabel('Новый пароль')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Сохранить пароль' })).toHaveCount(0)
    await expectAccessible(page)

    await problem.getByRole('link', { name: 'Запросить новую ссылку' }).click()
    await expect(page).toHaveURL(/\/password\/forgot\/$/)
  })

  test('a made-up or a replaced reset link says so in the same words, without the form', async ({ page }) => {
    const { email, link: older, mailId } = await resetLinkFor(page)
    await requestPasswordResetAtApi(page.request, email)
    const newer = linkIn(await waitForMail(email, 'account.password-reset', { after: mailId }), '/password/reset/')
    expect(newer).not.toBe(older)

    for (const path of [older, `/password/reset/?token=made-up-token-0123456789abcdef&email=${encodeURIComponent(email)}`]) {
      await gotoInteractive(page, path)
      const problem = page.getByRole('alert')
      await expect(problem).toContainText(RESET_LINK_UNUSABLE)
      await expect(problem.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/password/forgot/')
      await expect(page.getByRole('button', { name: 'Сохранить пароль' })).toHaveCount(0)
    }
    // The newest link still works: checking the others used nothing up.
    await gotoInteractive(page, newer)
    await expect(page.getByRole('button', { name: 'Сохранить пароль' })).toBeEnabled()
  })

  test('after too many attempts at mailed links from one address, the screen says so instead of the form', async ({ page }) => {
    const { link } = await resetLinkFor(page)
    await useUpLinkAttempts(page.request)
    await gotoInteractive(page, link)
    const problem = page.getByRole('alert')
    await expect(problem).toContainText('Слишком много попыток')
    await expect(problem).toContainText('Попробуйте снова через')
    await expect(problem.getByRole('link', { name: 'Вернуться ко входу' })).toHaveAttribute('href', '/login/')
    await expect(page.getByRole('button', { name: 'Сохранить пароль' })).toHaveCount(0)
  })

  test('a link used in another tab after the form was shown is refused on sending, with the way to a new one', async ({
    page,
    context,
  }) => {
    const { link } = await resetLinkFor(page)
    await gotoInteractive(page, link)
    const other = await context.newPage()
    await gotoInteractive(other, link)
    for (const tab of [other, page]) {
      await tab.getByLabel('Новый пароль').fill('Горный-ручей-2027')
      await tab.getByLabel('Повторите пароль').fill('Горный-ручей-2027')
      await tab.getByRole('button', { name: 'Сохранить пароль' }).click()
      if (tab === other) await expect(other.getByRole('region', { name: 'Пароль изменён' })).toBeVisible()
    }
    const problem = page.getByRole('alert')
    await expect(problem).toBeFocused()
    await expect(problem).toContainText('Ссылка больше не действует')
    await expect(problem).toContainText('По этой ссылке пароль уже сменили.')
    await expect(problem.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/password/forgot/')
  })

  test('the reset form checks the new password in the browser', async ({ page }) => {
    const { link } = await resetLinkFor(page)
    await gotoInteractive(page, link)
    const calls = watchServerCalls(page)
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expectFieldError(page.getByLabel('Новый пароль'), 'Придумайте пароль.')
    await expectFieldError(page.getByLabel('Повторите пароль'), 'Повторите пароль.')
    await page.getByLabel('Новый пароль').fill('Горный-ручей-2027')
    await page.getByLabel('Повторите пароль').fill('Горный-ручей-2028')
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expectFieldError(page.getByLabel('Повторите пароль'), 'Пароли не совпадают.')
    expect(calls).toEqual([])
    await expectAccessible(page)
  })

  test('a reset address without its token explains itself and leads to a new link', async ({ page }) => {
    await gotoInteractive(page, '/password/reset/')
    const problem = page.getByRole('alert')
    await expect(problem).toContainText('Ссылка неполная')
    await expect(problem.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/password/forgot/')
    await expect(page.getByRole('button', { name: 'Сохранить пароль' })).toHaveCount(0)
    await expectAccessible(page)
  })
})

test.describe('sign-in by a mailed link', () => {
  test('the link signs in once, leaves no token in the address, and is refused when opened again', async ({ page }) => {
    const person = await createAccount(page.request)
    await requestLoginLinkOnLoginPage(page, person.email)
    const sent = page.getByRole('region', { name: 'Проверьте почту' })
    await expect(sent).toBeFocused()
    await expect(sent).toContainText(LOGIN_LINK_SENT)

    const link = linkIn(await waitForMail(person.email, 'account.login-link'), '/login-by-token/')
    const calls = watchServerCalls(page)
    await gotoInteractive(page, link)
    // After hydration the screen signs in, then the profile loads (a dev server takes its time).
    await expect(page).toHaveURL(/\/profile\/$/, { timeout: 15_000 })
    expect(page.url()).not.toContain('token')
    // One call spends the link, however often the screen renders.
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(1)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('access_token')

    await gotoInteractive(page, link)
    const problem = page.getByRole('alert')
    await expect(problem).toContainText('Войти не получилось')
    await expect(problem).toContainText('По этой ссылке уже входили: каждая ссылка работает один раз.')
    await expect(problem.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/login/')
    await expect(problem.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
  })

  test('a guest turned away from an account page gets a link that brings them back to it', async ({ page }) => {
    const person = await createAccount(page.request)
    await gotoInteractive(page, '/see-also-cards/')
    await expect(page).toHaveURL('/login/?redirect=%2Fsee-also-cards%2F')
    await page.getByRole('button', { name: 'Войти по ссылке из письма' }).click()
    await page.getByLabel('Почта для ссылки').fill(person.email)
    await page.getByRole('button', { name: 'Прислать ссылку' }).click()
    await expect(page.getByRole('region', { name: 'Проверьте почту' })).toContainText(LOGIN_LINK_SENT)

    const link = linkIn(await waitForMail(person.email, 'account.login-link'), '/login-by-token/')
    expect(new URL(link).searchParams.get('redirect')).toBe('/see-also-cards/')
    await gotoInteractive(page, link)
    await expect(page).toHaveURL(/\/see-also-cards\/$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Рекомендуем посмотреть' })).toBeVisible()
  })

  test('a link whose return path leads off the site signs in and stays on the site', async ({ page }) => {
    const person = await createAccount(page.request)
    await requestLoginLinkOnLoginPage(page, person.email)
    const link = new URL(linkIn(await waitForMail(person.email, 'account.login-link'), '/login-by-token/'))
    link.searchParams.set('redirect', '//evil.example/')
    await gotoInteractive(page, link.toString())
    await expect(page).toHaveURL(/\/profile\/$/, { timeout: 15_000 })
  })

  test('an unknown address gets the same answer as a known one', async ({ page }) => {
    await requestLoginLinkOnLoginPage(page, newPerson().email)
    await expect(page.getByRole('region', { name: 'Проверьте почту' })).toContainText(LOGIN_LINK_SENT)
  })

  test('the address typed for a password is carried over to the link form; a missing one is named', async ({ page }) => {
    await gotoInteractive(page, '/login/')
    await page.getByLabel('Электронная почта').fill('olga@example.ru')
    await page.getByRole('button', { name: 'Войти по ссылке из письма' }).click()
    await expect(page.getByLabel('Почта для ссылки')).toHaveValue('olga@example.ru')

    const calls = watchServerCalls(page)
    await page.getByLabel('Почта для ссылки').fill('')
    await page.getByRole('button', { name: 'Прислать ссылку' }).click()
    await expectFieldError(page.getByLabel('Почта для ссылки'), 'Укажите электронную почту.')
    expect(calls).toEqual([])
    await expectAccessible(page)
  })

  test('the sign-in screen uses the empty layout and explains a link without a token', async ({ page }) => {
    await gotoInteractive(page, '/login-by-token/')
    await expect(page).toHaveTitle('Вход по ссылке — Малахит')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toHaveCount(0)
    const problem = page.getByRole('alert')
    await expect(problem).toContainText('В ссылке не хватает данных.')
    await expect(problem.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/login/')
    await expect(problem.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    await expectAccessible(page)
  })

  test('a damaged link is refused in words a person understands', async ({ page }) => {
    await gotoInteractive(page, '/login-by-token/?token=not-a-real-token')
    await expect(page.getByRole('alert')).toContainText('Ссылка для входа недействительна. Запросите новую.')
  })

  test('while the site cannot answer, the screen says so and the same link can be tried again', async ({ page, expectBrowserError }) => {
    expectBrowserError(/status of 502/)
    const person = await createAccount(page.request)
    await requestLoginLinkOnLoginPage(page, person.email)
    const link = linkIn(await waitForMail(person.email, 'account.login-link'), '/login-by-token/')

    // The site's answer held back until the progress message has been seen, then a gateway's failure.
    const check = await holdServerCalls(page, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
    await gotoInteractive(page, link)
    await expect(page.getByRole('status')).toContainText('Проверяем ссылку и входим…')
    check.release()
    await expect(page.getByRole('alert')).toContainText('сервис временно недоступен')

    await page.unroute('**/_serverFn/**')
    await page.getByRole('button', { name: 'Попробовать ещё раз' }).click()
    await expect(page).toHaveURL(/\/profile\/$/, { timeout: 15_000 })
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the login screen fits a phone and names a missing field @phone', async ({ page }) => {
    await gotoInteractive(page, '/login/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в личный кабинет')
    const fitsWidth = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(fitsWidth).toBe(true)
    await expect(page.getByLabel('Электронная почта')).toBeVisible()
    await expect(page.getByLabel('Пароль', { exact: true })).toBeVisible()
    const submit = page.getByRole('button', { name: 'Войти', exact: true })
    await submit.click()
    await expectFieldError(page.getByLabel('Электронная почта'), 'Укажите электронную почту.')
    await expectAccessible(page)
  })
})
