import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'

test.describe('a legal page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows its tables as cards, each cell under its column header, and never scrolls sideways @phone', async ({ page }) => {
    await gotoInteractive(page, '/privacy/')
    const table = page.getByRole('table')
    // Still a table for screen readers, with its column headers.
    await expect(table.getByRole('columnheader')).toHaveText(['Цель обработки', 'Категории данных', 'Правовое основание', 'Срок хранения'])
    const retention = table.getByRole('cell', { name: 'до 90\u00a0дней' })
    await expect(retention).toBeVisible()
    await expect(retention).toHaveAttribute('data-label', 'Срок хранения')
    // The label is shown above the cell's text.
    const label = await retention.evaluate((cell) => getComputedStyle(cell, '::before').content)
    expect(label).toContain('Срок хранения')
    await expect(table.locator('thead')).not.toBeInViewport()

    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }))
    expect(widths.page).toBeLessThanOrEqual(widths.screen)
    const tableBox = await table.boundingBox()
    expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(390)
    await expectAccessible(page)
  })

  test('lists its sections at the top, and a link takes the reader to the section @phone', async ({ page }) => {
    await gotoInteractive(page, '/privacy/')
    const contents = page.getByRole('navigation', { name: 'Содержание' })
    await expect(contents.getByRole('link')).toHaveCount(14)
    await contents.getByRole('link', { name: '4. Цели обработки и состав данных' }).click()
    await expect(page).toHaveURL(/\/privacy\/#celi-i-sostav-dannyh$/)
    await expect(page.getByRole('heading', { name: '4. Цели обработки и состав данных' })).toBeInViewport()

    await gotoInteractive(page, '/agreement/')
    await expect(page.getByRole('navigation', { name: 'Содержание' }).getByRole('link')).toHaveCount(10)
  })
})

test('on a wide screen a legal page keeps its table as a table', async ({ page }) => {
  await gotoInteractive(page, '/privacy/')
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Срок хранения' })).toBeVisible()
  const label = await table.getByRole('cell', { name: 'до 90\u00a0дней' }).evaluate((cell) => getComputedStyle(cell, '::before').content)
  expect(label).toBe('none')
})
