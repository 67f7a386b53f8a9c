import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'

interface ListAnswer {
  data: { slug: string; title: string; group: { slug: string; title: string }; services: { slug: string; title: string }[] }[]
  meta: { total: number; last_page: number }
}

/** What the API answers for a portfolio query, to compare the page with. */
async function portfolioFromApi(request: APIRequestContext, query = ''): Promise<ListAnswer> {
  const response = await request.get(`/api/v1/portfolio${query}`)
  expect(response.ok()).toBe(true)
  return response.json()
}

/**
 * Opens a group's or a project's page, which must answer 200 under the SEO title the API gives the
 * item, and returns the API's answer for the item (/{group}/{project}/ is /v1/portfolio/{group}/{project}).
 */
async function openPortfolioPage(page: Page, request: APIRequestContext, path: string) {
  const item = await (await request.get(`/api/v1/portfolio${path.replace(/\/$/, '')}`)).json()
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(item.seo.title)
  return item
}

/** Marks the document, so a test can tell a client-side transition from a full page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))

/**
 * Clicks a link once React has hydrated it (React keeps its props on the element). A click
 * before that is an ordinary page load, which is right for visitors but not what a test of
 * client-side transitions means to check; the dev server in particular hydrates late.
 */
async function clickHydrated(link: Locator) {
  await expect
    .poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the link is hydrated',
      timeout: 20_000,
    })
    .toBe(true)
  await link.click()
}
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window)

/** A chip is current as the page itself ('page', set by the router) or as the chosen option ('true'). */
const CURRENT = /^(page|true)$/

/** A link of the portfolio's filters: `group` is «Услуга» or «Отрасль». */
const filterLink = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByRole('link', { name })
const projectHeadings = (page: Page) => page.getByRole('region', { name: 'Проекты' }).getByRole('heading', { level: 2 })

