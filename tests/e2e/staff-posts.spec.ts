import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'
import { logInThroughUi, type Person } from './support/account.ts'
import { newEditor } from './support/staff-accounts.ts'

test.describe.configure({ timeout: 120_000 })

/** A small real image (the library decodes and resizes what it gets). */
const photo = async (background = '#1f7a5c') => ({
  name: 'kompaniya.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 96, height: 64, channels: 3, background } })
    .png()
    .toBuffer(),
})

/** The picture a server-rendered page shares with social networks (its og:image), or null. */
const sharedImageOf = async (answer: { text: () => Promise<string> }) =>
  /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/.exec(await answer.text())?.[1] ?? null

/** A word of this run only, so that lists, feeds and searches find this test's post and no other. */
const runWord = () => `proverka${Date.now().toString(36)}`

/** Moscow's wall clock a day from now, as a `datetime-local` field takes it. */
const tomorrowInMoscow = () => new Date(Date.now() + 27 * 3600_000).toISOString().slice(0, 16)

async function signInAsEditor(page: Page, editor: Person, path: string): Promise<void> {
  await logInThroughUi(page, editor, `/login/?redirect=${encodeURIComponent(path)}`)
  await expect(page).toHaveURL((url) => url.pathname === path)
}

const statusBadge = (page: Page) => page.getByRole('complementary', { name: 'Публикация' }).locator('[data-status]')

