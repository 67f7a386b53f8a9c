import type { BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInNewPerson, watchServerCalls } from './support/account.ts'
import { siteClientSecret } from './support/api-user.ts'

const SESSION_COOKIES = ['access_token', 'refresh_token', 'expires_in', 'token_type']
const GUEST_ONLY = ['/login/', '/registration/', '/password/forgot/', '/password/reset/']
const SIGNED_IN_ONLY = ['/profile/', '/see-also-cards/']

const cookieMap = async (context: BrowserContext) => Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]))

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
      await page.evaluate((to) => {
        history.pushState(history.state, '', to)
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
      }, path)
      await expect(page).toHaveURL(/\/profile\/$/)
      expect(calls).toEqual([])
    })
  }

  test('after logging out, going back to /profile/ leads to /login/ with the way back', async ({ page }) => {
    await signInNewPerson(page)
    await page.getByRole('button', { name: 'Выйти' }).click()
    await expect(page).toHaveURL('/')
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

test('the session cookies are httpOnly, SameSite=Lax, for the whole site, for 7 days, and out of document.cookie', async ({ page, context }) => {
  await signInNewPerson(page)
  const cookies = await cookieMap(context)
  const weekFromNow = Date.now() / 1000 + 7 * 24 * 60 * 60
  for (const name of SESSION_COOKIES) {
    const cookie = cookies[name]
    expect(cookie, name).toBeDefined()
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(Math.abs(cookie!.expires - weekFromNow)).toBeLessThan(120)
  }
  const visible = await page.evaluate(() => document.cookie)
  for (const name of SESSION_COOKIES) expect(visible).not.toContain(`${name}=`)
})

test('no token and no client secret reach the browser in HTML, scripts or server-function answers', async ({ page, context }) => {
  const bodies: string[] = []
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (/html|javascript|json|text\/x-component|octet-stream/.test(type) || response.url().includes('/_serverFn/')) {
      bodies.push(await response.text().catch(() => ''))
    }
  })
  await signInNewPerson(page)
  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const cookies = await cookieMap(context)
  const secrets = [cookies.access_token!.value, cookies.refresh_token!.value, siteClientSecret()]
  expect(bodies.length).toBeGreaterThan(3)
  for (const body of bodies) for (const secret of secrets) expect(body.includes(secret)).toBe(false)
})

test('an access token past its stored expiry is refreshed without the user noticing, once for parallel requests', async ({ page, context }) => {
  test.setTimeout(90_000)
  await signInNewPerson(page)
  const before = await cookieMap(context)
  const expiry = Number(before.expires_in!.value)
  // The test server issues tokens whose stored expiry comes 20 seconds after sign-in.
  expect(expiry).toBeGreaterThan(Date.now())
  expect(expiry).toBeLessThan(Date.now() + 60_000)
  await page.waitForTimeout(Math.max(0, expiry - Date.now()) + 500)

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
