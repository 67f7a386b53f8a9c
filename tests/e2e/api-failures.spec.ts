import type { BrowserContext, Page } from '@playwright/test'
import { startScriptedServer } from '../support/scripted-server.ts'
import { expect, gotoInteractive, test } from './fixtures.ts'
import { startSite } from '../support/site-process.ts'

// A site of its own, whose backend (API_BASE_URL) is a scripted server: each test decides what
// the API answers, or that it does not answer at all.
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

const answers = [
  { api: 403, page: 403, title: 'Отказано в доступе', retryAfter: undefined },
  { api: 400, page: 400, title: 'Ошибка', retryAfter: undefined },
  { api: 429, headers: { 'retry-after': '120' }, page: 429, title: 'Ошибка', retryAfter: '120' },
  { api: 503, headers: { 'retry-after': '30' }, page: 503, title: 'Ошибка', retryAfter: '30' },
  // A gateway that cannot reach the backend: for the visitor the service is unavailable, for a minute.
  { api: 502, page: 503, title: 'Ошибка', retryAfter: '60' },
]

for (const answer of answers) {
  test(`an API answer of ${answer.api} while rendering a page gives the page ${answer.page}, not 500`, async ({ request }) => {
    backend.respondWith({ status: answer.api, body: { message: 'Отказано.' }, headers: answer.headers })
    const response = await request.get(`${site.url}/news/`)
    expect(response.status()).toBe(answer.page)
    expect(response.headers()['retry-after']).toBe(answer.retryAfter)
    const html = await response.text()
    expect(html).toContain(`data-error-status="${answer.page}"`)
    expect(html).toContain(`<title>${answer.title} — Малахит</title>`)
    expect(html).toContain('На главную')
  })
}

test('an unreachable API gives pages 503 with Retry-After and the Russian error page', async ({ request }) => {
  unreachable()
  for (const path of ['/', '/news/']) {
    const response = await request.get(`${site.url}${path}`)
    expect(response.status(), path).toBe(503)
    expect(response.headers()['retry-after'], path).toBe('60')
    const html = await response.text()
    expect(html).toContain('data-error-status="503"')
    expect(html).toContain('Сервис временно недоступен')
  }
})

test('sitemap.xml and the feeds answer 503 with a Russian page while the API is out of reach, never JSON', async ({ request }) => {
  unreachable()
  for (const path of ['/sitemap.xml', '/news/rss.xml', '/articles/rss.xml']) {
    const response = await request.get(`${site.url}${path}`)
    expect(response.status(), path).toBe(503)
    expect(response.headers()['retry-after'], path).toBe('60')
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain('Сервис временно недоступен')
    expect(html).not.toContain('"status"')
  }
})

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

test("a post's old address that only the post's answer reveals keeps the visitor's query as written", async ({ request }) => {
  // The backend's redirects do not know the old address (the path rules pass it on); the post's answer does.
  backend.respondWith(
    { status: 404, body: { message: 'Переадресации для этого адреса нет.' } },
    { status: 200, body: { redirect: true, url: '/articles/new-name/', status: 301 } },
  )
  const response = await request.get(`${site.url}/articles/old-name/?utm_campaign=a%20b&utm_term=c+d`, { maxRedirects: 0 })
  expect(backend.requests.map((call) => new URL(call.url, backend.url).pathname)).toEqual(['/api/v1/redirects', '/api/v1/posts/old-name'])
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/articles/new-name/?utm_campaign=a%20b&utm_term=c+d')
})