/** Writes a new post's fields in the editor (the address follows the title). */
async function writePost(page: Page, { title, excerpt, body }: { title: string; excerpt: string; body: string }) {
  await page.getByRole('link', { name: 'Новая публикация' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Новая публикация' })).toBeVisible()
  await page.getByLabel('Заголовок', { exact: true }).fill(title)
  await page.getByLabel('Описание для списков').fill(excerpt)
  const text = page.getByRole('textbox', { name: 'Текст' })
  await text.click()
  await page.getByRole('button', { name: 'Раздел (заголовок H2)' }).click()
  await page.keyboard.type('О проекте')
  await page.keyboard.press('Enter')
  await page.keyboard.type(body)
}

test('an editor writes a news post with an image, previews, schedules and publishes it, then moves its address', async ({
  page,
  request,
}) => {
  const editor = await newEditor(request)
  const word = runWord()
  const title = `Запуск сайта ${word}`
  await signInAsEditor(page, editor, '/admin/posts/')
  await expect(
    page.getByRole('navigation', { name: 'Разделы управления сайтом' }).getByRole('link', { name: 'Публикации' }),
  ).toHaveAttribute('aria-current', 'page')

  await writePost(page, { title, excerpt: 'Запустили новый сайт клиента.', body: `Текст новости ${word}.` })
  const slug = `zapusk-sajta-${word}`
  await expect(page.getByLabel('Адрес', { exact: true })).toHaveValue(slug)
  // Validation as it is typed, in the shared rules' words.
  await page.getByLabel('Заголовок', { exact: true }).fill('')
  await expect(page.getByText('Введите заголовок.')).toBeVisible()
  await page.getByLabel('Заголовок', { exact: true }).fill(title)
  await expect(page.getByText('Введите заголовок.')).toHaveCount(0)

  // An image from the library's upload, with its required description, into the text.
  await page.getByRole('button', { name: 'Изображение из библиотеки' }).click()
  const picker = page.getByRole('dialog', { name: 'Изображение в текст' })
  await expect(picker).toBeVisible()
  await picker.getByRole('tab', { name: 'Загрузить новое' }).click()
  await picker.getByRole('button', { name: 'Загрузить', exact: true }).click()
  await expect(picker.getByText('Выберите изображение.').first()).toBeVisible()
  await picker.getByLabel('Файл').setInputFiles(await photo())
  await picker.getByLabel('Описание изображения').fill(`Команда ${word} у макета`)
  await picker.getByRole('button', { name: 'Загрузить', exact: true }).click()
  await expect(picker).toBeHidden()
  await expect(page.getByRole('textbox', { name: 'Текст' }).locator(`img[alt="Команда ${word} у макета"]`)).toBeVisible()

  // The same image from the library as the cover; the picker closes on Escape and gives focus back.
  await page.getByRole('button', { name: 'Выбрать обложку' }).click()
  const coverPicker = page.getByRole('dialog', { name: 'Обложка' })
  await coverPicker.getByRole('button', { name: new RegExp(`Команда ${word} у макета`) }).click()
  await expect(coverPicker).toBeHidden()
  await expect(page.getByLabel('Описание обложки')).toHaveValue(`Команда ${word} у макета`)
  await page.getByRole('button', { name: 'Заменить обложку' }).click()
  await expect(coverPicker).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(coverPicker).toBeHidden()
  await expect(page.getByRole('button', { name: 'Заменить обложку' })).toBeFocused()

  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/$/)
  await expect(statusBadge(page)).toHaveText('Черновик')
  const editorUrl = page.url()

  // The preview: the public page's own look, for staff only, never stored or indexed.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Предпросмотр/ }).click()])
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.getByText(`Текст новости ${word}.`)).toBeVisible()
  // The image in the text, and the same one as the cover (a <picture> of the uploaded formats).
  await expect(preview.locator(`.prose img[alt="Команда ${word} у макета"]`)).toBeVisible()
  await expect(preview.locator(`picture img[alt="Команда ${word} у макета"]`)).toBeVisible()
  await expect(preview.getByRole('note')).toContainText('Предпросмотр')
  // A draft has come out on no day: the page says it is a draft, not «Опубликовано» today.
  await expect(preview.getByText('Черновик', { exact: true })).toHaveCount(2)
  await expect(preview.getByText(/Опубликовано/)).toHaveCount(0)
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  const previewAnswer = await page.request.get(preview.url())
  expect(previewAnswer.headers()['cache-control']).toBe('private, no-store')
  await preview.close()

  // Scheduled for tomorrow: not public yet.
  await page.getByLabel('Запланировать на').fill(tomorrowInMoscow())
  await page.getByRole('button', { name: 'Запланировать' }).click()
  await expect(statusBadge(page)).toHaveText('Запланирована')
  expect((await request.get(`/news/${slug}/`)).status()).toBe(404)

  // Published now: on the list, in the feed and in the sitemap.
  await page.getByRole('button', { name: 'Опубликовать сейчас' }).click()
  await expect(statusBadge(page)).toHaveText('Опубликована')
  await expect(page.getByRole('link', { name: /Открыть на сайте/ })).toHaveAttribute('href', `/news/${slug}/`)
  await expect.poll(async () => (await request.get(`/news/${slug}/`)).status()).toBe(200)
  await expect.poll(async () => (await (await request.get('/news/')).text()).includes(title)).toBe(true)
  await expect.poll(async () => (await (await request.get('/news/rss.xml')).text()).includes(`/news/${slug}/`)).toBe(true)
  await expect.poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(`/news/${slug}/`)).toBe(true)
  // No picture for social networks chosen: the page shares its cover.
  const cover = await sharedImageOf(await request.get(`/news/${slug}/`))
  expect(cover).toMatch(/^https?:\/\/[^/]+\/.+/)

  // A picture of its own for social networks, uploaded from the SEO section: the page shares it instead.
  // The picker opens from a client-side handler, so wait for hydration before the click.
  await gotoInteractive(page, editorUrl)
  await expect(page.getByText('Если не выбрать, в соцсетях покажется обложка.')).toBeVisible()
  await page.getByRole('button', { name: 'Выбрать картинку для соцсетей' }).click()
  const sharePicker = page.getByRole('dialog', { name: 'Картинка для соцсетей' })
  await sharePicker.getByRole('tab', { name: 'Загрузить новое' }).click()
  await sharePicker.getByLabel('Файл').setInputFiles({ ...(await photo('#c2410c')), name: 'dlya-socsetej.png' })
  await sharePicker.getByLabel('Описание изображения').fill(`Карточка ${word} для соцсетей`)
  await sharePicker.getByRole('button', { name: 'Загрузить', exact: true }).click()
  await expect(sharePicker).toBeHidden()
  await expect(page.getByLabel('Описание картинки')).toHaveValue(`Карточка ${word} для соцсетей`)
  await page.getByRole('button', { name: 'Сохранить изменения' }).click()
  await expect(page.getByText('Изменения сохранены.')).toBeVisible()
  await expect.poll(async () => sharedImageOf(await request.get(`/news/${slug}/`))).not.toBe(cover)
  expect(await sharedImageOf(await request.get(`/news/${slug}/`))).toMatch(/^https?:\/\/[^/]+\/.+/)

  // A new address: the old one answers 301 to it, and the editor lists it.
  await page.getByLabel('Адрес', { exact: true }).fill(`${slug}-itogi`)
  await page.getByRole('button', { name: 'Сохранить изменения' }).click()
  await expect(page.getByText('Изменения сохранены.')).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Публикация' }).getByText(`/news/${slug}/`, { exact: true })).toBeVisible()
  const moved = await request.get(`/news/${slug}/`, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(new URL(moved.headers().location!, 'http://site').pathname).toBe(`/news/${slug}-itogi/`)
  await expectAccessible(page)

  // The library lists the image with its description and size.
  await page.getByRole('navigation', { name: 'Разделы управления сайтом' }).getByRole('link', { name: 'Изображения' }).click()
  await expect(page.getByText(`Команда ${word} у макета`)).toBeVisible()
  await expect(page.getByText('96 × 64 px').first()).toBeVisible()

  // And the list finds the post by its words, with its status.
  await page.goto(`/admin/posts/?q=${word}&category=news`)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Опубликована')
})

