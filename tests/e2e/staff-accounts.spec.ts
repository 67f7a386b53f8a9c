import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, stubCounterScripts, test } from './fixtures.ts'
import { expectFieldError, logInThroughUi } from './support/account.ts'
import { linkIn, newPerson, waitForMail } from './support/mail.ts'
import { FIRST_ADMIN } from './support/staff.ts'
import { authenticatorApp } from './support/staff-accounts.ts'

// The staff area's own accounts, worked through its screens: the first admin invites, changes roles
// and takes access away; the invited person connects an authenticator app on the security screen.
// Two browsers: the admin's and the new staff member's, each with a session of its own.

test.describe.configure({ timeout: 180_000 })

/** The first admin, signed in through /login/ on the way to `path`, in a browser of their own. */
async function adminAt(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.250.${process.pid % 250}.7` } })
  await stubCounterScripts(context)
  const page = await context.newPage()
  await logInThroughUi(page, FIRST_ADMIN, `/login/?redirect=${encodeURIComponent(path)}`)
  await expect(page).toHaveURL((url) => url.pathname === path)
  return page
}

/** The code step of a sign-in, answered with `code`, leading back to `path`. */
async function answerCodeStep(page: Page, code: string, mode: 'app' | 'recovery' = 'app') {
  await expect(page.getByRole('heading', { name: 'Подтвердите вход' })).toBeVisible()
  if (mode === 'recovery') await page.getByRole('button', { name: 'Ввести резервный код' }).click()
  await page.getByLabel(mode === 'app' ? 'Код из приложения' : 'Резервный код').fill(code)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
}

/** The row of a staff member on /admin/staff/. */
const memberRow = (page: Page, email: string) => page.getByRole('listitem').filter({ hasText: email })

test('an admin invites an editor, who connects an app and signs in with a code; a new role holds at once, a revoked access ends the session', async ({
  page,
  browser,
  baseURL,
  expectBrowserError,
}) => {
  expectBrowserError(/status of 403/)
  expectBrowserError(/ApiRequestError: Это может сделать только администратор\./)
  expectBrowserError(/ApiRequestError: Этот раздел доступен только сотрудникам агентства\./)
  const editor = newPerson()
  const admin = await adminAt(browser, baseURL, '/admin/staff/')
  await expect(admin.getByRole('heading', { level: 1, name: 'Сотрудники' })).toBeVisible()
  await expect(memberRow(admin, FIRST_ADMIN.email)).toContainText('это вы')

  // The invitation: checked in the browser first, then sent.
  const email = admin.getByLabel('Электронная почта')
  await email.fill('не-адрес')
  await admin.getByRole('button', { name: 'Отправить приглашение' }).click()
  await expectFieldError(email, 'Проверьте адрес электронной почты')
  await email.fill(editor.email)
  await admin.getByLabel('Роль').first().selectOption('editor')
  await admin.getByRole('button', { name: 'Отправить приглашение' }).click()
  await expect(admin.getByText(`Приглашение отправлено на ${editor.email}.`, { exact: false })).toBeVisible()
  await expect(admin.getByRole('region', { name: 'Приглашения' }).getByText(editor.email, { exact: true })).toBeVisible()
  await expectAccessible(admin)

  // The editor accepts the mailed link with a name and a password, and lands in the staff area.
  await gotoInteractive(page, linkIn(await waitForMail(editor.email, 'staff.invitation'), '/staff-invitation/'))
  await page.getByLabel('Имя', { exact: true }).fill(editor.name)
  await page.getByLabel('Пароль', { exact: true }).fill(editor.password)
  await page.getByLabel('Повторите пароль').fill(editor.password)
  await page.getByRole('button', { name: 'Принять приглашение' }).click()
  await expect(page).toHaveURL(/\/admin\/$/)

  // An editor's menu has no admins' sections, and their addresses answer 403.
  const menu = page.getByRole('navigation', { name: 'Разделы управления сайтом' })
  await expect(menu.getByRole('link', { name: 'Безопасность' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Переадресации' })).toHaveCount(0)
  expect((await gotoInteractive(page, '/admin/staff/'))?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'Отказано в доступе' })).toBeVisible()

  // The security screen: the app connected by its QR code's secret, then its first code.
  await gotoInteractive(page, '/admin/')
  await page.getByRole('navigation', { name: 'Разделы управления сайтом' }).getByRole('link', { name: 'Безопасность' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Безопасность' })).toBeVisible()
  await expect(page.getByText('Вход по коду выключен')).toBeVisible()
  const screen = await page.request.get('/admin/security/')
  expect(screen.headers()['cache-control']).toBe('private, no-store')
  // Every address the page asks from now on: none may carry the secret or a code.
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const setup = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname.startsWith('/_serverFn/'),
  )
  await page.getByRole('button', { name: 'Подключить приложение' }).click()
  expect((await setup).headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible()
  const secret = (await page.locator('#second-factor-secret').textContent())!.replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  expect(page.url()).not.toContain(secret)
  const app = authenticatorApp(secret)
  await expectAccessible(page)

  const code = page.getByLabel('Код из приложения')
  await code.fill('12345')
  await page.getByRole('button', { name: 'Включить вход по коду' }).click()
  await expectFieldError(code, 'Код из приложения — шесть цифр.')
  await code.fill(app.wrongCode())
  await page.getByRole('button', { name: 'Включить вход по коду' }).click()
  await expectFieldError(code, 'Код не подошёл')
  await code.fill(app.code())
  await page.getByRole('button', { name: 'Включить вход по коду' }).click()

  // The recovery codes, shown once: saved as a text file.
  await expect(page.getByRole('heading', { name: 'Сохраните резервные коды' })).toBeFocused()
  const shown = await page.getByRole('list', { name: 'Резервные коды' }).getByRole('listitem').allTextContents()
  expect(shown).toHaveLength(10)
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать .txt' }).click()])
  expect(file.suggestedFilename()).toBe('malakhit-recovery-codes.txt')
  const saved = await readFile((await file.path())!, 'utf8')
  expect(saved).toContain(editor.email)
  for (const recovery of shown) expect(saved).toContain(recovery.trim())
  for (const url of requested) for (const secretText of [secret, ...shown]) expect(url).not.toContain(secretText.trim())
  await page.getByRole('button', { name: 'Коды сохранены' }).click()
  await expect(page.getByText('Вход по коду включён')).toBeVisible()
  await expect(page.getByText('Осталось неиспользованных кодов: 10 из 10.')).toBeVisible()

  // Signed out, then in again: the password, then the app's code.
  await gotoInteractive(page, '/profile/')
  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL(/\/$/)
  await logInThroughUi(page, editor, '/login/?redirect=%2Fadmin%2Fsecurity%2F')
  await answerCodeStep(page, app.code())
  await expect(page).toHaveURL(/\/admin\/security\/$/)
  await expect(page.getByText('Вход по коду включён')).toBeVisible()

  // The admin makes the editor an admin: the new role holds at the editor's next step.
  await admin.reload()
  const row = memberRow(admin, editor.email)
  await expect(row).toContainText('Редактор')
  await expect(row).toContainText('вход по коду: включён')
  await row.getByLabel('Роль').selectOption('admin')
  await row.getByRole('button', { name: 'Сменить роль' }).click()
  await expect(admin.getByText(`${editor.name} теперь администратор.`)).toBeVisible()
  await expect(row).toContainText('Роль: Администратор')
  await gotoInteractive(page, '/admin/')
  await expect(page.getByRole('navigation', { name: 'Разделы управления сайтом' }).getByRole('link', { name: 'Сотрудники' })).toBeVisible()

  // The admin takes the access away, after a question: the session ends at once.
  await row.getByRole('button', { name: `Закрыть доступ: ${editor.name}` }).click()
  const dialog = admin.getByRole('dialog', { name: `Закрыть доступ для ${editor.name}?` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Закрыть доступ', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(admin.getByText('Доступ к управлению сайтом закрыт, сеансы сотрудника завершены.')).toBeVisible()
  await expect(memberRow(admin, editor.email)).toHaveCount(0)
  await gotoInteractive(page, '/admin/')
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fadmin%2F$/)

  // The account stays, with its second factor (a saved recovery code here), but the staff area is closed to it.
  await logInThroughUi(page, editor, page.url())
  await answerCodeStep(page, shown[0]!.trim(), 'recovery')
  await expect(page.getByRole('heading', { level: 1, name: 'Отказано в доступе' })).toBeVisible()
  await admin.context().close()
})

test('an admin adds, changes and deletes a redirect, and the old address answers with it at once', async ({ browser, baseURL }) => {
  // Kept as the table keeps old addresses: without the closing slash.
  const old = `/old-e2e-${Date.now().toString(36)}`
  const admin = await adminAt(browser, baseURL, '/admin/redirects/')
  await expect(admin.getByRole('heading', { level: 1, name: 'Переадресации' })).toBeVisible()
  const form = admin.getByRole('form', { name: 'Новая переадресация' })
  const add = form.getByRole('button', { name: 'Добавить переадресацию' })

  // The browser's check, then the API's: no address leads to itself.
  await form.getByLabel('Старый адрес').fill('old-page')
  await form.getByLabel('Куда вести').fill('/news/')
  await add.click()
  await expectFieldError(form.getByLabel('Старый адрес'), 'Укажите адрес на этом сайте, начиная с «/»')
  await form.getByLabel('Старый адрес').fill(old)
  await form.getByLabel('Куда вести').fill(old)
  await add.click()
  await expectFieldError(form.getByLabel('Куда вести'), 'Адрес не может вести сам на себя.')

  await form.getByLabel('Куда вести').fill('/news/')
  await add.click()
  await expect(admin.getByText(`Переадресация с ${old} добавлена.`)).toBeVisible()
  await expectAccessible(admin)
  let answer = await admin.request.get(`${old}/`, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(new URL(answer.headers().location!, baseURL).pathname).toBe('/news/')

  // Found by a part of its address, and changed in its dialog.
  await admin.getByLabel('Поиск по адресам').fill(old.slice(1))
  await admin.getByRole('button', { name: 'Найти' }).click()
  await expect(admin).toHaveURL(/\?q=/)
  await expect(admin.getByRole('heading', { name: 'Найдено: 1' })).toBeVisible()
  await admin.getByRole('button', { name: `Изменить переадресацию с ${old}` }).click()
  const edit = admin.getByRole('dialog').getByRole('form', { name: 'Изменение переадресации' })
  await edit.getByLabel('Куда вести').fill('/articles/')
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await expect(admin.getByText(`Переадресация с ${old} сохранена.`)).toBeVisible()
  answer = await admin.request.get(`${old}/`, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(new URL(answer.headers().location!, baseURL).pathname).toBe('/articles/')

  await admin.getByRole('button', { name: `Удалить переадресацию с ${old}` }).click()
  await admin.getByRole('dialog', { name: 'Удалить переадресацию?' }).getByRole('button', { name: 'Удалить', exact: true }).click()
  await expect(admin.getByText('Переадресация удалена.')).toBeVisible()
  await expect(admin.getByText('По этому запросу переадресаций нет.')).toBeVisible()
  expect((await admin.request.get(`${old}/`, { maxRedirects: 0 })).status()).toBe(404)
  await admin.context().close()
})

test('the security screen and the staff list fit a phone’s width @phone', async ({ browser, baseURL }) => {
  const admin = await adminAt(browser, baseURL, '/admin/staff/')
  for (const path of ['/admin/staff/', '/admin/security/', '/admin/redirects/']) {
    await admin.setViewportSize({ width: 390, height: 844 })
    await gotoInteractive(admin, path)
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
    // The menu is wider than a phone: the current section, at its far end, is scrolled into sight.
    const current = admin.getByRole('navigation', { name: 'Разделы управления сайтом' }).locator('[aria-current="page"]')
    await expect(current, path).toBeInViewport({ ratio: 1 })
  }
  // A long address in the log (an old one, Cyrillic percent-encoded: no place to break a line) wraps
  // inside its card instead of running off the screen's edge.
  const old = `/${encodeURIComponent('стараястраницаокомпании'.repeat(2))}${Date.now().toString(36)}`
  const form = admin.getByRole('form', { name: 'Новая переадресация' })
  await form.getByLabel('Старый адрес').fill(old)
  await form.getByLabel('Куда вести').fill('/news/')
  await form.getByRole('button', { name: 'Добавить переадресацию' }).click()
  await expect(admin.getByText(`Переадресация с ${old} добавлена.`)).toBeVisible()
  await gotoInteractive(admin, '/admin/audit/')
  const entry = admin.getByRole('listitem').filter({ hasText: old }).first()
  const clipped = await entry.evaluate((item) =>
    [...item.querySelectorAll('dd')].some(
      (value) => value.scrollWidth > value.clientWidth || value.getBoundingClientRect().right > item.getBoundingClientRect().right,
    ),
  )
  expect(clipped).toBe(false)
  await admin.context().close()
})
