import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'
import { logInThroughUi } from './support/account.ts'
import { FIRST_ADMIN } from './support/staff.ts'
import { newEditor } from './support/staff-accounts.ts'

test.describe.configure({ timeout: 120_000 })

/** A word of this run only, so that this test's service is no other's. */
const runWord = () => `usluga${Date.now().toString(36)}`

const panel = (page: Page) => page.getByRole('complementary', { name: 'Публикация' })

test('an editor renames a service and moves its address: the site shows the new title, the old address answers 301', async ({
  page,
  request,
}) => {
  const editor = await newEditor(request)
  const word = runWord()
  await logInThroughUi(page, editor, '/login/?redirect=%2Fadmin%2Fservices%2F')
  await expect(page).toHaveURL((url) => url.pathname === '/admin/services/')
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Разделы управления сайтом' }).getByRole('link', { name: 'Содержимое' }),
  ).toHaveAttribute('aria-current', 'page')

  // A new service in the first section, saved as a draft and previewed, then published.
  await page.getByRole('link', { name: 'Новая услуга' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Новая услуга' })).toBeVisible()
  const section = page.getByLabel('Раздел', { exact: true })
  await section.selectOption({ index: 1 })
  await page.getByLabel('Заголовок', { exact: true }).fill(`Аудит ${word}`)
  await expect(page.getByLabel('Адрес', { exact: true })).toHaveValue(`audit-${word}`)
  await page.getByLabel('Описание для списков').fill('Проверим сайт и скажем, что поправить.')
  await page.getByRole('textbox', { name: 'Текст' }).click()
  await page.keyboard.type('Смотрим скорость, доступность и поиск.')
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/admin\/services\/\d+\/$/)
  await expect(panel(page).locator('[data-status]')).toHaveText('Черновик')

  // The draft's preview: the service's public page in the site's frame, under the preview bar.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    panel(page)
      .getByRole('link', { name: /Предпросмотр/ })
      .click(),
  ])
  await expect(preview).toHaveURL(/\/admin\/services\/\d+\/preview\/$/)
  await expect(preview.getByRole('note')).toContainText('Предпросмотр')
  await expect(preview.getByRole('heading', { level: 1, name: `Аудит ${word}` })).toBeVisible()
  await expect(preview.getByText('Смотрим скорость, доступность и поиск.')).toBeVisible()
  await expect(preview.getByRole('navigation', { name: 'Разделы управления сайтом' })).toHaveCount(0)
  await expect(preview.locator('footer')).toBeVisible()
  await preview.close()

  await page.getByRole('button', { name: 'Опубликовать сейчас' }).click()
  await expect(panel(page).locator('[data-status]')).toHaveText('Опубликована')
  const oldPath = (await panel(page)
    .getByText(/^Адрес: /)
    .textContent())!.replace('Адрес: ', '')
  expect(oldPath).toMatch(new RegExp(`^/services/[a-z0-9-]+/audit-${word}/$`))
  await expect.poll(async () => (await request.get(oldPath)).status()).toBe(200)

  // A new title and a new address.
  await page.getByLabel('Заголовок', { exact: true }).fill(`Технический аудит ${word}`)
  await page.getByLabel('Адрес', { exact: true }).fill(`tehnicheskij-audit-${word}`)
  await page.getByRole('button', { name: 'Сохранить изменения' }).click()
  await expect(page.getByText('Изменения сохранены.')).toBeVisible()
  const newPath = oldPath.replace(`audit-${word}`, `tehnicheskij-audit-${word}`)
  await expect(panel(page).getByText(`Адрес: ${newPath}`)).toBeVisible()
  await expect(panel(page).getByText(oldPath, { exact: true })).toBeVisible()
  await expectAccessible(page)

  // The public page shows the new title; the old address answers 301 to it.
  await page.goto(newPath)
  await expect(page.getByRole('heading', { level: 1, name: `Технический аудит ${word}` })).toBeVisible()
  const moved = await request.get(oldPath, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(new URL(moved.headers().location!, 'http://site').pathname).toBe(newPath)
  await expect.poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(newPath)).toBe(true)

  // The list finds it by its words.
  await page.goto(`/admin/services/?q=${word}`)
  await expect(page.getByRole('row').filter({ hasText: `Технический аудит ${word}` })).toContainText('Опубликована')
})

