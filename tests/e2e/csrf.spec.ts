import { expect, gotoInteractive, test } from './fixtures.ts'

test('a server function refuses calls from another site and serves the site itself', async ({ page, request, expectBrowserError }) => {
  expectBrowserError(/status of 404/)
  // A client-side navigation to the home page calls its server function: capture that call.
  await gotoInteractive(page, '/no-such-page/')
  const call = page.waitForRequest((req) => req.url().includes('/_serverFn/'))
  await page.getByRole('link', { name: 'На главную', exact: true }).click()
  const url = (await call).url()

  // As the site's own client sends it (a call without Start's mark is refused: tests/integration/server/hostile-server-fn-calls.test.ts).
  const own = await request.get(url, { headers: { 'sec-fetch-site': 'same-origin', 'x-tsr-serverFn': 'true' } })
  expect(own.status()).toBe(200)

  const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
  expect((await request.get(url, { headers: crossSite })).status()).toBe(403)
  const refused = await request.post(url, { headers: crossSite, data: {} })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({ message: expect.stringMatching(/[а-яё]/i) })
})
