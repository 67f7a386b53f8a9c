import type { BrowserContext, Page } from '@playwright/test'
import { startScriptedServer } from '../support/scripted-server.ts'
import { expect, gotoInteractive, test } from './fixtures.ts'
import { startSite } from '../support/site-process.ts'

// A site of its own, whose backend (API_BASE_URL) is a scripted server: each test decides what
// the API answers, or that it does not answer at all. The status codes and pages the server answers
// with are checked without a browser (tests/integration/server/api-failures.test.ts); here, what the browser shows.
test.describe.configure({ mode: 'serial' })

let backend: Awaited<ReturnType<typeof startScriptedServer>>
let site: Awaited<ReturnType<typeof startSite>>

test.beforeAll(async () => {
  test.setTimeout(180_000)
  backend = await startScriptedServer()
  site = await startSite({ API_BASE_URL: `${backend.url}/api`, API_CLIENT_ID: 'site', API_CLIENT_SECRET: 'a-client-secret-for-tests' })
})

test.afterAll(async () => {
  await site?.stop()
  await backend?.close()
})

/** The backend is down: every connection is dropped without an answer. */
const unreachable = () => backend.respondWith({ status: 0, hangUp: true })

test('the browser shows the error page with its code and title, on the first page and after a client navigation', async ({
  page,
  expectBrowserError,
}) => {
  // The failed loads, and the error the page shows (logged by React as it renders the error page).
  expectBrowserError(/status of 503/)
  expectBrowserError(/ApiRequestError: Сервис временно недоступен/)
  unreachable()
  const response = await gotoInteractive(page, `${site.url}/news/`)
  expect(response?.status()).toBe(503)
  await expect(page.getByText('503', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ошибка')
  await expect(page).toHaveTitle('Ошибка — Малахит')

  // The sign-in page needs no backend to show; the news list does.
  await gotoInteractive(page, `${site.url}/login/`)
  await expect(page).toHaveTitle('Вход в личный кабинет — Малахит')
  await page.getByRole('banner').getByRole('link', { name: 'Новости', exact: true }).click()
  await expect(page).toHaveURL(`${site.url}/news/`)
  await expect(page.getByText('503', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle('Ошибка — Малахит')
})

// A session the site holds for a visitor, whatever the backend thinks of it: the browser's cookies
// as the site writes them at a sign-in, with a refresh token of each test's own (the site shares
// one refresh among the requests that carry the same token).
let sessionNumber = 0
async function plantSession(context: BrowserContext, expiresAt: number) {
  sessionNumber += 1
  const cookie = (name: string, value: string) => ({ name, value, url: site.url, httpOnly: true, sameSite: 'Lax' as const })
  await context.addCookies([
    cookie('access_token', `an-access-token-${sessionNumber}`),
    cookie('refresh_token', `a-refresh-token-${sessionNumber}-${Date.now()}`),
    cookie('expires_in', String(expiresAt)),
    cookie('token_type', 'Bearer'),
  ])
}

/** A stored expiry two hours ago: the refresh was due an hour before the access token itself died. */
const longExpired = () => Date.now() - 2 * 60 * 60 * 1000

const endedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })

const PROFILE = {
  id: 7,
  name: 'Ольга Смирнова',
  email: 'olga@example.ru',
  phone: '+79991234567',
  company: null,
  email_verified_at: '2026-11-20T10:00:00Z',
  role: null,
  created_at: '2026-11-20T10:00:00Z',
}

const refreshFailures = [
  {
    way: 'the API refuses the refresh (its refresh token expired or was revoked)',
    answer: { status: 400, body: { error: 'invalid_grant', error_description: 'Сессия истекла или была завершена. Войдите снова.' } },
  },
  {
    way: 'the refresh keeps failing (5xx) until the access token has expired',
    answer: { status: 503, body: { message: 'Сервис недоступен.' } },
  },
  { way: 'the API cannot be reached until the access token has expired', answer: { status: 0, hangUp: true } },
]

for (const { way, answer } of refreshFailures) {
  test(`when ${way}, a full load of an account page leads to /login/ with the notice, told once`, async ({ page, context }) => {
    await plantSession(context, longExpired())
    backend.respondWith(answer)
    await gotoInteractive(page, `${site.url}/profile/`)
    await expect(page).toHaveURL(`${site.url}/login/?redirect=%2Fprofile%2F`)
    await expect(endedNotice(page)).toBeVisible()
    expect(backend.requests.map((request) => `${request.method} ${request.url}`)).toContain('POST /api/oauth/token')
    const names = (await context.cookies(site.url)).map((cookie) => cookie.name)
    expect(names).not.toContain('access_token')
    // The sign-in pages need no backend; the next one does not say it again.
    await gotoInteractive(page, `${site.url}/password/forgot/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(endedNotice(page)).toHaveCount(0)
  })
}

test('a session whose refresh keeps failing until the access token has expired ends on a client navigation, and says so', async ({
  page,
  context,
}) => {
  // Signed in and shown the profile while the backend answers.
  await plantSession(context, Date.now() + 10 * 60 * 1000)
  backend.respondWith({ status: 200, body: PROFILE })
  await gotoInteractive(page, `${site.url}/profile/`)
  await expect(page.getByText(PROFILE.email).first()).toBeVisible()

  // Then the backend fails, and the tokens age past the access token's own life.
  backend.respondWith({ status: 503, body: { message: 'Сервис недоступен.' } })
  await context.addCookies([{ name: 'expires_in', value: String(longExpired()), url: site.url, httpOnly: true, sameSite: 'Lax' }])
  await page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Сеансы' }).click()
  await expect(page).toHaveURL(`${site.url}/login/?redirect=%2Fprofile%2Fsessions%2F`)
  await expect(endedNotice(page)).toBeVisible()
  await expect(page.getByText(PROFILE.email)).toHaveCount(0)
})
