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
