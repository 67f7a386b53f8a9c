import { type BrowserContext, expect, type Locator, type Page, type Route } from '@playwright/test'
import { ACCESS_TOKEN_TTL_SECONDS } from '#api/config.ts'
import { REFRESH_MARGIN_SECONDS } from '#app/lib/session/expiry.ts'
import { createAccount } from './api-user.ts'
import { newPerson } from './mail.ts'

/** Someone with an account, as the screens ask for it (`newPerson()` makes a fresh one). */
export type Person = ReturnType<typeof newPerson>

/** Opens a page and waits until its form can be used (buttons are enabled once the page is hydrated). */
export async function openForm(page: Page, path: string, submitName: string): Promise<Locator> {
  await page.goto(path)
  const submit = page.getByRole('button', { name: submitName, exact: true })
  await expect(submit).toBeEnabled({ timeout: 30_000 })
  return submit
}

/**
 * Registers through /registration/ as a person would (every field, the phone typed into its mask)
 * and waits for «Проверьте почту», which the screen shows without leaving /registration/. Nobody is
 * signed in yet: the code from the mail finishes the registration there.
 */
export async function registerThroughUi(page: Page, person: Person = newPerson()): Promise<Person> {
  const submit = await openForm(page, '/registration/', 'Зарегистрироваться')
  await page.getByLabel('Имя', { exact: true }).fill(person.name)
  await page.getByLabel('Электронная почта').fill(person.email)
  await page.getByLabel('Телефон').pressSequentially(person.phone)
  await page.getByLabel('Компания').fill(person.company)
  await page.getByLabel('Пароль', { exact: true }).fill(person.password)
  await page.getByLabel('Повторите пароль').fill(person.password)
  await page.getByRole('checkbox', { name: /пользовательского соглашения/ }).check()
  await submit.click()
  await expect(page.getByRole('heading', { name: 'Проверьте почту' })).toBeVisible()
  await expect(page).toHaveURL(/\/registration\/$/)
  return person
}

/**
 * Fills /login/ (or `path`, e.g. '/login/?redirect=/see-also-cards/') and presses «Войти»; where the
 * browser lands is for the test to check.
 */
export async function logInThroughUi(page: Page, person: Pick<Person, 'email' | 'password'>, path = '/login/'): Promise<void> {
  const submit = await openForm(page, path, 'Войти')
  await page.getByLabel('Электронная почта').fill(person.email)
  await page.getByLabel('Пароль', { exact: true }).fill(person.password)
  await submit.click()
}

/** Forgets the session in this browser (its cookies), without asking the site: the visitor is a guest again. */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies()
}

/** The message a field shows under itself, as assistive technology gets it (aria-invalid, aria-describedby). */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

/** The server-function calls a page makes from now on (Start's /_serverFn/ endpoint), to prove a check stayed in the browser. */
export function watchServerCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_serverFn/')) calls.push(`${request.method()} ${request.url()}`)
  })
  return calls
}

/**
 * Holds back the page's server-function calls from now on until `release()`, so that a test can look
 * at the pending state for as long as it takes; then each goes on as `answer` says (to the server by default).
 */
export async function holdServerCalls(page: Page, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_serverFn/**', async (route) => {
    await released
    await answer(route)
  })
  return { release }
}

/**
 * A fresh account (made through the API, as another device would) signed in through /login/: for
 * tests of the signed-in screens rather than of registration. The browser ends on /profile/, loaded.
 */
export async function signInNewPerson(page: Page): Promise<Person> {
  const person = await createAccount(page.request)
  await logInThroughUi(page, person)
  await expect(page).toHaveURL(/\/profile\/$/)
  // The address changes before the profile has loaded: the page is the profile once its forms are there.
  await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()
  return person
}

/** The four session cookies. */
export const SESSION_COOKIES = ['access_token', 'refresh_token', 'expires_in', 'token_type']

/** The browser's cookies by name. */
export const cookieMap = async (context: BrowserContext) =>
  Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]))

/**
 * Brings the session's stored expiry (the `expires_in` cookie, an hour before the access token itself
 * runs out) to a moment just past, as if that hour had come: the next request the site gets with these
 * cookies refreshes the tokens at the API first. The expiry the site wrote is checked before.
 */
export async function makeRefreshDue(page: Page): Promise<void> {
  const { expires_in: expiry } = await cookieMap(page.context())
  const left = Number(expiry?.value) - Date.now()
  expect(left, 'the stored expiry of a fresh session').toBeGreaterThan(0)
  expect(left, 'the stored expiry of a fresh session').toBeLessThanOrEqual((ACCESS_TOKEN_TTL_SECONDS - REFRESH_MARGIN_SECONDS) * 1000)
  await page.context().addCookies([{ ...expiry!, value: String(Date.now() - 1000) }])
}
