import type { Page } from '@playwright/test'
import { expect, gotoInteractive, test } from './fixtures.ts'
import { logInThroughUi } from './support/account.ts'
import { FIRST_ADMIN } from './support/staff.ts'

/** How far the header's row runs past its container's content edge, in pixels (0 when it fits). */
function headerOverflow(page: Page): Promise<number> {
  return page
    .getByRole('banner')
    .locator(':scope > div')
    .first()
    .evaluate((row) => {
      const contentRight = row.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(row).paddingRight)
      return Math.max(0, ...[...row.children].map((child) => child.getBoundingClientRect().right - contentRight))
    })
}

test.describe('the site header with the full navigation (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('fits its container for a guest: the button «Обсудить проект» ends where the page content does', async ({ page }) => {
    await gotoInteractive(page, '/')
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible()
    expect(await headerOverflow(page)).toBeLessThanOrEqual(0.5)
  })

  test('fits its container for a staff member, with the staff area’s icon beside the account’s', async ({ page }) => {
    await logInThroughUi(page, FIRST_ADMIN, '/login/?redirect=%2F')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Управление сайтом' })).toBeVisible()
    expect(await headerOverflow(page)).toBeLessThanOrEqual(0.5)
  })
})
