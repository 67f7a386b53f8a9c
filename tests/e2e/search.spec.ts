import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'
import { logInThroughUi, signInNewPerson } from './support/account.ts'
import { FIRST_ADMIN } from './support/staff.ts'

/** The seeded service every search for «доступность» in any of its forms finds. */
const AUDIT = 'Аудит доступности'
/** The seeded article about accessibility: «доступность» in its title. */
const ARTICLE = 'Доступность сайта: с чего начать и почему это выгодно бизнесу'

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Поиск по сайту' })
const headerField = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Поиск по сайту' })
const results = (page: Page) => page.getByRole('region', { name: 'Результаты поиска' }).locator('ol > li')
const resultNamed = (page: Page, name: string) => results(page).filter({ has: page.getByRole('heading', { name, exact: true }) })

/** Opens the header's field from its button with the keyboard and types into it. */
async function typeInHeader(page: Page, text: string): Promise<Locator> {
  await searchButton(page).focus()
  await page.keyboard.press('Enter')
  const field = headerField(page)
  await expect(field).toBeFocused()
  await page.keyboard.type(text)
  return field
}

/** Presses the arrow until the field's active option is the one named, and answers it. */
async function arrowTo(page: Page, field: Locator, name: string): Promise<Locator> {
  const option = page.getByRole('option', { name: new RegExp(`^${name}`) })
  await expect(option).toBeVisible()
  const count = await page.getByRole('option').count()
  for (let step = 0; step < count; step++) {
    await page.keyboard.press('ArrowDown')
    if ((await option.getAttribute('aria-selected')) === 'true') break
  }
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
  return option
}

