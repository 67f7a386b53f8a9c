import { expect, test } from '@playwright/test'

test('the API is mounted at /api and reports its health as JSON', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body).toMatchObject({ status: 'ok', database: 'up' })
  // A production build carries its own id (dev servers report 'development').
  expect(body.build).toEqual(expect.any(String))
  expect(body.build).not.toBe('development')
})

test('an unknown API path answers 404 JSON, not the site', async ({ request }) => {
  const response = await request.get('/api/v1/nothing-here')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
})

test('a missing asset answers 404 without the app; a real one is cached for good', async ({ request }) => {
  const missing = await request.get('/assets/x.js')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).not.toContain('<html')

  const html = await (await request.get('/')).text()
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  expect(stylesheet).toBeDefined()
  const asset = await request.get(stylesheet!)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toContain('immutable')
})

test('server-rendered HTML is compressed', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(['br', 'gzip']).toContain(response.headers()['content-encoding'])
})
