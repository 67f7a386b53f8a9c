import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, stubCounterScripts, test } from './fixtures.ts'
import { cookieMap, logInThroughUi, type Person } from './support/account.ts'
import { createAccount } from './support/api-user.ts'
import { deliveredMails, waitForMail } from './support/mail.ts'

// The account's sessions: every device signed in is listed, and any other can be ended from here;
// an ended one is signed out on its next request, and a new device is told of by mail.

// Most tests sign in from two or three browsers, each a cold start of the site.
test.describe.configure({ timeout: 90_000 })

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const sessionsList = (page: Page) => page.getByRole('region', { name: 'Активные сеансы' }).getByRole('listitem')
const endedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Сеанс входа завершён' })

/** The phone of every new person (newPerson), as the profile shows it. */
const PHONE_SHOWN = '+7 (999) 123-45-67'

/** How often at most a tab that comes back asks whether its session still holds (30 s), and a little more. */
const RECHECK_BOUND_MS = 30_000 + 1_000

/** The tab goes into the background and comes back, as when the person switches to another tab and back. */
async function comeBackIntoView(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

/** Another device of the same person: a browser context of its own, with its own User-Agent, signed in. */
async function signInElsewhere(browser: Browser, baseURL: string | undefined, person: Person, userAgent: string) {
  const context = await browser.newContext({ baseURL, userAgent, viewport: { width: 390, height: 844 } })
  await stubCounterScripts(context)
  const page = await context.newPage()
  await logInThroughUi(page, person)
  await expect(page).toHaveURL(/\/profile\/$/)
  return page
}

test('another device is listed, and ending it signs it out on its next request', async ({ page, browser, baseURL }) => {
  const person = await createAccount(page.request)
  await logInThroughUi(page, person)
  await expect(page).toHaveURL(/\/profile\/$/)
  const phone = await signInElsewhere(browser, baseURL, person, IPHONE)
  await expect(phone.getByRole('form', { name: 'Личные данные' })).toBeVisible()
  const phoneTab = await phone.context().newPage()
  await gotoInteractive(phoneTab, '/profile/sessions/')
  await expect(sessionsList(phoneTab)).toHaveCount(2)

  await page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Сеансы' }).click()
  await expect(page).toHaveURL(/\/profile\/sessions\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сеансы')
  const rows = sessionsList(page)
  await expect(rows).toHaveCount(2)
  // This session first, marked; the phone after it, with its device read from the User-Agent.
  await expect(rows.first()).toContainText('Этот сеанс')
  await expect(rows.first().getByRole('button')).toHaveCount(0)
  await expect(rows.nth(1)).toContainText('iPhone · Safari 18')
  await expect(rows.nth(1)).toContainText('только что')
  await expectAccessible(page)

  await rows.nth(1).getByRole('button', { name: 'Завершить сеанс: iPhone · Safari 18' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Сеанс завершён' })).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(page.getByText('Других активных сеансов нет')).toBeVisible()
  // The button went with its row: focus is on the list's heading, not lost.
  await expect(page.getByRole('heading', { name: 'Активные сеансы' })).toBeFocused()

  // The phone's next request finds its session gone: to the sign-in screen, and told why; its other
  // tab, open on the account, follows at once without a request of its own.
  await phone.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Рекомендуем посмотреть' }).click()
  await expect(phone).toHaveURL('/login/?redirect=%2Fsee-also-cards%2F')
  await expect(endedNotice(phone)).toBeVisible()
  await expect(phoneTab).toHaveURL('/login/?redirect=%2Fprofile%2Fsessions%2F')
  await expect(phoneTab.getByText(person.email)).toHaveCount(0)
  await phone.context().close()
})

test('a new device mails the owner, whose link leads to the sessions; «end all others» signs the rest out', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await createAccount(page.request)
  await logInThroughUi(page, person)
  await expect(page).toHaveURL(/\/profile\/$/)
  // The first device of an account is not news; a second one is.
  const desktop = await signInElsewhere(browser, baseURL, person, WINDOWS)
  const mail = await waitForMail(person.email, 'account.new-sign-in')
  expect(mail.subject).toBe('Малахит: новый вход в личный кабинет')
  expect(mail.text).toContain('Windows · Chrome 131')
  expect(mail.text).toMatch(/\(МСК\)/)
  const link = /https?:\/\/\S+?\/profile\/sessions\//.exec(mail.text)?.[0]
  expect(link).toBeDefined()
  const phone = await signInElsewhere(browser, baseURL, person, IPHONE)

  // The device's id: out of scripts' reach, kept a year, sent to this site only.
  const deviceCookie = (await cookieMap(desktop.context())).device_id
  expect(deviceCookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
  expect(deviceCookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000)

  await gotoInteractive(page, new URL(link!).pathname)
  const rows = sessionsList(page)
  await expect(rows).toHaveCount(3)
  await page.getByRole('button', { name: 'Завершить все другие сеансы' }).click()
  const dialog = page.getByRole('dialog', { name: 'Завершить все другие сеансы?' })
  await expect(dialog).toContainText('2 сеанса будут завершены')
  await dialog.getByRole('button', { name: 'Завершить' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Другие сеансы завершены' })).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Этот сеанс')

  for (const other of [desktop, phone]) {
    await other.goto('/profile/')
    await expect(other).toHaveURL('/login/?redirect=%2Fprofile%2F')
    await expect(endedNotice(other)).toBeVisible()
  }
  // This device stays signed in.
  await page.reload()
  await expect(rows).toHaveCount(1)
  await desktop.context().close()
  await phone.context().close()
})

test('a device whose session was ended elsewhere leaves the account as soon as its tab comes back into view, and says why', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await createAccount(page.request)
  // This device's clock is the test's: the check of a tab coming back is bounded in time.
  await page.clock.install()
  await logInThroughUi(page, person)
  await expect(page).toHaveURL(/\/profile\/$/)
  await expect(page.getByText(person.email).first()).toBeVisible()
  await expect(page.getByText(PHONE_SHOWN)).toBeVisible()

  // Another device ends every session but its own; this tab, in the background, hears nothing of it.
  const desktop = await signInElsewhere(browser, baseURL, person, WINDOWS)
  await gotoInteractive(desktop, '/profile/sessions/')
  await desktop.getByRole('button', { name: 'Завершить все другие сеансы' }).click()
  await desktop.getByRole('dialog', { name: 'Завершить все другие сеансы?' }).getByRole('button', { name: 'Завершить' }).click()
  await expect(desktop.getByRole('status').filter({ hasText: 'Другие сеансы завершены' })).toBeVisible()

  // Past the bound on how often a tab asks, whatever it asked before; then the person comes back to it.
  await page.clock.fastForward(RECHECK_BOUND_MS)
  await comeBackIntoView(page)
  await expect(page).toHaveURL('/login/?redirect=%2Fprofile%2F')
  await expect(endedNotice(page)).toBeVisible()
  await expect(page.getByText(person.email)).toHaveCount(0)
  await expect(page.getByText(person.name)).toHaveCount(0)
  await expect(page.getByText(PHONE_SHOWN)).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Личные данные' })).toHaveCount(0)
  // Told once: the next page does not say it again.
  await gotoInteractive(page, '/services/')
  await expect(endedNotice(page)).toHaveCount(0)
  await desktop.context().close()
})

test('signing in again from a known device sends no mail about it', async ({ page, browser, baseURL }) => {
  const person = await createAccount(page.request)
  await logInThroughUi(page, person)
  await expect(page).toHaveURL(/\/profile\/$/)
  const phone = await signInElsewhere(browser, baseURL, person, IPHONE)
  const first = await waitForMail(person.email, 'account.new-sign-in')
  // Out and in again on the same phone: its device cookie stays, so the account knows it.
  await phone.getByRole('button', { name: 'Выйти' }).click()
  await expect(phone).toHaveURL('/')
  await logInThroughUi(phone, person)
  await expect(phone).toHaveURL(/\/profile\/$/)
  // A third device is new again: its mail comes, after any the phone's second sign-in could have
  // queued (the outbox goes in order), and there is none of those.
  const desktop = await signInElsewhere(browser, baseURL, person, WINDOWS)
  const next = await waitForMail(person.email, 'account.new-sign-in', { after: first.id })
  expect(next.text).toContain('Windows · Chrome 131')
  expect((await deliveredMails(person.email, 'account.new-sign-in')).map((mail) => mail.id)).toEqual([next.id, first.id])
  await phone.context().close()
  await desktop.context().close()
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the sessions fit a phone’s width', async ({ page, browser, baseURL }) => {
    const person = await createAccount(page.request)
    await logInThroughUi(page, person)
    await expect(page).toHaveURL(/\/profile\/$/)
    const other = await signInElsewhere(browser, baseURL, person, WINDOWS)
    await gotoInteractive(page, '/profile/sessions/')
    await expect(sessionsList(page)).toHaveCount(2)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const end = page.getByRole('button', { name: 'Завершить сеанс: Windows · Chrome 131' })
    await end.scrollIntoViewIfNeeded()
    await expect(end).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: test.info().outputPath('sessions-390.png'), fullPage: true })
    await other.context().close()
  })
})