test('two tabs saving one service: the notice names every field that differs, «Срок» included, and the audit log says what changed', async ({
  page,
  request,
  browser,
}) => {
  const editor = await newEditor(request)
  const word = runWord()
  await logInThroughUi(page, editor, '/login/?redirect=%2Fadmin%2Fservices%2Fnew%2F')
  await expect(page.getByRole('heading', { level: 1, name: 'Новая услуга' })).toBeVisible()
  await page.getByLabel('Раздел', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Заголовок', { exact: true }).fill(`Сроки ${word}`)
  await page.getByLabel('Описание для списков').fill('Услуга для проверки сроков.')
  await page.getByRole('textbox', { name: 'Текст' }).click()
  await page.keyboard.type('Текст услуги.')
  await page.getByRole('textbox', { name: /^Срок/ }).fill('2 недели')
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/admin\/services\/\d+\/$/)

  const other = await page.context().newPage()
  await gotoInteractive(other, page.url())
  await expect(other.getByRole('textbox', { name: /^Срок/ })).toHaveValue('2 недели')

  await page.getByRole('textbox', { name: /^Срок/ }).fill('3 недели')
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page.getByText('Изменения сохранены.')).toBeVisible()

  await other.getByRole('textbox', { name: /^Срок/ }).fill('4 недели')
  await other.getByRole('button', { name: 'Сохранить черновик' }).click()
  const notice = other.getByRole('alert').filter({ hasText: 'Услугу уже изменили' })
  await expect(notice).toContainText('Отличается поле: «Срок».')
  await expect(notice.getByRole('definition')).toHaveText(['3 недели', '4 недели'])
  await expect(other.getByRole('textbox', { name: /^Срок/ })).toHaveValue('4 недели')
  await notice.getByRole('button', { name: 'Взять сохранённую версию' }).click()
  await expect(other.getByRole('textbox', { name: /^Срок/ })).toHaveValue('3 недели')

  // The audit log says what the save changed, and narrows to this service's history.
  const id = /\/admin\/services\/(\d+)\/$/.exec(page.url())![1]
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await logInThroughUi(admin, FIRST_ADMIN, '/login/?redirect=%2Fadmin%2Faudit%2F')
  await expect(admin.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible()
  await gotoInteractive(admin, `/admin/audit/?type=service&item=${id}`)
  await expect(admin.getByText(`Только записи об элементе «Сроки ${word}».`)).toBeVisible()
  const rows = admin
    .getByRole('region', { name: 'Записи журнала' })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('definition').filter({ hasText: /^Изменил$/ }) })
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Срок: 2 недели → 3 недели')
  await expect(rows.first().locator('del')).toHaveText('2 недели')
  await expect(rows.first().locator('ins')).toHaveText('3 недели')
  // Narrowed to a day after today's: nothing.
  await admin.getByLabel('С дня').fill('2099-01-01')
  await admin.getByRole('button', { name: 'Показать' }).click()
  await expect(admin.getByText('По этим условиям записей нет.')).toBeVisible()
  await adminContext.close()
})

test('an editor keeps a tag vocabulary: adds, renames and deletes a tag; one in use stays, saying where', async ({ page, request }) => {
  const editor = await newEditor(request)
  const word = runWord()
  await logInThroughUi(page, editor, '/login/?redirect=%2Fadmin%2Ftags%2F%3Fkind%3Dindustry')
  await expect(page.getByRole('heading', { level: 1, name: 'Метки' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Отрасли' })).toHaveAttribute('aria-current', 'page')

  const added = page.getByRole('form', { name: 'Новая метка' })
  await added.getByLabel('Название').fill(`Тест ${word}`)
  await added.getByRole('button', { name: 'Добавить' }).click()
  await expect(added.getByText('Метка добавлена.')).toBeVisible()
  const row = page.getByRole('form', { name: `Метка «Тест ${word}»` })
  await row.getByRole('textbox').fill(`Проверка ${word}`)
  await row.getByRole('button', { name: 'Переименовать' }).click()
  const renamed = page.getByRole('form', { name: `Метка «Проверка ${word}»` })
  await expect(renamed.getByRole('textbox')).toHaveValue(`Проверка ${word}`)
  await renamed.getByRole('button', { name: 'Удалить' }).click()
  await expect(renamed).toHaveCount(0)

  // A tag that projects carry is not deleted: the answer says where it is used.
  const used = page
    .getByRole('listitem')
    .filter({ hasText: /\d+ материал/ })
    .first()
  await used.getByRole('button', { name: 'Удалить' }).click()
  await expect(used.getByRole('alert')).toContainText('нельзя удалить, пока она используется')
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the content lists and editors fit a phone @phone', async ({ page, request }) => {
    const editor = await newEditor(request)
    await logInThroughUi(page, editor, '/login/?redirect=%2Fadmin%2Fportfolio-projects%2F')
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    await expect(page.getByRole('heading', { level: 1, name: 'Проекты портфолио' })).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await page.getByRole('link', { name: 'Новый проект' }).click()
    await expect(page.getByRole('toolbar', { name: 'Оформление текста' })).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await page.goto('/admin/pages/')
    await page.getByRole('link', { name: 'О компании' }).first().click()
    await expect(page.getByLabel('Адрес', { exact: true })).toHaveValue('company')
    expect(await overflow()).toBeLessThanOrEqual(0)
    // The row of kinds is wider than a phone: the current one, at its far end, is scrolled into sight.
    await page.goto('/admin/tags/')
    const kinds = page.getByRole('navigation', { name: 'Виды содержимого' })
    await expect(kinds.getByRole('link', { name: 'Метки' })).toHaveAttribute('aria-current', 'page')
    await expect(kinds.getByRole('link', { name: 'Метки' })).toBeInViewport({ ratio: 1 })
  })
})