test.describe('portfolio list', () => {
  test('the portfolio is not taken by the catch-all route and lists the projects from the API', async ({ page, request }) => {
    const api = await portfolioFromApi(request, '?per_page=12')
    const response = await page.goto('/portfolio/')
    expect(response?.status()).toBe(200)

    await expect(page).toHaveTitle('Портфолио — Малахит')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Портфолио')
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(filterLink(page, 'Услуга', 'Все услуги')).toHaveAttribute('aria-current', CURRENT)
    await expect(filterLink(page, 'Отрасль', 'Все отрасли')).toHaveAttribute('aria-current', CURRENT)
    await expect(page.getByRole('status')).toHaveText(`Всего ${api.meta.total} проектов`)

    await expect(projectHeadings(page)).toHaveText(api.data.map((project) => project.title))
    const first = api.data[0]!
    await expect(page.getByRole('link', { name: first.title, exact: true })).toHaveAttribute('href', `/${first.group.slug}/${first.slug}/`)
    await expect(page.getByRole('navigation', { name: 'Страницы портфолио' })).toBeVisible()
    await expectAccessible(page)
  })

  test('choosing filters updates the URL and the list in place, drops the page and can be reset', async ({ page, request }) => {
    const all = await portfolioFromApi(request)
    const ecommerce = await portfolioFromApi(request, '?service=ecommerce')
    const ecommerceAuto = await portfolioFromApi(request, '?service=ecommerce&industry=auto')
    expect(ecommerce.meta.total).toBeGreaterThan(0)

    await page.goto('/portfolio/?page=2')
    await markDocument(page)

    await clickHydrated(filterLink(page, 'Услуга', 'Интернет-магазины'))
    await expect(page).toHaveURL('/portfolio/?service=ecommerce')
    await expect(filterLink(page, 'Услуга', 'Интернет-магазины')).toHaveAttribute('aria-current', CURRENT)
    await expect(projectHeadings(page)).toHaveText(ecommerce.data.map((project) => project.title))
    await expect(page.getByRole('status')).toContainText(`Подходит ${ecommerce.meta.total}`)
    await expect(page).toHaveTitle('Портфолио: Интернет-магазины — Малахит')

    await clickHydrated(filterLink(page, 'Отрасль', 'Автомобильный бизнес'))
    await expect(page).toHaveURL('/portfolio/?service=ecommerce&industry=auto')
    await expect(projectHeadings(page)).toHaveText(ecommerceAuto.data.map((project) => project.title))
    await expect(page.getByRole('link', { name: 'Убрать фильтр «Услуга: Интернет-магазины»' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Убрать фильтр «Отрасль: Автомобильный бизнес»' })).toBeVisible()

    await clickHydrated(page.getByRole('link', { name: 'Убрать фильтр «Услуга: Интернет-магазины»' }))
    await expect(page).toHaveURL('/portfolio/?industry=auto')

    await clickHydrated(page.getByRole('link', { name: 'Сбросить фильтры' }))
    await expect(page).toHaveURL('/portfolio/')
    await expect(page.getByRole('status')).toHaveText(`Всего ${all.meta.total} проектов`)
    expect(await isSameDocument(page)).toBe(true)
  })

  test('filters that match nothing show a friendly empty state with a way back', async ({ page, request }) => {
    expect((await portfolioFromApi(request, '?service=seo&industry=auto')).meta.total).toBe(0)
    await page.goto('/portfolio/?service=seo&industry=auto')
    await expect(page.getByRole('heading', { level: 2, name: 'Такого сочетания в портфолио пока нет' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('Ничего не нашлось')
    await expect(page.getByRole('link', { name: 'Обсудить проект' }).last()).toHaveAttribute('href', '/brief/')
    await expectAccessible(page)

    await clickHydrated(page.getByRole('link', { name: 'Сбросить фильтры' }).last())
    await expect(page).toHaveURL('/portfolio/')
    await expect(projectHeadings(page).first()).toBeVisible()
  })

  test('pagination moves through the list in the URL', async ({ page, request }) => {
    const second = await portfolioFromApi(request, '?page=2')
    await page.goto('/portfolio/')
    await markDocument(page)
    await clickHydrated(page.getByRole('navigation', { name: 'Страницы портфолио' }).getByRole('link', { name: 'Страница 2' }))
    await expect(page).toHaveURL('/portfolio/?page=2')
    await expect(page).toHaveTitle('Портфолио — страница 2 — Малахит')
    // The second page is a page of its own for search engines.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/portfolio\/\?page=2$/)
    await expect(projectHeadings(page)).toHaveText(second.data.map((project) => project.title))

    await clickHydrated(page.getByRole('link', { name: 'Страница 1' }))
    await expect(page).toHaveURL('/portfolio/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/portfolio\/$/)
    expect(await isSameDocument(page)).toBe(true)
  })

  test('a project card opens the project page as a client-side transition', async ({ page }) => {
    await page.goto('/portfolio/?industry=transport')
    await markDocument(page)
    await clickHydrated(page.getByRole('link', { name: 'Сайт Свердловского регионального пассажирского комплекса' }))
    await expect(page).toHaveURL('/rzd/svrpk/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт Свердловского регионального пассажирского комплекса')
    expect(await isSameDocument(page)).toBe(true)
  })
})

test.describe('portfolio group', () => {
  test('a group page shows the client, the story and its projects', async ({ page, request }) => {
    const group = await openPortfolioPage(page, request, '/rzd/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('РЖД — Свердловская дирекция')
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('link', { name: 'Портфолио' })).toHaveAttribute('href', '/portfolio/')
    await expect(crumbs.getByText('РЖД — Свердловская дирекция')).toHaveAttribute('aria-current', 'page')

    await expect(page.getByRole('img', { name: group.client.logo.alt })).toBeVisible()
    await expect(page.getByRole('link', { name: /sverdlovsk-rzd\.example/ })).toHaveAttribute('href', group.client.website)
    await expect(page.getByText('Начинали с карьерного портала')).toBeVisible()

    const projects = page.getByRole('region', { name: 'Проекты' })
    await expect(projects.getByRole('heading', { level: 3 })).toHaveText(group.projects.map((project: { title: string }) => project.title))
    await expectAccessible(page)

    await markDocument(page)
    await clickHydrated(projects.getByRole('link', { name: 'Карьерный портал дирекции' }))
    await expect(page).toHaveURL('/rzd/career/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Карьерный портал дирекции')
    expect(await isSameDocument(page)).toBe(true)
  })

  test('the breadcrumb of a project leads back to its group', async ({ page }) => {
    await page.goto('/garant-auto/garant/')
    await clickHydrated(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Гарант-Авто' }))
    await expect(page).toHaveURL('/garant-auto/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гарант-Авто')
  })
})

test.describe('portfolio project', () => {
  test('a project page shows the case: tags, story, gallery, links, other projects and the brief', async ({ page, request }) => {
    const project = await openPortfolioPage(page, request, '/garant-auto/garant/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт дилерского центра «Гарант-Авто»')
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Главная/',
      'Портфолио/',
      'Гарант-Авто/',
      'Сайт дилерского центра «Гарант-Авто»',
    ])

    const tags = page.getByRole('list', { name: 'Услуги и отрасль' })
    await expect(tags.getByRole('link', { name: 'Дизайн и UX' })).toHaveAttribute('href', '/portfolio/?service=design')
    await expect(tags.getByRole('link', { name: 'Автомобильный бизнес' })).toHaveAttribute('href', '/portfolio/?industry=auto')
    await expect(page.getByRole('img', { name: project.cover.alt })).toBeVisible()

    for (const heading of ['Задача', 'Решение', 'Результат']) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
    }
    const gallery = page.getByRole('region', { name: 'Как это выглядит' })
    for (const image of project.images) {
      await expect(gallery.getByRole('img', { name: image.alt })).toHaveAttribute('src', image.src)
    }
    await expect(page.getByRole('link', { name: /Сайт «Гарант-Авто»/ })).toHaveAttribute('href', 'https://garant-auto.example')
    await expect(page.getByRole('link', { name: /Сайт «Гарант-Авто»/ })).toHaveAttribute('target', '_blank')

    const related = page.getByRole('region', { name: 'Ещё для клиента «Гарант-Авто»' })
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(project.related.map((other: { title: string }) => other.title))
    await expect(page.getByRole('link', { name: /Заполнить бриф/ })).toHaveAttribute('href', '/brief/')

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    const work = jsonLd.find((data) => data['@type'] === 'CreativeWork')
    expect(work).toMatchObject({ name: project.title, dateCreated: String(project.year) })
    expect(work.url).toMatch(/\/garant-auto\/garant\/$/)
    const breadcrumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Главная',
      'Портфолио',
      'Гарант-Авто',
      'Сайт дилерского центра «Гарант-Авто»',
    ])
    await expectAccessible(page)
  })

  test('a tag of a project opens the portfolio filtered by it', async ({ page }) => {
    await page.goto('/rzd/svrpk/')
    await markDocument(page)
    await clickHydrated(page.getByRole('list', { name: 'Услуги и отрасль' }).getByRole('link', { name: 'Транспорт и логистика' }))
    await expect(page).toHaveURL('/portfolio/?industry=transport')
    await expect(filterLink(page, 'Отрасль', 'Транспорт и логистика')).toHaveAttribute('aria-current', CURRENT)
    await expect(projectHeadings(page)).toContainText(['Сайт Свердловского регионального пассажирского комплекса'])
    expect(await isSameDocument(page)).toBe(true)
  })

  test('another project of the group opens as a client-side transition', async ({ page }) => {
    await page.goto('/garant-auto/garant/')
    await markDocument(page)
    await clickHydrated(
      page.getByRole('region', { name: 'Ещё для клиента «Гарант-Авто»' }).getByRole('link', { name: 'Онлайн-запись на сервис' }),
    )
    await expect(page).toHaveURL('/garant-auto/service-booking/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Онлайн-запись на сервис')
    expect(await isSameDocument(page)).toBe(true)
  })
})

test.describe('portfolio on a phone', () => {
  test('the filters fit the screen and filter the list @phone', async ({ page }) => {
    await page.goto('/portfolio/')
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)
    expect(await noSideScroll()).toBe(true)

    await clickHydrated(filterLink(page, 'Отрасль', 'Медицина'))
    await expect(page).toHaveURL('/portfolio/?industry=medicine')
    await expect(page.getByRole('link', { name: 'Сбросить фильтры' })).toBeVisible()
    await expectAccessible(page)
  })

  test('a project page reads on a phone without sideways scrolling @phone', async ({ page }) => {
    await page.goto('/rzd/svrpk/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    await expectAccessible(page)
  })
})
