import { expect, expectAccessible, test } from './fixtures.ts'
import { signInNewPerson } from './support/account.ts'

const GROUPS = [
  { title: 'Услуги', path: /^\/services\/[a-z0-9-]+\/[a-z0-9-]+\/$/ },
  { title: 'Готовые решения', path: /^\/solutions\/[a-z0-9-]+\/$/ },
  { title: 'Статьи', path: /^\/articles\/[a-z0-9-]+\/$/ },
  { title: 'Проекты', path: /^\/[a-z0-9-]+\/[a-z0-9-]+\/$/ },
]

test('«Рекомендуем посмотреть» shows services, solutions, articles and projects, and every card leads to its page', async ({ page }) => {
  await signInNewPerson(page)
  await page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Рекомендуем посмотреть' }).click()
  await expect(page).toHaveURL(/\/see-also-cards\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Рекомендуем посмотреть' })).toBeVisible()
  await expect(page).toHaveTitle('Рекомендуем посмотреть — Малахит')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  const addresses: string[] = []
  for (const group of GROUPS) {
    const section = page.getByRole('region', { name: group.title })
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
    await expect(cards.first()).toBeVisible()
    expect(await cards.count(), group.title).toBeGreaterThanOrEqual(1)
    for (const link of await cards.getByRole('heading', { level: 3 }).getByRole('link').all()) {
      const href = (await link.getAttribute('href'))!
      expect(href, group.title).toMatch(group.path)
      addresses.push(href)
    }
  }
  for (const address of addresses) {
    const answer = await page.request.get(address, { maxRedirects: 0 })
    expect(answer.status(), address).toBe(200)
  }
  await expectAccessible(page)

  // A card is a client-side link to the page it names.
  const article = page.getByRole('region', { name: 'Статьи' }).getByRole('heading', { level: 3 }).first()
  const title = (await article.textContent())!.trim()
  await article.getByRole('link').click()
  await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})
