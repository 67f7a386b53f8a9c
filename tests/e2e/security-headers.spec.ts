import type { APIResponse, Page } from '@playwright/test'
import { expect, gotoInteractive, test } from './fixtures.ts'
import { signInNewPerson } from './support/account.ts'

// The server the configuration starts itself is the production build with NODE_ENV=production;
// with E2E_BASE_URL the tests may run against the dev server, whose CSP allows unsigned styles.
const productionServer = !process.env.E2E_BASE_URL

/** One page of each kind the site renders. */
const PAGES = {
  home: '/',
  list: '/news/',
  post: '/articles/core-web-vitals/',
  service: '/services/websites/corporate-site/',
  'portfolio project': '/garant-auto/garant/',
  '404': '/no-such-page/',
  login: '/login/',
} as const

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy header').toBeTruthy()
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

const nonceOf = (policy: string | undefined) =>
  directives(policy)
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice(7, -1)

function expectPageHeaders(response: APIResponse, referrerPolicy = 'strict-origin-when-cross-origin') {
  const headers = response.headers()
  const csp = directives(headers['content-security-policy'])
  const nonce = nonceOf(headers['content-security-policy'])
  expect(nonce, 'a nonce in script-src (128 bits, base64url)').toMatch(/^[A-Za-z0-9_-]{22}$/)
  expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]))
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
  if (productionServer) expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`])
  // Nothing loads unless a directive names it.
  expect(csp.get('default-src')).toEqual(["'none'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(headers['referrer-policy']).toBe(referrerPolicy)
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()')
  if (productionServer) expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  return nonce!
}

test.describe('security headers', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`the ${kind} page answers with a CSP and the other security headers, its tags signed with the nonce`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(path === PAGES['404'] ? 404 : 200)
      const nonce = expectPageHeaders(response)

      // Every executable script is signed with this response's nonce (JSON-LD is data, never run).
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
      const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'))
      expect(executable.length).toBeGreaterThan(0)
      for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`)
      expect(html).not.toMatch(/\sstyle="/)
    })
  }

  test('the pages opened from mailed links with a token send no referrer anywhere', async ({ request }) => {
    for (const path of [
      '/password/reset/?token=abc&email=olga%40example.ru',
      '/login-by-token/?token=not-a-real-token',
      '/verification/?token=not-a-real-token',
    ]) {
      expectPageHeaders(await request.get(path), 'no-referrer')
    }
  })

  test('every response gets a nonce of its own', async ({ page }) => {
    const first = nonceOf((await page.goto('/'))?.headers()['content-security-policy'])
    const second = nonceOf((await page.goto('/'))?.headers()['content-security-policy'])
    expect(first).toBeTruthy()
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
  })

  test('answers that are not pages are not sniffed either, nor embedded by other sites', async ({ request }) => {
    // Public files come from Vite under the dev server, from server/http.ts in production.
    for (const path of ['/api/health', '/news/rss.xml', '/robots.txt', ...(productionServer ? ['/favicon.svg'] : [])]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    }
    for (const path of ['/api/health', '/news/rss.xml', '/robots.txt']) {
      expect((await request.get(path)).headers()['cross-origin-resource-policy'], path).toBe('same-origin')
    }
    if (productionServer) {
      // The bundle serves the site's pages only; the public images are shown elsewhere too (feed covers, link previews).
      const html = await (await request.get('/')).text()
      const script = /<script[^>]*\ssrc="(\/assets\/[^"]+)"/.exec(html)?.[1]
      expect(script, 'a script of the bundle').toBeTruthy()
      expect((await request.get(script!)).headers()['cross-origin-resource-policy']).toBe('same-origin')
      expect((await request.get('/favicon.svg')).headers()['cross-origin-resource-policy']).toBe('cross-origin')
    }
    const redirect = await request.get('/news', { maxRedirects: 0 })
    expect(redirect.status()).toBe(301)
    expect(redirect.headers()['x-content-type-options']).toBe('nosniff')
  })
})

