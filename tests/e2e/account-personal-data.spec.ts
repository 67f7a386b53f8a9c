import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { PersonalDataExport } from '#shared/contract/personal-data.ts'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'
import { forgetSession, registerThroughUi, signInNewPerson } from './support/account.ts'
import { alexeysBrief, sendBrief } from './support/brief.ts'
import { codeIn, waitForMail } from './support/mail.ts'

// Each test makes an account (argon2 hashing) and waits for mails: more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

const section = (page: Page) => page.getByRole('region', { name: 'Мои данные' })

/** Presses «Скачать мои данные» on the profile and reads the file the browser downloads. */
async function downloadExport(page: Page): Promise<PersonalDataExport> {
  const download = page.waitForEvent('download')
  await section(page).getByRole('link', { name: 'Скачать мои данные' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^malakhit-personal-data-\d{4}-\d{2}-\d{2}\.json$/)
  return JSON.parse(await readFile(await file.path(), 'utf8')) as PersonalDataExport
}

/** Waits for the server function that records the cookie choice to answer (the choice is clicked meanwhile). */
const consentRecorded = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/_serverFn/') && response.request().method() === 'POST')

test('a person downloads their data from the profile: the brief they sent from the site and their registration consent', async ({
  page,
}) => {
  const person = await registerThroughUi(page)
  const mail = await waitForMail(person.email, 'account.verification')
  await page.getByLabel('Код из письма').fill(codeIn(mail))
  await page.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(page.getByRole('region', { name: 'Почта подтверждена' })).toBeFocused()

  await sendBrief(page, { ...alexeysBrief, email: person.email })

  await gotoInteractive(page, '/profile/')
  await expect(section(page)).toContainText('брифы и обращения, отправленные с подтверждённой почты')
  const data = await downloadExport(page)
  // Still on the profile: the file came as a download.
  await expect(page).toHaveURL(/\/profile\/$/)

  expect(data.profile.email).toBe(person.email)
  expect(Date.now() - Date.parse(data.generated_at)).toBeLessThan(5 * 60_000)
  expect(data.briefs).toEqual([
    expect.objectContaining({
      name: alexeysBrief.name,
      description: alexeysBrief.description,
      status: 'new',
      attachment: { filename: 'techzadanie.pdf', size: expect.any(Number) },
    }),
  ])
  const registration = data.consents.find((consent) => consent.purpose === 'registration')
  expect(registration?.documents.map((document) => document.document)).toEqual(['agreement', 'privacy'])
  for (const document of registration!.documents) expect(document.version).toMatch(/^[0-9a-f]{16}$/)
  // Each document by its name, with where to read it now.
  expect(registration?.documents.map(({ title, url }) => ({ title, url }))).toEqual([
    { title: 'Пользовательское соглашение', url: expect.stringMatching(/^https?:\/\/[^/]+\/agreement\/$/) },
    { title: 'Политика обработки персональных данных', url: expect.stringMatching(/^https?:\/\/[^/]+\/privacy\/$/) },
  ])
  expect(data.consents.map((consent) => consent.purpose)).toContain('brief')
  expect(data.sessions.length).toBeGreaterThan(0)
  // The browser as the sessions section names it (Playwright’s desktop Chrome says Windows), the legend first in the file.
  expect(data.sessions[0]!.device).toMatch(/^Windows · Chrome \d+$/)
  expect(Object.keys(data)[0]).toBe('about')
  expect(data.about.sections.devices).toMatch(/каждый указан один раз/)
})

test('the privacy policy names its edition and tells what the export holds and what deletion removes', async ({ page }) => {
  await gotoInteractive(page, '/privacy/')
  await expect(page.getByText(/^Редакция от \d{1,2} [а-я]+ \d{4}$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: '11. Выгрузка и удаление данных из личного кабинета' })).toBeVisible()
  await gotoInteractive(page, '/agreement/')
  await expect(page.getByText(/^Редакция от \d{1,2} [а-я]+ \d{4}$/)).toBeVisible()
})

test('the cookie choice of a signed-in visitor, and a change of it, appear in the export', async ({ page }) => {
  await signInNewPerson(page)
  const notice = page.getByRole('region', { name: 'Уведомление о cookie' })
  let recorded = consentRecorded(page)
  await notice.getByRole('button', { name: 'Принять' }).click()
  expect((await recorded).ok()).toBe(true)

  await page.getByRole('button', { name: 'Настройки cookie' }).click()
  recorded = consentRecorded(page)
  await notice.getByRole('button', { name: 'Только необходимые' }).click()
  expect((await recorded).ok()).toBe(true)

  // Withdrawing consent makes the next navigation a full load: open the profile afresh.
  await gotoInteractive(page, '/profile/')
  const data = await downloadExport(page)
  const cookies = data.consents.filter((consent) => consent.purpose === 'cookies')
  expect(cookies.map((consent) => consent.choice)).toEqual(['all', 'necessary'])
  expect(cookies[0]!.documents[0]).toEqual({
    document: 'cookie-notice',
    version: '1',
    dated: null,
    title: 'Уведомление о cookie',
    url: expect.stringMatching(/\/privacy\/#cookie-i-analitika$/),
  })
  // The visitor's own address (the one they signed in from) is kept with the choice as its proof.
  const address = data.sessions[0]!.ip
  expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
  expect(cookies.map((consent) => consent.ip)).toEqual([address, address])
})

test('the download sends someone whose session has ended to sign in, and back to the profile after', async ({ page }) => {
  await signInNewPerson(page)
  await forgetSession(page)
  await page.goto('/profile/export.json')
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fprofile%2F$/)
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the section fits a 390 px screen and its download works @phone', async ({ page }) => {
    const person = await signInNewPerson(page)
    await section(page).scrollIntoViewIfNeeded()
    await expect(section(page).getByRole('link', { name: 'Скачать мои данные' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page)

    const data = await downloadExport(page)
    expect(data.profile.email).toBe(person.email)
    expect(data.consents.map((consent) => consent.purpose)).toEqual(['registration'])
    expect(data.briefs).toEqual([])
    expect(data.leads_note).toMatch(/подтвердите этот адрес/)
  })
})