/** The page's JSON-LD objects. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
}

test.describe('the header’s search field', () => {
  test('suggests items while typing; arrows and Enter open the one chosen, keyboard only', async ({ page }) => {
    await gotoInteractive(page, '/')
    const field = await typeInHeader(page, 'аудит доступ')
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^Найдено: \d+$/)
    await arrowTo(page, field, AUDIT)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/services\/[a-z-]+\/accessibility-audit\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUDIT)
    // The field closes with the navigation.
    await expect(headerField(page)).toHaveCount(0)
  })

  test('Enter with no suggestion chosen opens the search page for what was typed', async ({ page }) => {
    await gotoInteractive(page, '/company/')
    await typeInHeader(page, 'доступностью')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\/\?q=%D0%B4%D0%BE%D1%81%D1%82%D1%83%D0%BF%D0%BD%D0%BE%D1%81%D1%82%D1%8C%D1%8E$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск: «доступностью»')
  })

  test('Escape closes the list, a second closes the field and returns to the button, never clearing the text first', async ({ page }) => {
    await gotoInteractive(page, '/')
    const field = await typeInHeader(page, 'доступ')
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await expect(field).toHaveValue('доступ')
    await page.keyboard.press('Escape')
    await expect(field).toHaveCount(0)
    await expect(searchButton(page)).toBeFocused()
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('says so when nothing is found while typing, and how to search the whole text', async ({ page }) => {
    await gotoInteractive(page, '/')
    await typeInHeader(page, 'щзхъыв')
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Ничего не найдено')
    await expect(page.getByRole('option')).toHaveCount(0)
    await expect(page.getByRole('banner').getByText(/^Ничего не нашлось в заголовках/)).toHaveText(
      'Ничего не нашлось в заголовках. Нажмите Enter или кнопку с\u00a0лупой\u00a0— поищем по всему тексту сайта.',
    )
  })

  test('suggests items for words typed with the English layout on', async ({ page }) => {
    await gotoInteractive(page, '/')
    const field = await typeInHeader(page, 'ljcnegyjcnm')
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('option', { name: new RegExp(`^${ARTICLE}`) })).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the header leads to the search page, whose form searches', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('banner').getByRole('button', { name: 'Поиск по сайту' }).click()
      await expect(page).toHaveURL(/\/search\/\??$/)
      await page.getByRole('main').getByLabel('Что найти на сайте').fill('доступность')
      await page.getByRole('main').getByRole('button', { name: 'Найти' }).click()
      await expect(page).toHaveURL(/\/search\/\?q=/)
      await expect(resultNamed(page, AUDIT)).toBeVisible()
    })
  })
})

test.describe('the search page', () => {
  test('finds an item by another form of its word, marks the words found and links to the items', async ({ page }) => {
    await gotoInteractive(page, `/search/?q=${encodeURIComponent('доступностью')}`)
    await expect(page).toHaveTitle('Поиск: «доступностью» — Малахит')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск: «доступностью»')
    await expect(page.getByText(/^Найден[оы]? \d+ результат/)).toBeVisible()

    const article = resultNamed(page, ARTICLE)
    await expect(article).toContainText('Статья')
    // News and articles carry their date.
    await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    await expect(resultNamed(page, AUDIT)).toContainText('Услуга')
    const marks = page.getByRole('region', { name: 'Результаты поиска' }).locator('mark')
    await expect(marks.first()).toBeVisible()
    // The words found: «доступность» in any form or a word of its root, or a synonym of it the site ships (WCAG, «версия для слабовидящих»).
    const marked = (await marks.allTextContents()).map((mark) => mark.toLowerCase())
    expect(marked.some((mark) => mark.startsWith('доступн'))).toBe(true)
    for (const mark of marked) expect(mark).toMatch(/^(доступ|wcag|a11y|accessibility|верси|слабовидящ)/)

    await expectAccessible(page)
    await article.getByRole('link', { name: ARTICLE }).click()
    await expect(page).toHaveURL(/\/articles\/dostupnost-sajta\/$/)
  })

  test('narrows the results to one kind with the type filter, whose chips count what was found', async ({ page }) => {
    await gotoInteractive(page, `/search/?q=${encodeURIComponent('доступность')}`)
    const filter = page.getByRole('navigation', { name: 'Что искать' })
    await expect(filter.getByRole('link', { name: /^Всё/ })).toHaveAttribute('aria-current', 'page')
    const articles = filter.getByRole('link', { name: /^Статьи.*найдено.*\d+$/ })
    const count = Number((await articles.textContent())?.replace(/\D/g, ''))
    await articles.click()
    await expect(page).toHaveURL(/[?&]type=articles/)
    await expect(filter.getByRole('link', { name: /^Статьи/ })).toHaveAttribute('aria-current', 'page')
    await expect(results(page)).toHaveCount(Math.min(count, 10))
    for (const item of await results(page).all()) await expect(item.locator('p').first()).toContainText('Статья')
    await expect(resultNamed(page, AUDIT)).toHaveCount(0)
  })

  test('shows the results of the corrected query for a misspelt one, with a link to search exactly what was typed', async ({ page }) => {
    await gotoInteractive(page, `/search/?q=${encodeURIComponent('доступнасть')}`)
    await expect(page.getByText(/^Показаны результаты по запросу/)).toHaveText('Показаны результаты по запросу «доступность».')
    await expect(resultNamed(page, AUDIT)).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('Возможно, вы искали')

    await page.getByRole('link', { name: 'Искать только «доступнасть»' }).click()
    await expect(page).toHaveURL(/[?&]exact=1/)
    await expect(page.getByRole('heading', { level: 2, name: 'По запросу «доступнасть» ничего не нашлось' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Проверьте, нет ли опечатки, или сформулируйте запрос иначе.')
    await expect(results(page)).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  test('reads a query typed with the English layout on, says so, and never calls it a typo', async ({ page }) => {
    await gotoInteractive(page, '/search/?q=ljcnegyjcnm')
    await expect(page.getByText(/Показаны результаты по запросу/)).toHaveText(
      'Похоже, запрос набран в английской раскладке. Показаны результаты по запросу «доступность».',
    )
    await expect(resultNamed(page, AUDIT)).toBeVisible()
    await page.getByRole('link', { name: 'Искать только «ljcnegyjcnm»' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'По запросу «ljcnegyjcnm» ничего не нашлось' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Похоже, запрос набран в английской раскладке.')
    await expect(page.getByRole('main')).not.toContainText('опечатк')
  })

  test('past the last page, says where the results end, with a 404 and links that keep the query', async ({ page, expectBrowserError }) => {
    // The page itself answers 404, which the browser reports.
    expectBrowserError(/status of 404/)
    const response = await gotoInteractive(page, `/search/?q=${encodeURIComponent('сайт')}&page=99`)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Поиск: «сайт» — Малахит')
    await expect(page.getByRole('heading', { level: 2, name: 'На странице 99 ничего нет' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(/Результаты по запросу «сайт» уместились на \d+ страниц/)
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Что найти на сайте' })).toHaveValue('сайт')
    await page
      .getByRole('link', { name: /^Перейти на (последнюю|первую) страницу$/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/search\/\?q=%D1%81%D0%B0%D0%B9%D1%82(&page=\d+)?$/)
    await expect(results(page).first()).toBeVisible()
  })

  test('with no query, offers the popular sections and the brief; it is the canonical, indexable page', async ({ page }) => {
    await gotoInteractive(page, '/search/')
    await expect(page).toHaveTitle('Поиск по сайту — Малахит')
    await expect(page.getByRole('heading', { level: 2, name: 'Что вы хотите найти?' })).toBeVisible()
    for (const [name, href] of [
      ['Услуги', '/services/'],
      ['Портфолио', '/portfolio/'],
      ['Статьи', '/articles/'],
      ['Заполнить бриф', '/brief/'],
    ] as const) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/$/)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expectAccessible(page)
  })

  test('with nothing found, says so and offers the popular sections and the brief; not for the index', async ({ page }) => {
    await gotoInteractive(page, `/search/?q=${encodeURIComponent('щзхъыв ъхзщ')}`)
    await expect(page.getByRole('heading', { level: 2, name: 'По запросу «щзхъыв ъхзщ» ничего не нашлось' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Проверьте, нет ли опечатки, или сформулируйте запрос иначе.')
    await expect(page.getByRole('main').getByRole('link', { name: /^Заполнить бриф/ })).toHaveAttribute('href', '/brief/')
    await expect(page.getByRole('main').getByRole('link', { name: /^Портфолио/ })).toHaveAttribute('href', '/portfolio/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  test('a page of results has the canonical /search/ and is not for the index, but its links are followed', async ({ request }) => {
    const response = await request.get(`/search/?q=${encodeURIComponent('сайт')}&utm_source=mail`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/search\/"/)
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"[ />]/)
  })

  test('bad parameters fall back instead of failing', async ({ page }) => {
    await gotoInteractive(page, `/search/?q=${encodeURIComponent('доступность')}&type=secret&page=abc`)
    await expect(page).toHaveURL(/\/search\/\?q=[^&]+$/)
    await expect(resultNamed(page, AUDIT)).toBeVisible()
  })

  test('a query too long gets a Russian message, not an error page, and stays in the field to be shortened', async ({ page }) => {
    const response = await gotoInteractive(page, `/search/?q=${'сайт'.repeat(60)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('alert')).toContainText('Запрос слишком длинный')
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Что найти на сайте' })).toHaveValue('сайт'.repeat(60))
  })

  test('is left out of the sitemap', async ({ request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/search/')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header’s search button opens the field, which works as on a computer @phone', async ({ page }) => {
    await gotoInteractive(page, '/')
    await expect(searchButton(page)).toBeVisible()
    await searchButton(page).click()
    const field = headerField(page)
    await expect(field).toBeFocused()
    await page.keyboard.type('аудит доступ')
    await arrowTo(page, field, AUDIT)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUDIT)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  test('the results page fits the width @phone', async ({ page }) => {
    await gotoInteractive(page, `/search/?q=${encodeURIComponent('доступность')}`)
    await expect(resultNamed(page, AUDIT)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
})

test.describe('for browsers and search engines', () => {
  test('every page names the OpenSearch description, which gives the search address', async ({ page, request }) => {
    await gotoInteractive(page, '/contacts/')
    const link = page.locator('link[rel="search"]')
    await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml')
    await expect(link).toHaveAttribute('title', 'Малахит: поиск по сайту')
    const response = await request.get((await link.getAttribute('href')) ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/opensearchdescription+xml')
    const xml = await response.text()
    expect(xml).toContain('<ShortName>Малахит</ShortName>')
    expect(xml).toMatch(/<Url type="text\/html" method="get" template="https?:\/\/[^"]+\/search\/\?q=\{searchTerms\}"\/>/)
    expect(xml).toMatch(/<Image [^>]*>https?:\/\/[^<]+\/favicon\.svg<\/Image>/)
  })

  test('the home page’s JSON-LD describes the site with its search action', async ({ page }) => {
    await gotoInteractive(page, '/')
    const website = (await jsonLd(page)).find((data) => data['@type'] === 'WebSite')
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Малахит',
      potentialAction: {
        '@type': 'SearchAction',
        target: expect.stringMatching(/^https?:\/\/[^/]+\/search\/\?q=\{search_term_string\}$/),
        'query-input': 'required name=search_term_string',
      },
    })
  })
})

/** The searches and suggestions a visitor may make in a minute (LIMITS in api/auth/limits.ts). */
const SEARCHES_A_MINUTE = 60
const SUGGESTIONS_A_MINUTE = 120

