import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startSite } from '../../support/site-process.ts'

// The production server as `npm start` runs it, with its metrics listener on a port of its own:
// what Prometheus scrapes after real requests, and the request log lines on its standard output.

let site: Awaited<ReturnType<typeof startSite>>
let metricsUrl: string

const POST = '/news/itogi-2025-goda/'

/** One sample of the scrape: the value of `name{labels}` (labels in the order prom-client writes them), 0 when absent. */
async function scrape(): Promise<(name: string, labels?: string) => number> {
  const response = await fetch(metricsUrl)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  const text = await response.text()
  return (name, labels = '') => {
    const line = text.split('\n').find((row) => row.startsWith(`${name}${labels ? `{${labels}}` : ''} `))
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0
  }
}

/** The status of a GET, its body read to the end (the server counts a request once its last byte has gone). */
async function statusOf(path: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${site.url}${path}`, { headers })
  await response.text()
  return response.status
}

/** The request log lines written so far, parsed (whole lines only: the last may still be arriving). */
function requestLines(): Record<string, unknown>[] {
  return site.output
    .join('')
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.message === 'Request')
}

beforeAll(async () => {
  const port = await freePort()
  metricsUrl = `http://127.0.0.1:${port}/metrics`
  site = await startSite({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' })
}, 240_000)

afterAll(async () => {
  await site?.stop()
})

describe('metrics', () => {
  it('count page cache hits, misses and bypasses, and time pages by their route pattern', async () => {
    const earlier = await scrape()
    expect(await statusOf(POST)).toBe(200)
    expect(await statusOf(POST)).toBe(200)
    expect(await statusOf(POST, { 'cache-control': 'no-cache' })).toBe(200)
    // Counted when the answer's connection reports it done, a moment after the client has read it.
    const pattern = 'method="GET",route="/news/$slug",status="200"'
    await expect
      .poll(
        async () =>
          (await scrape())('http_request_duration_seconds_count', pattern) - earlier('http_request_duration_seconds_count', pattern),
      )
      .toBe(3)
    const later = await scrape()
    const delta = (name: string, labels: string) => later(name, labels) - earlier(name, labels)
    expect(delta('malakhit_page_cache_requests_total', 'result="miss"')).toBe(1)
    expect(delta('malakhit_page_cache_requests_total', 'result="hit"')).toBe(1)
    expect(delta('malakhit_page_cache_requests_total', 'result="bypass"')).toBe(1)
    // The pattern, never the post's address: one series for every post.
    expect(delta('http_request_duration_seconds_count', 'method="GET",route="/news/$slug",status="200"')).toBe(3)
    expect(later('http_request_duration_seconds_bucket', 'le="+Inf",method="GET",route="/news/$slug",status="200"')).toBeGreaterThanOrEqual(
      3,
    )
  })

  it('name API requests by the API route pattern, files by their kind, and unknown addresses by one label', async () => {
    const earlier = await scrape()
    expect(await statusOf('/api/v1/posts/itogi-2025-goda')).toBe(200)
    expect(await statusOf('/api/v1/posts/no-such-post')).toBe(404)
    expect(await statusOf('/robots.txt')).toBe(200)
    expect(await statusOf('/og-image.jpg')).toBe(200)
    expect(await statusOf('/assets/missing-0000.js')).toBe(404)
    expect(await statusOf('/api/v9/nothing')).toBe(404)
    const last = 'method="GET",route="unmatched",status="404"'
    await expect
      .poll(
        async () => (await scrape())('http_request_duration_seconds_count', last) - earlier('http_request_duration_seconds_count', last),
      )
      .toBe(1)
    const later = await scrape()
    const delta = (labels: string) =>
      later('http_request_duration_seconds_count', labels) - earlier('http_request_duration_seconds_count', labels)
    expect(delta('method="GET",route="/api/v1/posts/:slug",status="200"')).toBe(1)
    expect(delta('method="GET",route="/api/v1/posts/:slug",status="404"')).toBe(1)
    expect(delta('method="GET",route="/robots.txt",status="200"')).toBe(1)
    expect(delta('method="GET",route="static",status="200"')).toBe(1)
    expect(delta('method="GET",route="asset",status="404"')).toBe(1)
    expect(delta('method="GET",route="unmatched",status="404"')).toBe(1)
  })

  it('count a rate limit refusal by the limit', async () => {
    const earlier = await scrape()
    const tokenRequest = () =>
      fetch(`${site.url}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=nobody&client_secret=wrong',
      })
    // 30 failed client authentications per minute per connection; the 31st is refused.
    for (let attempt = 0; attempt < 30; attempt++) expect((await tokenRequest()).status).toBe(401)
    expect((await tokenRequest()).status).toBe(429)
    const later = await scrape()
    expect(
      later('malakhit_rate_limit_refusals_total', 'limit="token"') - earlier('malakhit_rate_limit_refusals_total', 'limit="token"'),
    ).toBe(1)
  })

  it('report the database, the outbox, the build and the process at scrape time', async () => {
    const sample = await scrape()
    expect(sample('malakhit_database_up')).toBe(1)
    expect(sample('malakhit_outbox_pending_mails')).toBeGreaterThanOrEqual(0)
    expect(sample('malakhit_outbox_oldest_pending_mail_age_seconds')).toBeGreaterThanOrEqual(0)
    const health = (await (await fetch(`${site.url}/api/health`)).json()) as { build: string }
    expect(sample('malakhit_build_info', `build_id="${health.build}"`)).toBe(1)
    expect(sample('process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(sample('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
  })

  it('are served only on their own listener', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404)
    const onSite = await fetch(`${site.url}/metrics`)
    expect(await onSite.text()).not.toContain('http_request_duration_seconds')
  })
})

describe('request ids and the request log', () => {
  it('keep a well-formed X-Request-Id, answer with it and log one line for the request', async () => {
    const response = await fetch(`${site.url}/news/`, { headers: { 'x-request-id': 'lb-7f3a.42:test' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.42:test')
    await expect.poll(() => requestLines().filter((line) => line.requestId === 'lb-7f3a.42:test')).toHaveLength(1)
    const line = requestLines().find((row) => row.requestId === 'lb-7f3a.42:test')!
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/news/', route: '/news/', status: 200 })
    expect(typeof line.durationMs).toBe('number')
    expect(Date.parse(String(line.time))).not.toBeNaN()
  })

  it('replace an id that is too long or has unsafe characters with one of their own, on every kind of answer', async () => {
    for (const sent of ['x'.repeat(101), 'a b', 'id<script>', 'ид']) {
      const response = await fetch(`${site.url}/api/health`, {
        headers: { 'x-request-id': encodeURI(sent) === sent ? sent : encodeURI(sent) },
      })
      const id = response.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
    for (const path of ['/robots.txt', '/og-image.jpg', '/assets/missing.js', POST]) {
      expect((await fetch(`${site.url}${path}`)).headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('pass the id on to the API calls a page makes', async () => {
    // The API names its own route in its own context: the page's request keeps its page route.
    const response = await fetch(`${site.url}/articles/`, {
      headers: { 'x-request-id': 'page-with-api-calls', 'cache-control': 'no-cache' },
    })
    expect(response.status).toBe(200)
    await expect
      .poll(() => requestLines().filter((line) => line.requestId === 'page-with-api-calls'))
      .toEqual([expect.objectContaining({ route: '/articles/', status: 200 })])
  })

  it('write the stop as JSON lines with a time, like the start', async () => {
    await site.stop()
    const lines = site.output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const messages = lines.map((line) => String(line.message))
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/^Site is up/), 'Received SIGTERM.', 'Stopped.']))
    for (const line of lines) expect(Date.parse(String(line.time)), JSON.stringify(line)).not.toBeNaN()
  })
})
