import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PostSummary } from '#app/features/posts/types.ts'
import { startSite } from '../support/site-process.ts'
import { expect, test } from './fixtures.ts'

// A site of its own whose backend (API_BASE_URL) lists posts with markup in their words, as an
// editor may type it: the feeds must hand it to readers as text.
test.describe.configure({ mode: 'serial' })

const TITLE = 'Q&A: <b>жирный</b> шрифт ]]><evil/>'
const EXCERPT = 'x <script>alert(1)</script> & <img src=x onerror=alert(2)> ]]> конец'

const postOf = (category: PostSummary['category']): PostSummary => ({
  slug: 'razmetka',
  category,
  title: TITLE,
  excerpt: EXCERPT,
  cover: null,
  tags: [{ slug: 'seo', title: 'SEO & <i>аналитика</i>' }],
  published_at: '2026-02-05T09:00:00.000Z',
})

let backend: Server
let site: Awaited<ReturnType<typeof startSite>>

test.beforeAll(async () => {
  test.setTimeout(180_000)
  backend = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://backend')
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    request.resume()
    request.on('end', () => {
      if (url.pathname === '/api/oauth/token') return answer(200, { access_token: 'site-token', token_type: 'Bearer', expires_in: 3600 })
      if (url.pathname === '/api/v1/posts') {
        const category = url.searchParams.get('category') === 'articles' ? 'articles' : 'news'
        return answer(200, { data: [postOf(category)], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } })
      }
      answer(404, { message: 'Не найдено.' })
    })
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  const { port } = backend.address() as AddressInfo
  site = await startSite({
    API_BASE_URL: `http://127.0.0.1:${port}/api`,
    API_CLIENT_ID: 'site',
    API_CLIENT_SECRET: 'a-client-secret-for-tests',
  })
})

test.afterAll(async () => {
  await site?.stop()
  await new Promise((resolve) => backend?.close(resolve))
})

for (const category of ['news', 'articles'] as const) {
  test(`/${category}/rss.xml gives a post's title, excerpt and topics to readers as text, never as markup`, async ({ request, page }) => {
    const response = await request.get(`${site.url}/${category}/rss.xml`)
    expect(response.status()).toBe(200)
    const xml = await response.text()
    for (const markup of ['<script', '<img', '<b>', '<i>', '<evil', '<![CDATA[']) expect(xml).not.toContain(markup)

    // As a reader sees it: the XML parsed, then the description (HTML by RSS) rendered.
    const item = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml')
      if (document.querySelector('parsererror')) throw new Error('the feed is not well-formed')
      const element = document.querySelector('channel > item')!
      const text = (name: string) => element.getElementsByTagName(name)[0]?.textContent ?? null
      const description = new DOMParser().parseFromString(`<body>${text('description')}</body>`, 'text/html').body
      return {
        elements: [...element.children].map((child) => child.tagName),
        title: text('title'),
        topic: text('category'),
        description: { text: description.textContent, elements: description.querySelectorAll('*').length },
      }
    }, xml)
    expect(item.elements).toEqual(['title', 'link', 'guid', 'pubDate', 'description', 'category'])
    expect(item.title).toBe(TITLE)
    expect(item.topic).toBe('SEO & <i>аналитика</i>')
    expect(item.description).toEqual({ text: EXCERPT, elements: 0 })
  })
}
