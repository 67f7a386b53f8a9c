import { afterAll, beforeAll, expect, it } from 'vitest'
import { startScriptedServer } from '../../support/scripted-server.ts'
import { siteFetch } from '../../support/site-fetch.ts'
import { START_TIMEOUT_MS, startSite } from '../../support/site-process.ts'

// A site of its own, whose backend (API_BASE_URL) is a scripted server: each test decides what the
// API answers, or that it does not answer at all. What the browser shows of it: tests/e2e/api-failures.spec.ts.

let backend: Awaited<ReturnType<typeof startScriptedServer>>
let site: Awaited<ReturnType<typeof startSite>>

beforeAll(async () => {
  backend = await startScriptedServer()
  site = await startSite(
    { API_BASE_URL: `${backend.url}/api`, API_CLIENT_ID: 'site', API_CLIENT_SECRET: 'a-client-secret-for-tests' },
    { startTimeoutMs: START_TIMEOUT_MS },
  )
}, 240_000)

afterAll(async () => {
  await site?.stop()
  await backend?.close()
})

/** The backend is down: every connection is dropped without an answer. */
const unreachable = () => backend.respondWith({ status: 0, hangUp: true })

const answers = [
  { api: 403, page: 403, title: 'Отказано в доступе', retryAfter: null },
  { api: 400, page: 400, title: 'Ошибка', retryAfter: null },
  { api: 429, headers: { 'retry-after': '120' }, page: 429, title: 'Ошибка', retryAfter: '120' },
  { api: 503, headers: { 'retry-after': '30' }, page: 503, title: 'Ошибка', retryAfter: '30' },
  // A gateway that cannot reach the backend: for the visitor the service is unavailable, for a minute.
  { api: 502, page: 503, title: 'Ошибка', retryAfter: '60' },
]

for (const answer of answers) {
  it(`an API answer of ${answer.api} while rendering a page gives the page ${answer.page}, not 500`, async () => {
    backend.respondWith({ status: answer.api, body: { message: 'Отказано.' }, headers: answer.headers })
    const response = await siteFetch(site.url, '/news/')
    expect(response.status).toBe(answer.page)
    expect(response.headers.get('retry-after')).toBe(answer.retryAfter)
    const html = await response.text()
    expect(html).toContain(`data-error-status="${answer.page}"`)
    expect(html).toContain(`<title>${answer.title} — Малахит</title>`)
    expect(html).toContain('На главную')
  })
}

it('an unreachable API gives pages 503 with Retry-After and the Russian error page', async () => {
  unreachable()
  for (const path of ['/', '/news/']) {
    const response = await siteFetch(site.url, path)
    expect(response.status, path).toBe(503)
    expect(response.headers.get('retry-after'), path).toBe('60')
    const html = await response.text()
    expect(html).toContain('data-error-status="503"')
    expect(html).toContain('Сервис временно недоступен')
  }
})

it('sitemap.xml and the feeds answer 503 with a Russian page while the API is out of reach, never JSON', async () => {
  unreachable()
  for (const path of ['/sitemap.xml', '/news/rss.xml', '/articles/rss.xml']) {
    const response = await siteFetch(site.url, path)
    expect(response.status, path).toBe(503)
    expect(response.headers.get('retry-after'), path).toBe('60')
    expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain('Сервис временно недоступен')
    expect(html).not.toContain('"status"')
  }
})

it("a post's old address that only the post's answer reveals keeps the visitor's query as written", async () => {
  // The backend's redirects do not know the old address (the path rules pass it on); the post's answer does.
  backend.respondWith(
    { status: 404, body: { message: 'Переадресации для этого адреса нет.' } },
    { status: 200, body: { redirect: true, url: '/articles/new-name/', status: 301 } },
  )
  const response = await siteFetch(site.url, '/articles/old-name/?utm_campaign=a%20b&utm_term=c+d', { redirect: 'manual' })
  expect(backend.requests.map((call) => new URL(call.url, backend.url).pathname)).toEqual(['/api/v1/redirects', '/api/v1/posts/old-name'])
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toBe('/articles/new-name/?utm_campaign=a%20b&utm_term=c+d')
})
