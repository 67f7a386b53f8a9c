import type { Page } from '@playwright/test'
import { expect, gotoInteractive, test } from './fixtures.ts'

// What a visitor's browser downloads to show a page: the phone rules (libphonenumber and its
// metadata) only on pages with a form, and Manrope only in its Cyrillic and Latin subsets.

/** libphonenumber's metadata names this field; nothing else in the bundle does. */
const PHONE_METADATA = 'country_calling_codes'

/** The site's own scripts and fonts a page loads, with their bodies. */
async function loadedAssets(page: Page, path: string) {
  const assets: { url: string; type: string; body: Buffer }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/assets/')) return
    pending.push(response.body().then((body) => void assets.push({ url: url.pathname, type: response.request().resourceType(), body })))
  })
  await gotoInteractive(page, path)
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  return assets
}

test.describe('first load', () => {
  for (const path of ['/', '/news/itogi-2025-goda/', '/services/marketing/seo/', '/portfolio/']) {
    test(`${path} loads no phone rules and only the Cyrillic and Latin subsets of the font`, async ({ page }) => {
      const assets = await loadedAssets(page, path)
      const scripts = assets.filter((asset) => asset.type === 'script')
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script.body.includes(PHONE_METADATA), script.url).toBe(false)
      const fonts = assets.filter((asset) => asset.type === 'font').map((asset) => asset.url)
      expect(fonts.length).toBeGreaterThan(0)
      for (const font of fonts) expect(font).toMatch(/\/manrope-(cyrillic|latin)-wght-normal-[\w-]+\.woff2$/)
    })
  }

  test('the contact form brings the phone rules with it', async ({ page }) => {
    const scripts = (await loadedAssets(page, '/contacts/')).filter((asset) => asset.type === 'script')
    // The marker is right: the page whose form checks phones in the browser has it.
    expect(scripts.some((script) => script.body.includes(PHONE_METADATA))).toBe(true)
  })
})
