import type { Page } from '@playwright/test'
import { expect, gotoInteractive, stubCounterScripts, test } from './fixtures.ts'
import { cookieMap, logInThroughUi, SESSION_COOKIES, signInNewPerson, makeRefreshDue, watchServerCalls } from './support/account.ts'
import { createAccount, refreshTokenWorks, requestLoginLinkAtApi, revokeAtApi, siteClientSecret } from './support/api-user.ts'
import { linkIn, waitForMail } from './support/mail.ts'

const GUEST_ONLY = ['/login/', '/registration/', '/password/forgot/', '/password/reset/']
const endedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })
const SIGNED_IN_ONLY = ['/profile/', '/see-also-cards/']

/** A navigation made by the browser's history, handled by the router without a page load. */
async function navigateInBrowser(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(history.state, '', path)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, to)
}

test.describe('guards on a server render', () => {
  for (const path of SIGNED_IN_ONLY) {
    test(`a guest opening ${path} is sent to /login/ with the way back`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(`/login/?redirect=${encodeURIComponent(path)}`)
    })
  }

  for (const path of GUEST_ONLY) {
    test(`a signed-in user opening ${path} is sent to /profile/`, async ({ page }) => {
      await signInNewPerson(page)
      await page.goto(path)
      await expect(page).toHaveURL(/\/profile\/$/)
    })
  }
})

test.describe('guards on client navigation, without asking the server', () => {
  for (const path of GUEST_ONLY) {
    test(`a signed-in user sent to ${path} in the browser stays in the profile`, async ({ page, expectBrowserError }) => {
      // The guard's redirect replaces the page transition that had just started; Chromium reports the skipped one.
      expectBrowserError(/Transition was skipped/)
      await signInNewPerson(page)
      const calls = watchServerCalls(page)
      // Sign-in replaces /login/ in the history, so the way there is the browser's own navigation.
      await navigateInBrowser(page, path)
      await expect(page).toHaveURL(/\/profile\/$/)
      expect(calls).toEqual([])
    })
  }

  test('a guest sent to /see-also-cards/ in the browser goes to /login/ with the way back, and returns there after signing in', async ({
    page,
    expectBrowserError,
  }) => {
    expectBrowserError(/Transition was skipped/)
    const person = await createAccount(page.request)
    await gotoInteractive(page, '/')
    const calls = watchServerCalls(page)
    await navigateInBrowser(page, '/see-also-cards/')
    await expect(page).toHaveURL('/login/?redirect=%2Fsee-also-cards%2F')
    expect(calls).toEqual([])

    await page.getByLabel('Электронная почта').fill(person.email)
    await page.getByLabel('Пароль', { exact: true }).fill(person.password)
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(page).toHaveURL(/\/see-also-cards\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Рекомендуем посмотреть' })).toBeVisible()
  })

  test('after logging out, going back to /profile/ leads to /login/ with the way back', async ({ page }) => {
    await signInNewPerson(page)
    await page.getByRole('button', { name: 'Выйти' }).click()
    await expect(page).toHaveURL('/')
    // The pointer rests where no link is, so no hover preloads a page while the calls are watched.
    await page.mouse.move(1, 1)
    const calls = watchServerCalls(page)
    await page.goBack()
    await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')
    expect(calls).toEqual([])
  })
})

test('logging out clears the session cookies and goes home', async ({ page, context }) => {
  await signInNewPerson(page)
  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL('/')
  const names = (await context.cookies()).map((cookie) => cookie.name)
  for (const name of SESSION_COOKIES) expect(names).not.toContain(name)
  await page.goto('/profile/')
  await expect(page).toHaveURL(/\/login\//)
})

test('the session cookies are Secure, httpOnly, SameSite=Lax, for the whole site, for 7 days, and out of document.cookie', async ({
  page,
  context,
}) => {
  await signInNewPerson(page)
  const cookies = await cookieMap(context)
  const weekFromNow = Date.now() / 1000 + 7 * 24 * 60 * 60
  for (const name of SESSION_COOKIES) {
    const cookie = cookies[name]
    expect(cookie, name).toBeDefined()
    // The test server runs in production mode; Chromium keeps Secure cookies of http://localhost (a secure context).
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(Math.abs(cookie!.expires - weekFromNow)).toBeLessThan(120)
  }
  const visible = await page.evaluate(() => document.cookie)
  for (const name of SESSION_COOKIES) expect(visible).not.toContain(`${name}=`)
})

test('no token and no client secret reach the browser in HTML, scripts or server-function answers, before or after a silent refresh', async ({
  page,
  context,
}) => {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (/html|javascript|json|text\/x-component|octet-stream/.test(type) || response.url().includes('/_serverFn/')) {
      // Redirects have no body to read.
      bodies.push(response.text().catch(() => ''))
    }
  })
  await signInNewPerson(page)
  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const before = await cookieMap(context)

  // The next page load refreshes the tokens on the server; then a client navigation calls server functions with them.
  await makeRefreshDue(page)
  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const after = await cookieMap(context)
  expect(after.access_token!.value).not.toBe(before.access_token!.value)
  await page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Рекомендуем посмотреть' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Рекомендуем посмотреть' })).toBeVisible()

  const texts = await Promise.all(bodies)
  const secrets = [
    before.access_token!.value,
    before.refresh_token!.value,
    after.access_token!.value,
    after.refresh_token!.value,
    siteClientSecret(),
  ]
  expect(texts.filter((text) => text !== '').length).toBeGreaterThan(5)
  for (const text of texts) for (const secret of secrets) expect(text.includes(secret)).toBe(false)
})