/** Uses up the visitor's budget of a limit by asking the API itself, from the test's own address. */
async function useUp(page: Page, path: string, times: number): Promise<void> {
  for (let n = 0; n < times; n++) expect((await page.request.get(path)).status(), `request ${n + 1}`).toBe(200)
}

test.describe('past the visitor’s limit', () => {
  test('the search page keeps its field and says when to search again, with a 429 and Retry-After', async ({
    page,
    expectBrowserError,
  }) => {
    test.setTimeout(90_000)
    // The page itself answers 429, which the browser reports.
    expectBrowserError(/status of 429/)
    await useUp(page, `/api/v1/search?q=${encodeURIComponent('сайт')}`, SEARCHES_A_MINUTE)
    const response = await gotoInteractive(page, `/search/?q=${encodeURIComponent('поддержка сайта')}`)
    expect(response?.status()).toBe(429)
    expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0)
    await expect(page).toHaveTitle('Поиск: «поддержка сайта» — Малахит')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск: «поддержка сайта»')
    await expect(page.getByRole('alert')).toHaveText(/^Слишком много поисковых запросов\. Попробуйте снова через \d+ секунд[уы]?\.$/)
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Что найти на сайте' })
    await expect(field).toHaveValue('поддержка сайта')
    await expect(page.getByRole('banner')).toBeVisible()
    await expectAccessible(page)

    // Someone signed in at the same address (an office behind one router) searches on their own budget.
    await signInNewPerson(page)
    const own = await gotoInteractive(page, `/search/?q=${encodeURIComponent('поддержка сайта')}`)
    expect(own?.status()).toBe(200)
    await expect(results(page).first()).toBeVisible()
  })

  test('the header’s field quietly suggests nothing, and the search still opens', async ({ page }) => {
    test.setTimeout(90_000)
    await useUp(page, `/api/v1/search/suggestions?q=${encodeURIComponent('до')}`, SUGGESTIONS_A_MINUTE)
    await gotoInteractive(page, '/')
    const answered = page.waitForResponse(
      (response) => response.url().includes('/_serverFn/') && decodeURIComponent(response.url()).includes('доступность'),
    )
    const field = await typeInHeader(page, 'доступность')
    // Typing has paused and the answer came (a quiet nothing): no list, no «nothing found», no error.
    expect((await answered).status()).toBe(200)
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('option')).toHaveCount(0)
    await expect(page.getByText(/Ничего не нашлось/)).toHaveCount(0)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\/\?q=/)
    await expect(resultNamed(page, AUDIT)).toBeVisible()
  })
})

