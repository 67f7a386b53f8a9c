import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { logInThroughUi } from './support/account.ts'
import { newEditor } from './support/staff-accounts.ts'

test.describe.configure({ timeout: 120_000 })

/** A new post's editor, as a new editor; answers the body's editable area. */
async function openNewPost(page: Page, request: Parameters<typeof newEditor>[0]) {
  const editor = await newEditor(request)
  await logInThroughUi(page, editor, `/login/?redirect=${encodeURIComponent('/admin/posts/new/')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Новая публикация' })).toBeVisible()
  const text = page.getByRole('textbox', { name: 'Текст' })
  await text.click()
  return text
}

/** Pastes HTML into the focused text, as a browser does with what Word or Google Docs put on the clipboard. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer()
    data.setData('text/html', pasted)
    data.setData('text/plain', pasted.replace(/<[^>]*>/g, ''))
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, html)
}

test('a link put on selected words keeps them, and what is typed after a link is not part of it', async ({ page, request }) => {
  const text = await openNewPost(page, request)
  await page.keyboard.type('Смотрите наши услуги')
  for (const _ of 'наши услуги') await page.keyboard.press('Shift+ArrowLeft')
  await page.getByRole('button', { name: 'Ссылка' }).click()
  await page.getByLabel('Адрес ссылки').fill('/services/')
  await page.getByRole('button', { name: 'Применить' }).click()
  await expect(text).toBeFocused()
  await page.keyboard.type(' и решения')
  const first = text.locator('p').first()
  await expect(first).toHaveText('Смотрите наши услуги и решения')
  await expect(first.locator('a[href="/services/"]')).toHaveText('наши услуги')

  // A link at the end of a line: a full stop typed right after it stays plain text.
  await page.keyboard.press('Enter')
  await page.keyboard.type('Пишите нам')
  for (const _ of 'нам') await page.keyboard.press('Shift+ArrowLeft')
  await page.getByRole('button', { name: 'Ссылка' }).click()
  await page.getByLabel('Адрес ссылки').fill('mailto:hello@malakhit.studio')
  await page.keyboard.press('Enter')
  await expect(text).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type('.')
  const second = text.locator('p').nth(1)
  await expect(second).toHaveText('Пишите нам.')
  await expect(second.locator('a')).toHaveText('нам')
})

test('text pasted from a document keeps its headings, lists, links, emphasis and tables, and the saved post keeps them too', async ({
  page,
  request,
}) => {
  const text = await openNewPost(page, request)
  await page.getByLabel('Заголовок', { exact: true }).fill(`Отчёт ${Date.now().toString(36)}`)
  await page.getByLabel('Описание для списков').fill('Итоги квартала.')
  await text.click()
  // What Google Docs puts on the clipboard: everything in one <b>, styles on spans, a title as h1.
  await pasteHtml(
    page,
    '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1"><h1 dir="ltr"><span style="font-size:20pt">Итоги квартала</span></h1>' +
      '<p dir="ltr"><span style="font-weight:700">Главное:</span><span> рост </span><span style="font-style:italic">заявок</span><span> — </span><a href="https://example.ru/otchet"><span>подробности</span></a></p>' +
      '<ul><li dir="ltr"><p dir="ltr"><span>Новый каталог</span></p></li><li dir="ltr"><p dir="ltr"><span>Обмен с 1С</span></p></li></ul>' +
      '<h4 dir="ltr"><span>Сроки</span></h4>' +
      '<div dir="ltr"><table style="border:none"><colgroup><col width="200"><col width="200"></colgroup><tbody>' +
      '<tr><th><p><span>Этап</span></p></th><th><p><span>Срок</span></p></th></tr>' +
      '<tr><td style="border:1px solid #000"><p><span>Дизайн</span></p></td><td><p><span>2 недели</span></p></td></tr>' +
      '<tr><td><p><span>Разработка</span></p></td><td><p><span>6 недель</span></p></td></tr></tbody></table></div></b>',
  )
  const expectStructure = async () => {
    await expect(text.getByRole('heading', { level: 2, name: 'Итоги квартала' })).toBeVisible()
    await expect(text.getByRole('heading', { level: 3, name: 'Сроки' })).toBeVisible()
    await expect(text.locator('strong')).toHaveText('Главное:')
    await expect(text.locator('em')).toHaveText('заявок')
    await expect(text.locator('a[href="https://example.ru/otchet"]')).toHaveText('подробности')
    await expect(text.locator('ul > li')).toHaveText(['Новый каталог', 'Обмен с 1С'])
    await expect(text.locator('table tr')).toHaveCount(3)
    await expect(text.locator('table th')).toHaveText(['Этап', 'Срок'])
    await expect(text.locator('table td')).toHaveText(['Дизайн', '2 недели', 'Разработка', '6 недель'])
  }
  await expectStructure()
  await expect(text.locator('[style]')).toHaveCount(0)

  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/$/)
  await page.reload()
  await expectStructure()
})

test('a table made with the table tool reads as a table on the public page, with a card per row on a phone', async ({ page, request }) => {
  const text = await openNewPost(page, request)
  const word = `tablica${Date.now().toString(36)}`
  await page.getByLabel('Заголовок', { exact: true }).fill(`Тарифы ${word}`)
  await page.getByLabel('Описание для списков').fill('Сравнение тарифов.')
  await page.keyboard.type('Сравните тарифы.')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Таблица' }).click()
  const tableTools = page.getByRole('toolbar', { name: 'Таблица' })
  await expect(tableTools.getByRole('button', { name: 'Строка заголовков' })).toHaveAttribute('aria-pressed', 'true')
  // Tab moves from cell to cell; the starter table has three columns, a header row and two rows.
  for (const cell of ['Тариф', 'Срок', 'Цена', 'Старт', '2 недели', 'от 150 000 ₽', 'Бизнес', '6 недель', 'от 600 000 ₽']) {
    await page.keyboard.type(cell)
    await page.keyboard.press('Tab')
  }
  // Tab in the last cell added a row; it is not wanted.
  await tableTools.getByRole('button', { name: 'Удалить строку' }).click()
  await expect(text.locator('table tr')).toHaveCount(3)

  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/$/)
  await page.getByRole('button', { name: 'Опубликовать сейчас' }).click()
  await expect(page.getByRole('link', { name: /Открыть на сайте/ })).toBeVisible()
  const address = await page.getByRole('link', { name: /Открыть на сайте/ }).getAttribute('href')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(address ?? '/')
  const table = page.locator('.prose').getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['Тариф', 'Срок', 'Цена'])
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Бизнес', '6 недель', 'от 600 000 ₽'])
  // On a phone each row is a card: the cells stack, each under its column's name.
  const [price, term] = await Promise.all([
    table.getByRole('cell', { name: 'от 600 000 ₽' }).boundingBox(),
    table.getByRole('cell', { name: '6 недель' }).boundingBox(),
  ])
  expect(price!.y).toBeGreaterThan(term!.y)
  expect(await table.getByRole('cell', { name: '6 недель' }).getAttribute('data-label')).toBe('Срок')
})

test('every save is kept: the history compares a version with the current one and restores it as a new save', async ({ page, request }) => {
  const text = await openNewPost(page, request)
  const word = `versii${Date.now().toString(36)}`
  await page.getByLabel('Заголовок', { exact: true }).fill(`Первый заголовок ${word}`)
  await page.getByLabel('Описание для списков').fill('Описание.')
  await text.click()
  await page.keyboard.type('Первый текст.')
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/$/)
  // The post's own screen has taken over from the new post's.
  await expect(page.getByRole('heading', { level: 1, name: `Первый заголовок ${word}` })).toBeVisible()
  const history = page.getByRole('region', { name: 'История версий' })
  await expect(history.getByRole('listitem')).toHaveCount(1)

  await page.getByLabel('Заголовок', { exact: true }).fill(`Второй заголовок ${word}`)
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page.getByText('Изменения сохранены.')).toBeVisible()
  await expect(history.getByRole('listitem')).toHaveCount(2)
  await expect(history.getByRole('listitem').first()).toContainText('Версия 2 — текущая')

  const first = history.getByRole('listitem').filter({ hasText: 'Версия 1' })
  await first.getByRole('button', { name: 'Сравнить с текущей' }).click()
  await expect(first.getByRole('term')).toHaveText(['Заголовок'])
  await expect(first.getByText(`Версия 1: Первый заголовок ${word}`)).toBeVisible()
  await expect(first.getByText(`Сейчас: Второй заголовок ${word}`)).toBeVisible()

  page.once('dialog', (dialog) => void dialog.accept())
  await first.getByRole('button', { name: 'Восстановить' }).click()
  await expect(history.getByRole('status')).toHaveText('Версия восстановлена.')
  await expect(page.getByLabel('Заголовок', { exact: true })).toHaveValue(`Первый заголовок ${word}`)
  await expect(history.getByRole('listitem')).toHaveCount(3)
  await expect(history.getByRole('listitem').first()).toContainText('Версия 3 — текущая')
  await page.reload()
  await expect(page.getByLabel('Заголовок', { exact: true })).toHaveValue(`Первый заголовок ${word}`)
})
