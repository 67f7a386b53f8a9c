import type { APIRequestContext } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { readFromApi } from './support/api-user.ts'

interface HomePageContent {
  blocks: { type: string; title?: string }[]
  seo: { title: string; description: string }
}
type List<T> = { data: T[] }

/** The home page's own content as the API gives it (the seeded demo content). */
async function homeFromApi(request: APIRequestContext) {
  const page = await readFromApi<HomePageContent>(request, '/v1/pages/home')
  const block = (type: string) => {
    const found = page.blocks.find((candidate) => candidate.type === type)
    if (!found?.title) throw new Error(`The home page has no ${type} block with a title`)
    return found as { title: string }
  }
  return { seo: page.seo, hero: block('hero'), features: block('features') }
}

test('the home page is rendered on the server, in Russian, with the site layout', async ({ request }) => {
  const { hero } = await homeFromApi(request)
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  const html = await response.text()
  expect(html).toContain('<html lang="ru"')
  expect(html).toContain(hero.title)
  expect(html).toContain('Основная навигация')
  expect(html).toMatch(/href="\/privacy\/"/)
})

test('the home page shows its page from the API inside the site’s header and footer', async ({ page }) => {
  const { seo, hero, features } = await homeFromApi(page.request)
  await page.goto('/')
  await expect(page).toHaveTitle(seo.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title)
  await expect(page.getByRole('heading', { level: 2, name: features.title })).toBeVisible()

  const navigation = page.getByRole('navigation', { name: 'Основная навигация' })
  for (const label of ['Услуги', 'Решения', 'Портфолио', 'Клиенты', 'Новости', 'Статьи', 'Компания', 'Контакты']) {
    await expect(navigation.getByRole('link', { name: label })).toBeVisible()
  }

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/privacy/')
  await expect(footer.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute('href', '/agreement/')
  await expect(footer.getByRole('link', { name: '+7 (495) 120-45-67' })).toHaveAttribute('href', 'tel:+74951204567')
})

test('the home page shows services, projects, clients and the journal from the API, and is accessible', async ({ page }) => {
  const [{ features }, services, projects, news] = await Promise.all([
    homeFromApi(page.request),
    readFromApi<List<{ slug: string; title: string }>>(page.request, '/v1/services'),
    readFromApi<List<{ title: string }>>(page.request, '/v1/portfolio?per_page=3'),
    readFromApi<List<{ title: string }>>(page.request, '/v1/posts?category=news&per_page=4'),
  ])
  await page.goto('/')
  for (const heading of [features.title, 'Избранные проекты', 'Нам доверяют', 'Пишем о том, что знаем']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  const firstService = services.data[0]!
  await expect(page.getByRole('region', { name: features.title }).getByRole('link', { name: firstService.title })).toHaveAttribute(
    'href',
    `/services/${firstService.slug}/`,
  )
  await expect(page.getByRole('main').getByText(projects.data[0]!.title, { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('main').getByText(news.data[0]!.title, { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Нам доверяют' }).getByRole('img').first()).toBeVisible()
  await expectAccessible(page)
})

for (const [path, title] of [
  ['/privacy/', 'Политика'],
  ['/agreement/', 'соглашение'],
] as const) {
  test(`${path} shows its legal text with breadcrumbs, and is accessible`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(title, 'i'))
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Главная' })).toBeVisible()
    expect((await page.locator('.prose h2').count()) >= 3).toBe(true)
    await expectAccessible(page)
  })
}
