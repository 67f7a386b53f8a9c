import { expect, expectAccessible, gotoInteractive, stubCounterScripts, test } from './fixtures.ts'
import { expectFieldError, registerThroughUi, signInNewPerson } from './support/account.ts'
import { codeIn, linkIn, waitForMail } from './support/mail.ts'

/** A six-digit code that is surely not the mailed one. */
const wrongCodeFor = (code: string) => code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10))

test.describe('verification by the code from the mail', () => {
  test('after registering, the mailed code typed on «Проверьте почту», which names the address, confirms it and signs the person in', async ({
    page,
  }) => {
    const person = await registerThroughUi(page)
    await expect(page.getByRole('region', { name: 'Проверьте почту' })).toBeFocused()
    await expect(page.getByText(person.email)).toBeVisible()
    const code = page.getByLabel('Код из письма')
    await expectAccessible(page)

    const mail = await waitForMail(person.email, 'account.verification')
    await code.fill(codeIn(mail))
    await page.getByRole('button', { name: 'Подтвердить' }).click()

    await expect(page.getByRole('region', { name: 'Почта подтверждена' })).toBeFocused()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Перейти в личный кабинет' }).click()
    await expect(page).toHaveURL(/\/profile\/$/)
    await expect(page.getByText('Подтверждена', { exact: true })).toBeVisible()
  })

  test('a wrong code on «Проверьте почту» is refused in words that tell nothing about the account', async ({ page }) => {
    const person = await registerThroughUi(page)
    const mail = await waitForMail(person.email, 'account.verification')
    const code = page.getByLabel('Код из письма')
    await code.fill(wrongCodeFor(codeIn(mail)))
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expectFieldError(code, 'Код не подошёл.')

    // The right one still works, and the browser is signed in.
    await code.fill(codeIn(mail))
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.getByRole('heading', { name: 'Почта подтверждена' })).toBeVisible()
    await gotoInteractive(page, '/profile/')
    await expect(page).toHaveURL(/\/profile\/$/)
  })

  test('a wrong code is refused with the number of tries left', async ({ page }) => {
    const person = await signInNewPerson(page)
    const mail = await waitForMail(person.email, 'account.verification')
    await gotoInteractive(page, '/verification/')
    const code = page.getByLabel('Код из письма')
    await code.fill(wrongCodeFor(codeIn(mail)))
    await page.getByRole('button', { name: 'Подтвердить' }).click()

    await expectFieldError(code, 'Неверный код. Осталось попыток: 4.')
    await expect(page.getByRole('link', { name: 'Неверный код. Осталось попыток: 4.' })).toBeVisible()
    await expectAccessible(page)

    await code.fill(wrongCodeFor(codeIn(mail)))
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expectFieldError(code, 'Неверный код. Осталось попыток: 3.')
  })

  test('a new code can be requested once, and a second request right away is asked to wait', async ({ page }) => {
    const person = await signInNewPerson(page)
    const first = await waitForMail(person.email, 'account.verification')
    await gotoInteractive(page, '/verification/')
    const resend = page.getByRole('button', { name: 'Отправить код ещё раз' })
    const status = page.getByRole('status').filter({ hasText: /письм/i })

    await resend.click()
    await expect(status).toHaveText('Мы отправили новое письмо с кодом и ссылкой.')
    const second = await waitForMail(person.email, 'account.verification', { after: first.id })
    expect(codeIn(second)).toMatch(/^\d{6}$/)

    await resend.click()
    await expect(status).toHaveText(/^Письмо только что отправлено\. Попробуйте снова через \d+ (секунду|секунды|секунд|минуту)\.$/)

    // Only the newest mail counts.
    await page.getByLabel('Код из письма').fill(codeIn(second))
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Почта подтверждена' })).toBeVisible()
  })

  test('a confirmed address is not asked for a code again', async ({ page }) => {
    const person = await signInNewPerson(page)
    const mail = await waitForMail(person.email, 'account.verification')
    await gotoInteractive(page, '/verification/')
    await page.getByLabel('Код из письма').fill(codeIn(mail))
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Почта подтверждена' })).toBeVisible()

    await gotoInteractive(page, '/verification/')
    await expect(page.getByRole('heading', { level: 1, name: 'Почта уже подтверждена' })).toBeVisible()
    await expect(page.getByLabel('Код из письма')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute('href', '/profile/')
  })
})