test('a save made in a stale copy is refused with a message, keeps its text, and can go over the other', async ({ page, request }) => {
  const editor = await newEditor(request)
  const word = runWord()
  await signInAsEditor(page, editor, '/admin/posts/')
  await writePost(page, { title: `Совместная правка ${word}`, excerpt: 'Первое описание.', body: 'Черновик текста.' })
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/$/)

  // The same post open in a second tab.
  const other = await page.context().newPage()
  await gotoInteractive(other, page.url())
  await expect(other.getByLabel('Заголовок', { exact: true })).toHaveValue(`Совместная правка ${word}`)

  await page.getByLabel('Заголовок', { exact: true }).fill(`Совместная правка ${word}: их версия`)
  await page.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page.getByText('Изменения сохранены.')).toBeVisible()

  await other.getByLabel('Описание для списков').fill('Моё описание, которое нельзя потерять.')
  await other.getByRole('button', { name: 'Сохранить черновик' }).click()
  const notice = other.getByRole('alert').filter({ hasText: 'Публикацию уже изменили' })
  await expect(notice).toContainText('Пока вы редактировали, публикацию сохранил кто-то другой.')
  await expect(notice).toContainText(`Совместная правка ${word}: их версия`)
  await expect(other.getByLabel('Описание для списков')).toHaveValue('Моё описание, которое нельзя потерять.')

  // Leaving with unsaved changes asks first; staying keeps them.
  other.once('dialog', (dialog) => void dialog.dismiss())
  await other.getByRole('navigation', { name: 'Разделы управления сайтом' }).getByRole('link', { name: 'Публикации' }).click()
  await expect(other.getByLabel('Описание для списков')).toHaveValue('Моё описание, которое нельзя потерять.')

  await notice.getByRole('button', { name: 'Сохранить мою версию поверх' }).click()
  await expect(other.getByText('Изменения сохранены.')).toBeVisible()
  await other.reload()
  await expect(other.getByLabel('Описание для списков')).toHaveValue('Моё описание, которое нельзя потерять.')
  await expect(other.getByLabel('Заголовок', { exact: true })).toHaveValue(`Совместная правка ${word}`)

  // Deleting asks first, then the list no longer has it.
  await other.getByRole('button', { name: 'Удалить публикацию' }).click()
  const question = other.getByRole('dialog', { name: 'Удалить публикацию?' })
  await question.getByRole('button', { name: 'Удалить' }).click()
  await expect(other).toHaveURL((url) => url.pathname === '/admin/posts/')
  await other.goto(`/admin/posts/?q=${word}`)
  await expect(other.getByText('По этим условиям публикаций нет.', { exact: false })).toBeVisible()
})

/** The drop-downs of a list's filters whose chosen-or-longest option does not fit their box. */
const clippedSelects = (page: Page) =>
  page.getByRole('search').evaluate((filters) => {
    const context = document.createElement('canvas').getContext('2d')!
    return [...filters.querySelectorAll('select')].flatMap((select) => {
      const style = getComputedStyle(select)
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const longest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width))
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      return longest <= room ? [] : [select.name]
    })
  })

test('at 1280 px every filter shows its longest option in full; a page past the end says so and links back', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const editor = await newEditor(request)
  await signInAsEditor(page, editor, '/admin/posts/')
  await expect(page.getByLabel('Порядок')).toBeVisible()
  expect(await clippedSelects(page)).toEqual([])
  for (const [path, label] of [
    ['/admin/services/', 'Раздел'],
    ['/admin/leads/', 'Ответственный'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('combobox', { name: label, exact: true })).toBeVisible()
    expect(await clippedSelects(page), path).toEqual([])
  }
  await page.goto('/admin/posts/?category=news&page=999')
  await expect(page.getByText(/На странице 999 ничего нет: в списке \d+ страниц/)).toBeVisible()
  await page.getByRole('link', { name: /Открыть (первую|последнюю) страницу/ }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'news' && url.searchParams.get('page') !== '999')
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the posts list, the editor and the library fit a phone @phone', async ({ page, request }) => {
    const editor = await newEditor(request)
    await signInAsEditor(page, editor, '/admin/posts/')
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    await expect(page.getByRole('heading', { level: 1, name: 'Публикации' })).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    expect(await clippedSelects(page)).toEqual([])
    await page.getByRole('link', { name: 'Новая публикация' }).click()
    await expect(page.getByRole('toolbar', { name: 'Оформление текста' })).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await page.goto('/admin/media/')
    await expect(page.getByRole('heading', { level: 1, name: 'Изображения' })).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    // The drop area's words wrap between words: each word stays on one line (a file's long name may break).
    const splitWords = await page.getByText('Перетащите изображение сюда или выберите файл').evaluate((element) => {
      const text = element.firstChild as Text
      const split: string[] = []
      for (const word of text.data.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(text, word.index)
        range.setEnd(text, word.index + word[0].length)
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) split.push(word[0])
      }
      return split
    })
    expect(splitWords).toEqual([])
  })
})
