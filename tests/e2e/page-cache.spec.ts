import type { Browser, Page } from '@playwright/test'
import { expect, gotoInteractive, test } from './fixtures.ts'
import { signInNewPerson } from './support/account.ts'

// The production server keeps guests' pages and serves them again with a fresh nonce (a browser
// must run them under that nonce), answers a browser's revalidation with 304 (the browser then
// shows its own copy under that copy's policy), and never shows a kept guest page to a signed-in
// person or a signed-in person's page to anyone.

const PAGE = '/services/marketing/seo/'

const nonceOf = (csp: string | undefined) => /'nonce-([\w-]+)'/.exec(csp ?? '')?.[1]

/**
 * A page in a browser context of its own: the test fixtures' context intercepts requests (it stubs
 * the counters), and a browser that intercepts requests turns its cache off and asks every page
 * with Cache-Control: no-cache, which the server answers with a render of its own. Answers the
 * page and the errors its console reports (CSP violations among them).
 */
async function plainBrowserPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  return { page, errors }
}

test.describe('kept guest pages in the browser', () => {
  test('a page served again from the cache carries a new nonce and hydrates under it', async ({ browser, request }) => {
    // A first guest's visit renders the page and leaves it kept.
    const first = await request.get(PAGE)
    expect(first.headers().etag).toBeTruthy()
    const { page, errors } = await plainBrowserPage(browser)
    const response = await gotoInteractive(page, PAGE)
    expect(response?.headers().etag).toBe(first.headers().etag)
    const nonce = nonceOf(response?.headers()['content-security-policy'])
    expect(nonce).toBeTruthy()
    expect(nonce).not.toBe(nonceOf(first.headers()['content-security-policy']))
    // The scripts of the page run: a client-side navigation works.
    await page.getByRole('banner').getByRole('link', { name: 'Портфолио', exact: true }).click()
    await expect(page).toHaveURL('/portfolio/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a reload revalidates the browser’s copy (304) and the copy still runs under its own policy', async ({ browser }) => {
    const { page, errors } = await plainBrowserPage(browser)
    const scriptNonce = () => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce)
    const first = await gotoInteractive(page, PAGE)
    const firstNonce = await scriptNonce()
    expect(firstNonce).toBe(nonceOf(first?.headers()['content-security-policy']))
    const revalidation = page.waitForRequest((request) => new URL(request.url()).pathname === PAGE)
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect((await (await revalidation).allHeaders())['if-none-match']).toBe(first?.headers().etag)
    // The browser shows its own copy (the server said 304): the old nonce, and scripts still run.
    expect(await scriptNonce()).toBe(firstNonce)
    await page.getByRole('banner').getByRole('link', { name: 'Контакты', exact: true }).click()
    await expect(page).toHaveURL('/contacts/')
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a signed-in person gets pages of their own, and guests never get theirs', async ({ page, browser }) => {
    test.slow()
    // The page is kept for guests first.
    const { page: guest } = await plainBrowserPage(browser)
    await gotoInteractive(guest, PAGE)
    await expect(guest.getByRole('banner').getByRole('link', { name: 'Войти' }).first()).toBeVisible()

    const person = await signInNewPerson(page)
    await gotoInteractive(page, PAGE)
    await expect(page.getByRole('banner').getByRole('link', { name: `${person.name.split(' ')[0]}, личный кабинет` })).toBeVisible()

    // Another guest after the person's visit: the guest page, with nothing of the person in it.
    const { page: nextGuest } = await plainBrowserPage(browser)
    const response = await gotoInteractive(nextGuest, PAGE)
    expect(await response?.text()).not.toContain(person.email)
    await expect(nextGuest.getByRole('banner').getByRole('link', { name: 'Войти' }).first()).toBeVisible()
    await guest.context().close()
    await nextGuest.context().close()
  })
})