/** Records every CSP violation the page reports, across full loads and client-side navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation))
  // The visitor accepted the counters, so their scripts load under the policy too.
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ choice: 'all', version: 1, decidedAt: '2026-11-24T09:00:00.000Z' })),
  )
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return violations
}

/**
 * Waits until the page has nothing left to load (preloads included) and the tasks queued by then
 * have run: a violation's report is such a task, so every report there will be has arrived.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

test.describe('walking the site under the policy', () => {
  // Every test here also fails on any console error (fixtures.ts), and a blocked resource is one.
  const pages = {
    ...PAGES,
    'password reset': '/password/reset/?token=abc&email=olga%40example.ru',
    registration: '/registration/',
    brief: '/brief/',
    contacts: '/contacts/',
    company: '/company/',
    clients: '/clients/',
    solutions: '/solutions/',
    portfolio: '/portfolio/',
    search: `/search/?q=${encodeURIComponent('доступность')}`,
  }
  for (const [kind, path] of Object.entries(pages)) {
    test(`the ${kind} page loads and hydrates with no CSP violation`, async ({ page, expectBrowserError }) => {
      if (path === PAGES['404']) expectBrowserError(/status of 404/)
      const violations = await recordViolations(page)
      await gotoInteractive(page, path)
      // Hovering a link preloads its route (chunks and data) under the same policy.
      const link = page.getByRole('main').getByRole('link').first()
      if (await link.count()) await link.hover()
      await settled(page)
      expect(violations).toEqual([])
    })
  }

  test('the account pages of a signed-in person load with no CSP violation', async ({ page }) => {
    test.slow()
    const violations = await recordViolations(page)
    await signInNewPerson(page)
    await gotoInteractive(page, '/see-also-cards/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await gotoInteractive(page, '/profile/')
    await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()
    await settled(page)
    expect(violations).toEqual([])
  })

  test('client-side navigations load their chunks and styles with no CSP violation', async ({ page }) => {
    test.slow()
    const violations = await recordViolations(page)
    await gotoInteractive(page, '/')
    const header = page.getByRole('banner')
    for (const [name, url] of [
      ['Новости', '/news/'],
      ['Статьи', '/articles/'],
      ['Услуги', '/services/'],
      ['Портфолио', '/portfolio/'],
      ['Контакты', '/contacts/'],
    ] as const) {
      await header.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    // Reports arrive asynchronously: wait for the last ones.
    await settled(page)
    expect(violations).toEqual([])
  })
})

test.describe('cross-site writes', () => {
  test('a server function refuses a POST from another origin', async ({ page, request, baseURL }) => {
    // Signing in calls the logIn server function with a POST: capture that call.
    await gotoInteractive(page, '/login/')
    await page.getByLabel('Электронная почта').fill('nobody@example.ru')
    await page.getByLabel('Пароль', { exact: true }).fill('Не-тот-пароль-2027')
    const call = page.waitForRequest((req) => req.url().includes('/_serverFn/') && req.method() === 'POST')
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    const signIn = await call
    // The call as another page would make it: its body and content type, the other site's Origin.
    const sent = Object.entries(signIn.headers()).filter(([name]) => !/^(origin|referer|sec-fetch-.*)$/.test(name))
    const replay = (origin: string) =>
      request.post(signIn.url(), {
        headers: { ...Object.fromEntries(sent), origin },
        data: signIn.postDataBuffer() ?? undefined,
      })

    const refused = await replay('https://evil.example')
    expect(refused.status()).toBe(403)
    expect(refused.headers()['x-content-type-options']).toBe('nosniff')
    // The same call from the site itself is answered (a failed sign-in is an answer too).
    expect((await replay(new URL(baseURL!).origin)).status()).toBe(200)
  })

  test('the token endpoint answers its refusals as OAuth errors that no cache keeps, through the site too', async ({ request }) => {
    const get = await request.get('/api/oauth/token')
    expect(get.status()).toBe(405)
    expect(get.headers().allow).toBe('POST')
    expect(get.headers()['cache-control']).toBe('no-store')
    expect(await get.json()).toMatchObject({ error: 'invalid_request' })

    const crossSite = await request.post('/api/oauth/token', {
      headers: { origin: 'https://evil.example' },
      form: { grant_type: 'client_credentials' },
    })
    expect(crossSite.status()).toBe(403)
    expect(crossSite.headers()['cache-control']).toBe('no-store')
    expect(await crossSite.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringMatching(/другого сайта/) })
  })

  test('the API refuses a state-changing request from another origin with a message in Russian', async ({ request, baseURL }) => {
    const body = { name: 'Ольга', email: 'olga@example.ru', message: 'Здравствуйте!', consent: 'true' }
    const refused = await request.post('/api/v1/contact-requests', { headers: { origin: 'https://evil.example' }, data: body })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/другого сайта/) })

    // Without an Origin (a server, curl) or from the site itself the request reaches the endpoint,
    // which wants a bearer token.
    expect((await request.post('/api/v1/contact-requests', { data: body })).status()).toBe(401)
    expect((await request.post('/api/v1/contact-requests', { headers: { origin: new URL(baseURL!).origin }, data: body })).status()).toBe(
      401,
    )
  })
})
