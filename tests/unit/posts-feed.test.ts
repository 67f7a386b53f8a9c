import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { renderFeed } from '#app/features/posts/feed.ts'
import type { PostSummary } from '#app/features/posts/types.ts'
import { expectContainsAll } from './support/contains-all.ts'

const post = (slug: string, publishedAt: string, extra: Partial<PostSummary> = {}): PostSummary => ({
  slug,
  category: 'news',
  title: `Новость ${slug}`,
  excerpt: 'Коротко о главном без лишнего шума.',
  cover: { src: `/images/demo/posts/${slug}.svg`, alt: 'Обложка' },
  tags: [{ slug: 'studio', title: 'Новости студии' }],
  published_at: publishedAt,
  ...extra,
})

/** The feed as a reader's XML parser sees it: it must be well-formed; each item's elements and their text. */
function readFeed(xml: string) {
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml')
  expect(document.querySelector('parsererror')?.textContent ?? null).toBeNull()
  return [...document.querySelectorAll('channel > item')].map((item) =>
    [...item.children].map((child) => ({ name: child.tagName, text: child.textContent })),
  )
}

/** What an HTML renderer shows for a fragment: its text, with every tag it would make. */
function asHtml(fragment: string) {
  const body = new new Window().DOMParser().parseFromString(`<body>${fragment}</body>`, 'text/html').body
  return { text: body.textContent, tags: [...body.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()) }
}

describe('renderFeed', () => {
  const xml = renderFeed(
    'news',
    [post('second', '2026-02-05T09:00:00.000Z'), post('first', '2025-01-10T09:00:00.000Z', { cover: null })],
    'https://malakhit.studio',
  )

  it('is an RSS 2.0 document about the category, linking to its list and to itself', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true)
    expectContainsAll(xml, [
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<title>Новости «Малахит»</title>',
      '<link>https://malakhit.studio/news/</link>',
      '<language>ru</language>',
      '<atom:link href="https://malakhit.studio/news/rss.xml" rel="self" type="application/rss+xml"/>',
      '<lastBuildDate>Thu, 05 Feb 2026 09:00:00 GMT</lastBuildDate>',
    ])
  })

  it('has an item per post, in order, with absolute link, permanent guid, date and topics', () => {
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '')
    expect(items).toHaveLength(2)
    expectContainsAll(items[0]!, [
      '<title>Новость second</title>',
      '<link>https://malakhit.studio/news/second/</link>',
      '<guid isPermaLink="true">https://malakhit.studio/news/second/</guid>',
      '<pubDate>Thu, 05 Feb 2026 09:00:00 GMT</pubDate>',
      '<description>Коротко о главном без лишнего шума.</description>',
      '<category>Новости студии</category>',
      '<enclosure url="https://malakhit.studio/images/demo/posts/second.svg" length="0" type="image/svg+xml"/>',
    ])
    expect(items[1]).toContain('<link>https://malakhit.studio/news/first/</link>')
    expect(items[1]).not.toContain('<enclosure')
  })

  it('is a valid empty channel when there are no posts', () => {
    const empty = renderFeed('articles', [], 'https://malakhit.studio', new Date('2026-03-01T00:00:00Z'))
    expect(empty).toContain('<title>Статьи «Малахит»</title>')
    expect(empty).not.toContain('<item>')
    expect(empty).toContain('<lastBuildDate>Sun, 01 Mar 2026 00:00:00 GMT</lastBuildDate>')
  })

  describe('titles, excerpts and topics are plain text, never markup', () => {
    const title = 'Q&A: <b>жирный</b> ]]> шрифт ]]><evil/>'
    const excerpt = 'x <script>alert(1)</script> & <img src=x onerror=alert(2)> ]]> конец'
    const topic = 'SEO & <i>аналитика</i>'
    const hostile = renderFeed(
      'news',
      [post('hostile', '2026-02-05T09:00:00.000Z', { title, excerpt, tags: [{ slug: 'seo', title: topic }] })],
      'https://malakhit.studio',
    )

    it('writes no markup of theirs into the document, and no CDATA to break out of', () => {
      for (const markup of ['<script', '<img', '<b>', '<i>', '<evil', '<![CDATA[']) expect(hostile).not.toContain(markup)
    })

    it('keeps the item whole: every element a reader finds is ours, the title exactly as written', () => {
      const [item] = readFeed(hostile)
      expect(item!.map(({ name }) => name)).toEqual(['title', 'link', 'guid', 'pubDate', 'description', 'category', 'enclosure'])
      expect(item!.find(({ name }) => name === 'title')?.text).toBe(title)
      expect(item!.find(({ name }) => name === 'category')?.text).toBe(topic)
    })

    it('gives the description as HTML that shows the excerpt word for word and makes no element', () => {
      const [item] = readFeed(hostile)
      const description = item!.find(({ name }) => name === 'description')!.text
      expect(asHtml(description)).toEqual({ text: excerpt, tags: [] })
    })

    it('drops the characters XML forbids, so the feed stays readable', () => {
      const [item] = readFeed(
        renderFeed('news', [post('control', '2026-02-05T09:00:00.000Z', { title: 'Звонок\u0007 и\u0000 всё' })], 'https://malakhit.studio'),
      )
      expect(item!.find(({ name }) => name === 'title')?.text).toBe('Звонок и всё')
    })
  })
})
