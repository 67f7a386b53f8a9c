import { describe, expect, it } from 'vitest'
import { renderFeed } from '#app/features/posts/feed.ts'
import type { PostSummary } from '#app/features/posts/types.ts'

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
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>Новости «Малахит»</title>')
    expect(xml).toContain('<link>https://malakhit.studio/news/</link>')
    expect(xml).toContain('<language>ru</language>')
    expect(xml).toContain('<atom:link href="https://malakhit.studio/news/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<lastBuildDate>Thu, 05 Feb 2026 09:00:00 GMT</lastBuildDate>')
  })

  it('has an item per post, in order, with absolute link, permanent guid, date and topics', () => {
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '')
    expect(items).toHaveLength(2)
    expect(items[0]).toContain('<title><![CDATA[Новость second]]></title>')
    expect(items[0]).toContain('<link>https://malakhit.studio/news/second/</link>')
    expect(items[0]).toContain('<guid isPermaLink="true">https://malakhit.studio/news/second/</guid>')
    expect(items[0]).toContain('<pubDate>Thu, 05 Feb 2026 09:00:00 GMT</pubDate>')
    expect(items[0]).toContain('<category>Новости студии</category>')
    expect(items[0]).toContain('<enclosure length="0" type="image/svg+xml" url="https://malakhit.studio/images/demo/posts/second.svg"/>')
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
