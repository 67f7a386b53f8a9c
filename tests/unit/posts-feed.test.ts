import { describe, expect, it } from 'vitest'
import { renderFeed } from '#app/features/posts/feed.ts'
import type { PostSummary } from '#app/features/posts/types.ts'
import { expectContainsAll } from './support/contains-all.ts'

const post = (slug: string, publishedAt: string, extra: Partial<PostSummary> = {}): PostSummary => ({
  slug,
  category: 'news',
  title: `Новость ${slug}`,
  excerpt: 'Коротко о главном & без лишнего <b>шума</b>.',
  cover: { src: `/images/demo/posts/${slug}.svg`, alt: 'Обложка' },
  tags: [{ slug: 'studio', title: 'Новости студии' }],
  published_at: publishedAt,
  ...extra,
})

describe('renderFeed', () => {
  const xml = renderFeed(
    'news',
    [post('second', '2026-02-05T09:00:00.000Z'), post('first', '2025-01-10T09:00:00.000Z', { cover: null })],
    'https://malakhit.studio',
  )

  it('is an RSS 2.0 document about the category, linking to its list and to itself', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true)
    expectContainsAll(xml, [
      '<rss version="2.0"',
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
      '<title><![CDATA[Новость second]]></title>',
      '<link>https://malakhit.studio/news/second/</link>',
      '<guid isPermaLink="true">https://malakhit.studio/news/second/</guid>',
      '<pubDate>Thu, 05 Feb 2026 09:00:00 GMT</pubDate>',
      '<category>Новости студии</category>',
      '<enclosure length="0" type="image/svg+xml" url="https://malakhit.studio/images/demo/posts/second.svg"/>',
    ])
    expect(items[1]).toContain('<link>https://malakhit.studio/news/first/</link>')
    expect(items[1]).not.toContain('<enclosure')
  })

  it('keeps markup in text from breaking the document', () => {
    expect(xml).toContain('<description><![CDATA[Коротко о главном & без лишнего <b>шума</b>.]]></description>')
  })

  it('is a valid empty channel when there are no posts', () => {
    const empty = renderFeed('articles', [], 'https://malakhit.studio', new Date('2026-03-01T00:00:00Z'))
    expect(empty).toContain('<title>Статьи «Малахит»</title>')
    expect(empty).not.toContain('<item>')
    expect(empty).toContain('<lastBuildDate>Sun, 01 Mar 2026 00:00:00 GMT</lastBuildDate>')
  })
})
