import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'

interface Summary {
  slug: string
  title: string
  tags: { slug: string; title: string }[]
}
interface List {
  data: Summary[]
  meta: { current_page: number; last_page: number; total: number }
}

/** What the API holds, so that assertions follow the content rather than repeat it. */
async function apiList(request: APIRequestContext, query: Record<string, string | number>): Promise<List> {
  const response = await request.get('/api/v1/posts', { params: { per_page: 10, ...query } })
  expect(response.ok()).toBe(true)
  return response.json()
}

/** Marks the document; the mark survives client-side transitions and is lost on a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window)

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text))
}

/** A link whose accessible name starts with the text (chips add their post count). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

const OLD_SLUG = 'skolko-stoit-sajt-2025'
const NEW_PATH = '/articles/skolko-stoit-korporativnyj-sajt/'

test.describe('lists', () => {
  for (const [category, heading] of [
    ['news', 'Новости'],
    ['articles', 'Статьи'],
  ] as const) {
    test(`/${category}/ shows the newest posts from the API, the first one featured, with topic chips and an RSS link`, async ({
      page,
      request,
    }) => {
      const list = await apiList(request, { category })
      const response = await page.goto(`/${category}/`)
      expect(response?.status()).toBe(200)

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(/— Малахит$/)
      const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
      await expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/')
      await expect(crumbs.getByText(heading, { exact: true })).toHaveAttribute('aria-current', 'page')

      const cards = page.locator('main article')
      await expect(cards).toHaveCount(list.data.length)
      const titles = await cards.getByRole('heading', { level: 2 }).allTextContents()
      expect(titles).toEqual(list.data.map((post) => post.title))
      // The newest post is the featured one: its cover is loaded at once, the others when scrolled to.
      await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager')
      await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy')
      await expect(cards.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)

      const topics = page.getByRole('navigation', { name: 'Темы публикаций' })
      await expect(topics.getByRole('link', { name: 'Все темы' })).toHaveAttribute('aria-current', 'page')
      const firstTag = list.data[0]?.tags[0]
      if (firstTag) await expect(topics.getByRole('link', { name: startsWith(firstTag.title) })).toBeVisible()

      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `/${category}/rss.xml`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${category}/$`))
      await expectAccessible(page)
    })
  }

  test('a topic chip filters the list, and «Все темы» brings every post back', async ({ page, request }) => {
    const all = await apiList(request, { category: 'news' })
    // A topic that only some news carry.
    const tags = new Map(all.data.flatMap((post) => post.tags).map((tag) => [tag.slug, tag]))
    const tag = [...tags.values()].find((candidate) => all.data.some((post) => !post.tags.some((own) => own.slug === candidate.slug)))!
    const filtered = await apiList(request, { category: 'news', tag: tag.slug })

    await gotoInteractive(page, '/news/')
    await markDocument(page)
    const topics = page.getByRole('navigation', { name: 'Темы публикаций' })
    await topics.getByRole('link', { name: startsWith(tag.title) }).click()

    await expect(page).toHaveURL(`/news/?tag=${tag.slug}`)
    await expect(topics.getByRole('link', { name: startsWith(tag.title) })).toHaveAttribute('aria-current', 'page')
    await expect(topics.getByRole('link', { name: 'Все темы' })).not.toHaveAttribute('aria-current', 'page')
    await expect(page.locator('main article h2')).toHaveText(filtered.data.map((post) => post.title))
    expect(await isSameDocument(page)).toBe(true)

    await topics.getByRole('link', { name: 'Все темы' }).click()
    await expect(page).toHaveURL('/news/')
    await expect(page.locator('main article')).toHaveCount(all.data.length)
  })

  test('a topic without posts shows a friendly empty state with a way back', async ({ page, request }) => {
    // A topic the site has (articles carry it) that no news carries.
    const topics = async (category: string) =>
      ((await (await request.get('/api/v1/posts/tags', { params: { category } })).json()).data as { slug: string }[]).map((tag) => tag.slug)
    const newsTopics = await topics('news')
    const topic = (await topics('articles')).find((slug) => !newsTopics.includes(slug))!
    const response = await gotoInteractive(page, `/news/?tag=${topic}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Здесь пока пусто' })).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await page.getByRole('link', { name: 'Все новости' }).click()
    await expect(page).toHaveURL('/news/')
    await expect(page.locator('main article').first()).toBeVisible()
  })

  for (const path of [
    '/news/?tag=net-takoj-temy',
    '/articles/?tag=a%20b',
    '/articles/?tag=a+b',
    '/articles/?tag=%D1%82%D0%B5%D0%BC%D0%B0',
    '/articles/?tag=2024',
  ]) {
    test(`a topic the site does not have answers 404 at once: ${path}`, async ({ page, request, expectBrowserError }) => {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status()).toBe(404)
      expect(answer.headers().location).toBeUndefined()
      expectBrowserError(/status of 404/)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    })
  }

  test('a topic keeps its own canonical address, without the parameters of a mailing', async ({ request }) => {
    const html = await (await request.get('/articles/?utm_source=mail&tag=development&utm_campaign=a%20b', { maxRedirects: 0 })).text()
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/articles\/\?tag=development"/)
    expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/articles\/\?tag=development"/)
  })

  test('pagination moves through the pages with ?page=N and never links to page=1', async ({ page, request }) => {
    const first = await apiList(request, { category: 'news' })
    test.skip(first.meta.last_page < 2, 'the demo news fit on one page')
    const second = await apiList(request, { category: 'news', page: 2 })

    await gotoInteractive(page, '/news/')
    await markDocument(page)
    const pages = page.getByRole('navigation', { name: /^Страницы/ })
    await expect(pages.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: 'Страница 2' }).click()

    await expect(page).toHaveURL('/news/?page=2')
    await expect(page.locator('main article h2')).toHaveText(second.data.map((post) => post.title))
    // The second page is a page of its own for search engines; the first is the list itself.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/\?page=2$/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/news\/\?page=2$/)
    await expect(pages.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page')
    await expect(pages.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/news/')
    await expect(pages.getByRole('link', { name: /Назад/ })).toHaveAttribute('href', '/news/')
    await expect(page).toHaveTitle(/страница 2/)
    expect(await isSameDocument(page)).toBe(true)

    await pages.getByRole('link', { name: /Назад/ }).click()
    await expect(page).toHaveURL('/news/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/$/)
    await expect(page.locator('main article h2').first()).toHaveText(first.data[0]!.title)
  })

  test('a page past the end of a list answers 404', async ({ page, request, expectBrowserError }) => {
    expectBrowserError(/status of 404/)
    const { meta } = await apiList(request, { category: 'articles' })
    const response = await page.goto(`/articles/?page=${meta.last_page + 1}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  })
})

test.describe('a post', () => {
  test('a card opens its article by a client-side transition, with breadcrumbs, date, reading time, topics and body', async ({
    page,
    request,
  }) => {
    const { data } = await apiList(request, { category: 'articles' })
    const summary = data[0]!
    const post = await (await request.get(`/api/v1/posts/${summary.slug}`, { params: { category: 'articles' } })).json()

    await gotoInteractive(page, '/articles/')
    await markDocument(page)
    await page.getByRole('link', { name: summary.title, exact: true }).click()

    await expect(page).toHaveURL(`/articles/${summary.slug}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(summary.title)
    expect(await isSameDocument(page)).toBe(true)
    await expect(page).toHaveTitle(`${post.seo.title} — Малахит`)

    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('link', { name: 'Статьи' })).toHaveAttribute('href', '/articles/')
    await expect(crumbs.getByText(summary.title)).toHaveAttribute('aria-current', 'page')

    const header = page.locator('main header').first()
    await expect(header.locator('time')).toHaveAttribute('datetime', post.published_at)
    await expect(header.getByText(/^\d+ минут(а|ы)? чтения$/)).toBeVisible()
    for (const tag of post.tags) {
      await expect(header.getByRole('link', { name: tag.title })).toHaveAttribute('href', `/articles/?tag=${tag.slug}`)
    }
    await expect(page.locator('main img').first()).toHaveAttribute('alt', post.cover.alt)
    await expect(page.locator('.prose p').first()).toBeVisible()
  })

  test('a long article has a table of contents that leads to its sections', async ({ page }) => {
    await gotoInteractive(page, '/articles/core-web-vitals/')
    const toc = page.getByRole('navigation', { name: 'Содержание' })
    const links = toc.getByRole('link')
    expect(await links.count()).toBeGreaterThanOrEqual(3)
    const sections = await page
      .locator('.prose h2[id]')
      .evaluateAll((headings) => headings.map((heading) => ({ id: heading.id, text: heading.textContent?.trim() })))
    await expect(links).toHaveText(sections.map((section) => section.text ?? ''))

    const target = sections[2]!
    await toc.getByRole('link', { name: target.text }).click()
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`))
    await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport()
    await expectAccessible(page)
  })

  test('the table of contents stays beside the text while reading on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await gotoInteractive(page, '/articles/core-web-vitals/')
    const toc = page.getByRole('navigation', { name: 'Содержание' })
    await page.locator('.prose h2[id]').nth(3).scrollIntoViewIfNeeded()
    await expect(toc).toBeInViewport()
    const [tocBox, proseBox] = [await toc.boundingBox(), await page.locator('.prose').boundingBox()]
    expect(tocBox!.x).toBeGreaterThan(proseBox!.x + proseBox!.width)
  })

  test('a short news post has no table of contents', async ({ page, request }) => {
    const { data } = await apiList(request, { category: 'news' })
    for (const summary of data) {
      const post = await (await request.get(`/api/v1/posts/${summary.slug}`, { params: { category: 'news' } })).json()
      if ((post.body.match(/<h2 id=/g) ?? []).length >= 3) continue
      await page.goto(`/news/${summary.slug}/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(summary.title)
      await expect(page.getByRole('navigation', { name: 'Содержание' })).toHaveCount(0)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
      await expectAccessible(page)
      return
    }
    throw new Error('every news post has three sections or more')
  })

  test('a post describes itself to search engines as an Article with breadcrumbs', async ({ page, request }) => {
    const post = await (await request.get('/api/v1/posts/core-web-vitals', { params: { category: 'articles' } })).json()
    await page.goto('/articles/core-web-vitals/')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    // The seed's covers are drawings (SVG), which link previews do not show: the post shares the brand image.
    expect(post.cover.src).toMatch(/\.svg$/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/[^/]+\/og-image\.jpg$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/.+\/articles\/core-web-vitals\/$/)

    const data = await jsonLdTypes(page)
    const article = data.find((item) => item['@type'] === 'Article')!
    expect(article).toMatchObject({
      headline: post.title,
      description: post.seo.description,
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { '@type': 'Organization', name: 'Малахит' },
      publisher: { '@type': 'Organization', name: 'Малахит' },
    })
    expect(article.image).toEqual([expect.stringMatching(/^https?:\/\/.+\.svg$/)])
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(['Главная', 'Статьи', post.title])
  })

  test('related posts lead to other posts of the category, and the call to action to the brief', async ({ page, request }) => {
    const post = await (await request.get('/api/v1/posts/core-web-vitals', { params: { category: 'articles' } })).json()
    await gotoInteractive(page, '/articles/core-web-vitals/')
    await expect(page.getByRole('link', { name: /Заполнить бриф/ })).toHaveAttribute('href', '/brief/')

    const related = page.getByRole('region', { name: 'Читайте также' })
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(post.related.map((item: Summary) => item.title))
    await markDocument(page)
    const next = post.related[0] as Summary
    await related.getByRole('link', { name: next.title }).click()
    await expect(page).toHaveURL(`/articles/${next.slug}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title)
    expect(await isSameDocument(page)).toBe(true)
  })

  test('a topic of a post opens the list filtered by it', async ({ page }) => {
    await gotoInteractive(page, '/articles/core-web-vitals/')
    const header = page.locator('main header').first()
    const topic = header.getByRole('list', { name: 'Темы' }).getByRole('link').first()
    const title = (await topic.textContent()) ?? ''
    await topic.click()
    await expect(page).toHaveURL(/\/articles\/\?tag=[a-z0-9-]+$/)
    await expect(page.getByRole('navigation', { name: 'Темы публикаций' }).getByRole('link', { name: startsWith(title) })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.locator('main article h2', { hasText: 'Core Web Vitals' })).toBeVisible()
  })

  for (const path of ['/news/net-takoj-novosti/', '/articles/net-takoj-stati/', '/news/core-web-vitals/', '/articles/Not_A_Slug/']) {
    test(`${path} answers 404 with the error page`, async ({ page, expectBrowserError }) => {
      expectBrowserError(/status of 404/)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    })
  }
})

test.describe('moved posts', () => {
  test('the old address of an article answers 301 with the new one', async ({ request }) => {
    const response = await request.get(`/articles/${OLD_SLUG}/`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(NEW_PATH)
    expect((await request.get(NEW_PATH, { maxRedirects: 0 })).status()).toBe(200)
  })

  test("the old address keeps the visitor's query (utm_*) on its way to the new one", async ({ request }) => {
    const response = await request.get(`/articles/${OLD_SLUG}/?utm_source=mail&utm_campaign=spring`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(`${NEW_PATH}?utm_source=mail&utm_campaign=spring`)
    expect((await request.get(`${NEW_PATH}?utm_source=mail&utm_campaign=spring`, { maxRedirects: 0 })).status()).toBe(200)
  })

  test('opening the old address in the browser ends on the new one', async ({ page }) => {
    await page.goto(`/articles/${OLD_SLUG}/`)
    await expect(page).toHaveURL(NEW_PATH)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Сколько стоит корпоративный сайт/)
  })

  test('a client-side navigation to the old address ends on the new one', async ({ page }) => {
    await gotoInteractive(page, '/articles/')
    await markDocument(page)
    await page.evaluate((slug) => {
      const router = (window as unknown as { __TSR_ROUTER__: { navigate: (options: object) => Promise<void> } }).__TSR_ROUTER__
      return router.navigate({ to: '/articles/$slug/', params: { slug } })
    }, OLD_SLUG)
    await expect(page).toHaveURL(NEW_PATH)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Сколько стоит корпоративный сайт/)
    expect(await isSameDocument(page)).toBe(true)
  })

  test('an old address of an article is not a news address', async ({ request }) => {
    expect((await request.get(`/news/${OLD_SLUG}/`, { maxRedirects: 0 })).status()).toBe(404)
  })
})

test.describe('RSS feeds', () => {
  for (const [category, title] of [
    ['news', 'Новости «Малахит»'],
    ['articles', 'Статьи «Малахит»'],
  ] as const) {
    test(`/${category}/rss.xml is a well-formed RSS 2.0 feed of the latest posts with absolute links`, async ({ request, page }) => {
      const response = await request.get(`/${category}/rss.xml`, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
      expect(response.headers()['cache-control']).toMatch(/public, max-age=\d+/)
      const xml = await response.text()
      expect(xml.startsWith('<?xml')).toBe(true)

      const { data, meta } = await apiList(request, { category, per_page: 20 })
      const feed = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'application/xml')
        if (document.querySelector('parsererror')) throw new Error('the feed is not well-formed')
        const text = (element: Element, name: string) => element.getElementsByTagName(name)[0]?.textContent ?? null
        return {
          version: document.documentElement.getAttribute('version'),
          title: text(document.querySelector('channel')!, 'title'),
          items: [...document.querySelectorAll('channel > item')].map((item) => ({
            title: text(item, 'title'),
            link: text(item, 'link'),
            guid: text(item, 'guid'),
            pubDate: text(item, 'pubDate'),
          })),
        }
      }, xml)

      expect(feed.version).toBe('2.0')
      expect(feed.title).toBe(title)
      expect(feed.items).toHaveLength(Math.min(20, meta.total))
      expect(feed.items.map((item) => item.title)).toEqual(data.map((post) => post.title))
      for (const item of feed.items) {
        expect(item.link).toMatch(new RegExp(`^https?://[^/]+/${category}/[a-z0-9-]+/$`))
        expect(item.guid).toBe(item.link)
        expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false)
      }
    })
  }
})

test('@phone a list and an article read well on a phone', async ({ page }) => {
  await page.goto('/news/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости')
  // Topic chips scroll sideways inside their strip; the page itself never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await expectAccessible(page)

  await page.goto('/articles/core-web-vitals/')
  const toc = page.getByRole('navigation', { name: 'Содержание' })
  await expect(toc).toBeVisible()
  // Above the text on a narrow screen.
  const [tocBox, proseBox] = [await toc.boundingBox(), await page.locator('.prose').boundingBox()]
  expect(tocBox!.y + tocBox!.height).toBeLessThanOrEqual(proseBox!.y)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await expectAccessible(page)
})