test('an access token past its stored expiry is refreshed without the user noticing, once for parallel requests', async ({
  page,
  context,
}) => {
  await signInNewPerson(page)
  const before = await cookieMap(context)
  const expiry = Number(before.expires_in!.value)
  await makeRefreshDue(page)

  // Three requests at once with the same (due) cookies: each renders the profile.
  const answers = await Promise.all([1, 2, 3].map(() => context.request.get('/profile/', { maxRedirects: 0 })))
  for (const answer of answers) expect(answer.status()).toBe(200)
  const newTokens = answers.map((answer) => /access_token=([^;]+)/.exec(answer.headers()['set-cookie'] ?? '')?.[1])
  expect(newTokens[0]).toBeTruthy()
  expect(newTokens[0]).not.toBe(before.access_token!.value)
  expect(new Set(newTokens).size).toBe(1)

  await page.reload()
  await expect(page).toHaveURL(/\/profile\/$/)
  const after = await cookieMap(context)
  expect(after.access_token!.value).toBe(newTokens[0])
  expect(Number(after.expires_in!.value)).toBeGreaterThan(expiry)
})

test.describe('the end of a session', () => {
  test('a form sent after the session cookies are gone leads to /login/ with a notice, and back to the profile with the unsaved edits after signing in', async ({
    page,
    context,
  }) => {
    const person = await signInNewPerson(page)
    await context.clearCookies()
    const form = page.getByRole('form', { name: 'Личные данные' })
    await form.getByLabel('Имя').fill('Мария Петрова')
    await form.getByLabel('Компания').fill('Петрова и партнёры')
    await form.getByRole('button', { name: 'Сохранить изменения' }).click()
    await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })).toBeVisible()

    await page.getByLabel('Электронная почта').fill(person.email)
    await page.getByLabel('Пароль', { exact: true }).fill(person.password)
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(page).toHaveURL(/\/profile\/$/)
    // Signed in again: the notice has done its job, and the edits are back in the form, not yet saved.
    await expect(page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })).toHaveCount(0)
    const restored = page.getByRole('form', { name: 'Личные данные' })
    await expect(restored.getByRole('status')).toContainText('Мы вернули ваши несохранённые изменения.')
    await expect(restored.getByLabel('Имя')).toHaveValue('Мария Петрова')
    await expect(restored.getByLabel('Компания')).toHaveValue('Петрова и партнёры')
    await restored.getByRole('button', { name: 'Сохранить изменения' }).click()
    await expect(restored.getByText('Изменения сохранены.')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('form', { name: 'Личные данные' }).getByLabel('Имя')).toHaveValue('Мария Петрова')
    await expect(page.getByText('Мы вернули ваши несохранённые изменения.')).toHaveCount(0)
  })

  test('unsaved edits can be dropped when they come back, and never reach another account', async ({ page, context }) => {
    const person = await signInNewPerson(page)
    await context.clearCookies()
    const form = page.getByRole('form', { name: 'Личные данные' })
    await form.getByLabel('Имя').fill('Черновик Чужой')
    await form.getByRole('button', { name: 'Сохранить изменения' }).click()
    await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')

    // Someone else signs in in this tab: the draft is not theirs.
    const someoneElse = await createAccount(page.request)
    await page.getByLabel('Электронная почта').fill(someoneElse.email)
    await page.getByLabel('Пароль', { exact: true }).fill(someoneElse.password)
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(page).toHaveURL(/\/profile\/$/)
    await expect(page.getByRole('form', { name: 'Личные данные' }).getByLabel('Имя')).toHaveValue(someoneElse.name)
    await expect(page.getByText('Мы вернули ваши несохранённые изменения.')).toHaveCount(0)

    await page.getByRole('button', { name: 'Выйти' }).click()
    await expect(page).toHaveURL('/')
    await logInThroughUi(page, person)
    await expect(page).toHaveURL(/\/profile\/$/)
    const details = page.getByRole('form', { name: 'Личные данные' })
    await expect(details.getByLabel('Имя')).toHaveValue(person.name)
    await expect(page.getByText('Мы вернули ваши несохранённые изменения.')).toHaveCount(0)
  })

  test('a session whose refresh is refused ends on a public page too: the tab signs out and says so', async ({ page, context }) => {
    await signInNewPerson(page)
    await gotoInteractive(page, '/')
    const { refresh_token: refresh, expires_in: expiry } = await cookieMap(context)
    // The stored expiry has come, and the refresh token is no longer any good (revoked, reused).
    await context.addCookies([
      { ...refresh!, value: 'a-refresh-token-the-api-refuses' },
      { ...expiry!, value: String(Date.now() - 1000) },
    ])
    // A public page's data is fetched with the visitor's token, which is refreshed first: refused.
    await page.getByRole('banner').getByRole('link', { name: 'Новости' }).first().click()
    await expect(page).toHaveURL('/news/')
    await expect(page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible()
    const names = Object.keys(await cookieMap(context))
    for (const name of SESSION_COOKIES) expect(names).not.toContain(name)
  })

  test('a session whose refresh is refused on a page load is told about on that page', async ({ page, context }) => {
    await signInNewPerson(page)
    const { refresh_token: refresh, expires_in: expiry } = await cookieMap(context)
    await context.addCookies([
      { ...refresh!, value: 'a-refresh-token-the-api-refuses' },
      { ...expiry!, value: String(Date.now() - 1000) },
    ])
    await gotoInteractive(page, '/services/')
    await expect(page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })).toBeVisible()
    await page.getByRole('status').getByRole('link', { name: 'Войти снова' }).click()
    await expect(page).toHaveURL('/login/?redirect=%2Fservices%2F')
    // Told once: the next page load does not repeat it.
    await gotoInteractive(page, '/services/')
    await expect(page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })).toHaveCount(0)
  })

  test('a session whose refresh is refused on a full load of an account page leads to /login/ with the notice, told once', async ({
    page,
    context,
  }) => {
    await signInNewPerson(page)
    const { refresh_token: refresh, expires_in: expiry } = await cookieMap(context)
    await context.addCookies([
      { ...refresh!, value: 'a-refresh-token-the-api-refuses' },
      { ...expiry!, value: String(Date.now() - 1000) },
    ])
    // The render that finds the session over ends in a redirect: the sign-in page it leads to says why.
    await gotoInteractive(page, '/profile/')
    await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')
    await expect(endedNotice(page)).toBeVisible()
    await gotoInteractive(page, '/services/')
    await expect(endedNotice(page)).toHaveCount(0)
  })

  test('opening /profile/ after the session ended at the API leads to /login/ with the notice, told once', async ({ page, context }) => {
    await signInNewPerson(page)
    await revokeAtApi(page.request, (await cookieMap(context)).access_token!.value)
    await gotoInteractive(page, '/profile/')
    await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')
    await expect(endedNotice(page)).toBeVisible()
    await gotoInteractive(page, '/services/')
    await expect(endedNotice(page)).toHaveCount(0)
  })

  test('a session ended at the API is told about on the public page whose load finds it, and not again on the next', async ({
    page,
    context,
  }) => {
    await signInNewPerson(page)
    await revokeAtApi(page.request, (await cookieMap(context)).access_token!.value)
    await gotoInteractive(page, '/services/')
    await expect(endedNotice(page)).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible()
    await gotoInteractive(page, '/news/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible()
    await expect(endedNotice(page)).toHaveCount(0)
  })

  test('a form sent after the session was ended at the API leads to /login/ and clears the cookies', async ({ page, context }) => {
    const person = await signInNewPerson(page)
    await revokeAtApi(page.request, (await cookieMap(context)).access_token!.value)
    const form = page.getByRole('form', { name: 'Пароль' })
    await form.getByLabel('Текущий пароль').fill(person.password)
    await form.getByLabel('Новый пароль', { exact: true }).fill('Тихая-гавань-2027')
    await form.getByLabel('Новый пароль ещё раз').fill('Тихая-гавань-2027')
    await form.getByRole('button', { name: 'Сменить пароль' }).click()
    await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')
    const names = Object.keys(await cookieMap(context))
    for (const name of SESSION_COOKIES) expect(names).not.toContain(name)
  })

  test('logging out revokes the session at the API even when the access token has expired', async ({ page, context }) => {
    await signInNewPerson(page)
    const { access_token: access, refresh_token: refresh, expires_in: expiry } = await cookieMap(context)
    // A tab left open for hours: the access token is dead and its stored expiry long past.
    await context.addCookies([
      { ...access!, value: 'an-expired-access-token' },
      { ...expiry!, value: String(Date.now() - 60 * 60 * 1000) },
    ])
    await page.getByRole('button', { name: 'Выйти' }).click()
    await expect(page).toHaveURL('/')
    expect(await refreshTokenWorks(page.request, refresh!.value)).toBe(false)
  })

  test('a sign-in link opened while signed in replaces the session and revokes the old one; a used link leaves the session alone', async ({
    page,
    context,
  }) => {
    const person = await signInNewPerson(page)
    const before = await cookieMap(context)
    await requestLoginLinkAtApi(page.request, person.email)
    const link = linkIn(await waitForMail(person.email, 'account.login-link'), '/login-by-token/')

    await gotoInteractive(page, link)
    await expect(page).toHaveURL(/\/profile\/$/, { timeout: 15_000 })
    const after = await cookieMap(context)
    expect(after.refresh_token!.value).not.toBe(before.refresh_token!.value)
    expect(await refreshTokenWorks(page.request, before.refresh_token!.value)).toBe(false)

    await gotoInteractive(page, link)
    await expect(page.getByRole('alert')).toContainText('По этой ссылке уже входили: каждая ссылка работает один раз. Запросите новую.')
    expect((await cookieMap(context)).refresh_token!.value).toBe(after.refresh_token!.value)
    await gotoInteractive(page, '/profile/')
    await expect(page).toHaveURL(/\/profile\/$/)
  })

  test('a password reset signs out a session started earlier in another browser on its next page load', async ({
    page,
    browser,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(90_000)
    const person = await createAccount(page.request)
    const elsewhere = await browser.newContext({ extraHTTPHeaders })
    await stubCounterScripts(elsewhere)
    const earlier = await elsewhere.newPage()
    await logInThroughUi(earlier, person)
    await expect(earlier).toHaveURL(/\/profile\/$/)

    await gotoInteractive(page, '/password/forgot/')
    await page.getByLabel('Электронная почта').fill(person.email)
    await page.getByRole('button', { name: 'Прислать ссылку' }).click()
    await gotoInteractive(page, linkIn(await waitForMail(person.email, 'account.password-reset'), '/password/reset/'))
    await page.getByLabel('Новый пароль').fill('Горный-ручей-2027')
    await page.getByLabel('Повторите пароль').fill('Горный-ручей-2027')
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expect(page.getByRole('region', { name: 'Пароль изменён' })).toBeVisible()

    await earlier.reload()
    await expect(earlier).toHaveURL('/login/?redirect=%2Fprofile%2F')
    const names = (await elsewhere.cookies()).map((cookie) => cookie.name)
    for (const name of SESSION_COOKIES) expect(names).not.toContain(name)
    await elsewhere.close()
  })
})
