import { expect, gotoInteractive, test } from './fixtures.ts'

test('on a phone the navigation opens from the menu button @phone', async ({ page }) => {
  // The menu button opens the menu from a client-side handler: wait for hydration before the click.
  await gotoInteractive(page, '/')
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeHidden()

  const toggle = page.getByRole('button', { name: 'Открыть меню' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()

  const menu = page.getByRole('navigation', { name: 'Меню' })
  await expect(menu.getByRole('link', { name: 'Портфолио' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Обсудить проект' })).toBeVisible()

  await page.getByRole('button', { name: 'Закрыть меню' }).click()
  await expect(menu).toBeHidden()
})
