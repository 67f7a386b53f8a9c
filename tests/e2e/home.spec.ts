import { expect, test } from './fixtures.ts'

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
