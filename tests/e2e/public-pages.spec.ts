import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// Rules every public page keeps, checked on one page of each kind: it fits a phone's screen, and it
// has a description and a picture to share.

/** Sections of the site; any other first segment of an address is a portfolio group. */
const SECTIONS = [
  'news',
  'articles',
  'services',
  'solutions',
  'clients',
  'portfolio',
  'company',
  'contacts',
  'brief',
  'privacy',
  'agreement',
]
const DESIGNED_SOLUTIONS = ['/solutions/ritual-agency/', '/solutions/online-store-selling-tires-and-wheels-rims/']
/** A word no line of a phone holds, as people paste them: typed into the search it is shown back in the heading. */
const LONG_WORD = 'интернет-магазинсинтеграциейс1Силичнымкабинетомдилера'

/** One page of every kind the site shows a guest, the items picked from the sitemap (the seed's content). */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const first = (kind: string, pattern: RegExp) => {
    const path = paths.find((candidate) => pattern.test(candidate))
    if (!path) throw new Error(`The sitemap lists no ${kind}`)
    return path
  }
  const section = (path: string) => SECTIONS.includes(path.split('/')[1]!)
  const group = paths.find((path) => /^\/[^/]+\/$/.test(path) && !section(path))
  const project = paths.find((path) => /^\/[^/]+\/[^/]+\/$/.test(path) && !section(path))
  if (!group || !project) throw new Error('The sitemap lists no portfolio group or project')
  return [
    '/',
    '/news/',
    first('news post', /^\/news\/[^/]+\/$/),
    '/articles/',
    first('article', /^\/articles\/[^/]+\/$/),
    '/services/',
    first('service category', /^\/services\/[^/]+\/$/),
    first('service', /^\/services\/[^/]+\/[^/]+\/$/),
    '/solutions/',
    ...DESIGNED_SOLUTIONS,
    first('solution', new RegExp(`^/solutions/(?!${DESIGNED_SOLUTIONS.map((path) => path.split('/')[2]).join('/|')}/)[^/]+/$`)),
    '/clients/',
    '/portfolio/',
    group,
    project,
    '/company/',
    '/contacts/',
    '/brief/',
    '/privacy/',
    '/agreement/',
    '/search/',
    `/search/?q=${encodeURIComponent('сайт')}`,
    `/search/?q=${encodeURIComponent(LONG_WORD)}`,
    '/login/',
    '/registration/',
    '/password/forgot/',
    '/password/reset/?token=not-a-real-token',
    '/verification/',
    '/login-by-token/',
    '/no-such-page/',
  ]
}

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(path === '/no-such-page/' ? 404 : 200)
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('no public page is wider than the screen @phone', async ({ page, request, expectBrowserError }) => {
    test.slow()
    expectBrowserError(/status of 404/)
    const wider: string[] = []
    for (const path of await publicPages(request)) {
      await open(page, path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 360) wider.push(`${path}: ${width} px`)
    }
    expect(wider).toEqual([])
  })
})

test('every public page has a description and a picture to share, at an absolute address', async ({
  page,
  request,
  expectBrowserError,
}) => {
  test.slow()
  expectBrowserError(/status of 404/)
  const missing: string[] = []
  const images = new Map<string, { width: string | null; height: string | null }>()
  for (const path of await publicPages(request)) {
    await open(page, path)
    const meta = await page.evaluate(() => {
      const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null
      return {
        description: content('meta[name="description"]'),
        image: content('meta[property="og:image"]'),
        width: content('meta[property="og:image:width"]'),
        height: content('meta[property="og:image:height"]'),
      }
    })
    const { description, image } = meta
    if (!description || description.trim().length < 30 || !/[а-яё]/i.test(description))
      missing.push(`${path}: description «${description}»`)
    if (!image || !/^https?:\/\//.test(image)) missing.push(`${path}: og:image ${image}`)
    else images.set(image, { width: meta.width, height: meta.height })
  }
  expect(missing).toEqual([])

  // Each picture is there, an image a link preview can show (no SVG), of the size its page declares.
  for (const [url, declared] of images) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type'], url).toMatch(/^image\/(jpeg|png|webp)$/)
    const size = await page.evaluate(async (source) => {
      const image = new Image()
      image.src = source
      await image.decode()
      return { width: String(image.naturalWidth), height: String(image.naturalHeight) }
    }, url)
    if (declared.width !== null) expect(size, url).toEqual(declared)
  }
  // Pages without a picture of their own share the brand image, 1200×630.
  expect([...images.values()]).toContainEqual({ width: '1200', height: '630' })
})