test.describe('verification by the link from the mail', () => {
  test('the link confirms the address in a browser that is not signed in, leaves the address bar, and is refused when opened again', async ({
    page,
    browser,
    extraHTTPHeaders,
  }) => {
    const person = await signInNewPerson(page)
    const link = linkIn(await waitForMail(person.email, 'account.verification'), '/verification/')

    const elsewhere = await browser.newContext({ extraHTTPHeaders })
    await stubCounterScripts(elsewhere)
    const guest = await elsewhere.newPage()
    const errors: string[] = []
    guest.on('pageerror', (error) => errors.push(error.message))
    guest.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await gotoInteractive(guest, link)
    const done = guest.getByRole('heading', { level: 1, name: 'Почта подтверждена' })
    await expect(done).toBeVisible()
    // The spent token leaves the address bar; the screen stays.
    await expect(guest).toHaveURL(/\/verification\/$/)
    await expect(done).toBeVisible()
    await expect(guest.getByRole('link', { name: 'Войти в личный кабинет' })).toHaveAttribute('href', '/login/?redirect=%2Fprofile%2F')
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectAccessible(guest)

    await gotoInteractive(guest, link)
    await expect(guest.getByRole('heading', { level: 1, name: 'Не удалось подтвердить почту' })).toBeVisible()
    await expect(guest.getByText('По этой ссылке почту уже подтвердили.')).toBeVisible()
    await expect(guest.getByRole('link', { name: 'Войти и запросить новое письмо' })).toHaveAttribute(
      'href',
      '/login/?redirect=%2Fverification%2F',
    )
    await expectAccessible(guest)
    expect(errors).toEqual([])
    await elsewhere.close()

    // The signed-in browser sees the change.
    await gotoInteractive(page, '/profile/')
    await expect(page.getByText('Подтверждена', { exact: true })).toBeVisible()
  })

  test('while the site cannot answer, the link is kept and can be tried again', async ({ page, expectBrowserError }) => {
    expectBrowserError(/status of 502/)
    const person = await signInNewPerson(page)
    const link = linkIn(await waitForMail(person.email, 'account.verification'), '/verification/')

    await page.route('**/_serverFn/**', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
    await gotoInteractive(page, link)
    await expect(page.getByRole('heading', { level: 1, name: 'Не удалось подтвердить почту' })).toBeVisible()
    await expect(page.getByText('ссылка по-прежнему действует')).toBeVisible()
    await expect(page).toHaveURL(link)
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')

    await page.unroute('**/_serverFn/**')
    await page.getByRole('button', { name: 'Попробовать ещё раз' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Почта подтверждена' })).toBeVisible()
    await expect(page).toHaveURL(/\/verification\/$/)
  })

  test('a damaged link is refused in words a person understands, with the way to a new one', async ({ page }) => {
    await signInNewPerson(page)
    await gotoInteractive(page, '/verification/?token=not-a-real-token')
    await expect(page.getByRole('heading', { level: 1, name: 'Не удалось подтвердить почту' })).toBeVisible()
    await expect(page.getByText('Ссылка для подтверждения почты недействительна. Запросите новое письмо в личном кабинете.')).toBeVisible()
    await page.getByRole('link', { name: 'Получить новый код' }).click()
    await expect(page).toHaveURL(/\/verification\/$/)
    await expect(page.getByLabel('Код из письма')).toBeVisible()
  })
})

test('a guest without a link is told to sign in first and brought back afterwards', async ({ page }) => {
  await gotoInteractive(page, '/verification/')
  await expect(page.getByRole('heading', { level: 1, name: 'Подтверждение почты' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Войти в личный кабинет' })).toHaveAttribute('href', '/login/?redirect=%2Fverification%2F')
  await expectAccessible(page)
})
