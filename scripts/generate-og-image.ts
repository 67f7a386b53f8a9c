// Draws the brand image that pages share when they have no picture of their own:
// node scripts/ensure-chromium.ts --full && node scripts/generate-og-image.ts
//
// 1200×630 JPEG (the size link previews of VK, Telegram and Facebook expect), rendered by Chromium
// from the HTML below with the site's own typeface, into public/og-image.jpg. Run it again after the
// brand (colours, mark, name) changes; lib/seo.ts refers to the file by its address.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { agency } from '../shared/company.ts'
import { FULL_CHROMIUM } from '../tests/e2e/chromium.ts'

const OUTPUT = fileURLToPath(new URL('../public/og-image.jpg', import.meta.url))
/** Manrope's Cyrillic and Latin halves (digits and punctuation are in the Latin one). */
const FONTS = ['cyrillic', 'latin'].map((subset) =>
  readFileSync(
    fileURLToPath(new URL(`../node_modules/@fontsource-variable/manrope/files/manrope-${subset}-wght-normal.woff2`, import.meta.url)),
  ),
)
const WIDTH = 1200
const HEIGHT = 630

/** Malachite's bands: arcs around one point beyond the right edge, as on a cut and polished stone. */
function bands(): string {
  const arcs: string[] = []
  for (let i = 0; i < 15; i++) {
    const radius = 90 + i * 38 + (i % 3) * 9
    const width = 10 + (i % 4) * 7
    const opacity = (0.1 + (i % 5) * 0.045).toFixed(3)
    arcs.push(`<circle cx="1130" cy="560" r="${radius}" fill="none" stroke="#6fc6a8" stroke-width="${width}" stroke-opacity="${opacity}"/>`)
  }
  return `<svg class="bands" viewBox="0 0 ${WIDTH} ${HEIGHT}" aria-hidden="true">${arcs.join('')}</svg>`
}

const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<style>
  ${FONTS.map((font) => `@font-face { font-family: Manrope; src: url(data:font/woff2;base64,${font.toString('base64')}) format("woff2"); font-weight: 200 800; }`).join('\n  ')}
  * { margin: 0; box-sizing: border-box; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: Manrope, sans-serif; color: #fff;
    background: radial-gradient(circle at 85% 90%, #137257 0%, #0f5c47 38%, #0a3b2f 100%); position: relative; }
  .bands { position: absolute; inset: 0; width: 100%; height: 100%; }
  main { position: relative; height: 100%; padding: 72px 80px 64px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 20px; }
  .brand svg { width: 72px; height: 72px; }
  .brand span { font-size: 44px; font-weight: 800; letter-spacing: -0.02em; }
  h1 { margin-top: auto; max-width: 900px; text-wrap: balance; font-size: 64px; line-height: 1.08; font-weight: 800; letter-spacing: -0.025em; }
  p { margin-top: 28px; font-size: 28px; font-weight: 600; color: #a6dec8; }
</style>
</head>
<body>
${bands()}
<main>
  <div class="brand">
    <svg viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#d2efe3"/><path d="M14 46 26 18l6 14 6-14 12 28h-7l-5-12-6 14-6-14-5 12z" fill="#0f5c47"/></svg>
    <span>${agency.name}</span>
  </div>
  <h1>Сайты и сервисы, которые работают на ваш бизнес</h1>
  <p>Веб-студия полного цикла · с 2012 года</p>
</main>
</body>
</html>`

const browser = await chromium.launch({ executablePath: FULL_CHROMIUM.path, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: OUTPUT, type: 'jpeg', quality: 90 })
  console.log(`Drawn ${OUTPUT}`)
} finally {
  await browser.close()
}
