import { expect, expectAccessible, test } from './fixtures.ts'

test('the home page is rendered on the server, in Russian, with the site layout', async ({ request }) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  const html = await response.text()
  expect(html).toContain('<html lang="ru"')
  expect(html).toContain('Сайты и сервисы, которые работают на ваш бизнес')
  expect(html).toContain('Основная навигация')
  expect(html).toMatch(/href="\/privacy\/"/)
})

test('the home page shows the content from the API inside the header and footer', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Малахит — разработка сайтов, интернет-магазинов и веб-сервисов')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайты и сервисы, которые работают на ваш бизнес')
  await expect(page.getByRole('heading', { name: 'Что мы делаем' })).toBeVisible()

  const navigation = page.getByRole('navigation', { name: 'Основная навигация' })
  for (const label of ['Услуги', 'Решения', 'Портфолио', 'Клиенты', 'Новости', 'Статьи', 'Компания', 'Контакты']) {
    await expect(navigation.getByRole('link', { name: label })).toBeVisible()
  }

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/privacy/')
  await expect(footer.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute('href', '/agreement/')
  await expect(footer.getByRole('link', { name: '+7 (495) 120-45-67' })).toHaveAttribute('href', 'tel:+74951204567')
})

test('the page description comes from the API', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Веб-студия «Малахит»/)
})

test('the home page shows services, projects, clients and the journal from the API, and is accessible', async ({ page }) => {
  await page.goto('/')
  for (const heading of ['Что мы делаем', 'Избранные проекты', 'Нам доверяют', 'Пишем о том, что знаем']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Что мы делаем' }).getByRole('link', { name: 'Разработка сайтов' })).toHaveAttribute(
    'href',
    /^\/services\/[a-z0-9-]+\/$/,
  )
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