test.describe('synonyms', () => {
  test('staff add a group the search reads at once, are told when a word is in another group, and remove it', async ({ page }) => {
    test.setTimeout(90_000)
    const term = 'турборежим'
    await logInThroughUi(page, FIRST_ADMIN, '/login/?redirect=%2Fadmin%2Fsearch-synonyms%2F')
    // Checking a password takes its time (argon2): the way in is done when the screen is there.
    await expect(page).toHaveURL((url) => url.pathname === '/admin/search-synonyms/', { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Синонимы поиска' })).toBeVisible()
    // The starting list the site ships with.
    await expect(page.getByRole('list', { name: 'Слова группы' }).filter({ hasText: 'e-commerce' })).toBeVisible()
    await expectAccessible(page)

    const form = page.getByRole('form', { name: 'Новая группа синонимов' })
    const words = form.getByRole('textbox', { name: 'Слова и выражения' })
    await words.fill(`${term}, ускорение сайта`)
    await form.getByRole('button', { name: 'Добавить группу' }).click()
    await expect(form).toContainText('«ускорение сайта» уже есть в группе')

    await words.fill(`${term}, ускорить сайт`)
    await form.getByRole('button', { name: 'Добавить группу' }).click()
    await expect(page.getByText(`Группа «${term}, ускорить сайт» добавлена.`)).toBeVisible()

    const article = 'Core Web Vitals без магии: что измерять и как ускорить сайт'
    await gotoInteractive(page, `/search/?q=${term}`)
    await expect(resultNamed(page, article)).toBeVisible()

    await gotoInteractive(page, '/admin/search-synonyms/')
    await page.getByRole('button', { name: `Удалить группу «${term}, ускорить сайт»` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click()
    await expect(page.getByText('Группа синонимов удалена.')).toBeVisible()
    await gotoInteractive(page, `/search/?q=${term}&exact=1`)
    await expect(page.getByRole('heading', { level: 2, name: `По запросу «${term}» ничего не нашлось` })).toBeVisible()
    await expect(resultNamed(page, article)).toHaveCount(0)
  })
})
