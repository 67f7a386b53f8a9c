import { site } from '#app/lib/site.ts'
import { escapeMarkup, xmlText } from '#app/lib/xml-text.ts'
import { categories } from './categories.ts'
import { categoryTexts } from './category-texts.ts'
import type { PostCategory, PostPage } from './types.ts'

export const FEED_SIZE = 20

/** How long readers may keep the feed before asking again, in minutes. */
const TIME_TO_LIVE_MINUTES = 60

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href

/** An element holding text, escaped: whatever the text says, it stays text. */
const element = (name: string, text: string, attributes = '') => `<${name}${attributes}>${xmlText(text)}</${name}>`

/**
 * RSS 2.0 of a category's latest posts, with absolute links from the site's public address. A
 * post's title, excerpt and topics are plain text and reach readers as such: titles are escaped text
 * (RSS allows no markup in them), and the description, which RSS reads as HTML, carries the excerpt
 * as HTML that shows it word for word. The feed carries no full text, so no HTML of ours goes in.
 */
export function renderFeed(category: PostCategory, posts: PostPage['data'], siteUrl: string, now = new Date()): string {
  const info = categories[category]
  const listUrl = absolute(siteUrl, info.path)
  const updated = posts[0] ? new Date(posts[0].published_at) : now
  const items = posts.map((post) => {
    const url = absolute(siteUrl, `${info.path}${post.slug}/`)
    return [
      '<item>',
      element('title', post.title),
      element('link', url),
      element('guid', url, ' isPermaLink="true"'),
      element('pubDate', new Date(post.published_at).toUTCString()),
      ...(post.excerpt ? [element('description', escapeMarkup(post.excerpt))] : []),
      ...post.tags.map((tag) => element('category', tag.title)),
      ...(post.cover
        ? [`<enclosure url="${xmlText(absolute(siteUrl, post.cover.src))}" length="0" type="${xmlText(mimeType(post.cover.src))}"/>`]
        : []),
      '</item>',
    ]
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', info.feedTitle),
    element('link', listUrl),
    element('description', escapeMarkup(categoryTexts[category].feedDescription)),
    element('language', 'ru'),
    element('copyright', `© ${site.foundedYear}–${now.getFullYear()} ${site.legalName}`),
    element('lastBuildDate', updated.toUTCString()),
    element('ttl', String(TIME_TO_LIVE_MINUTES)),
    `<atom:link href="${xmlText(absolute(siteUrl, `${info.path}rss.xml`))}" rel="self" type="application/rss+xml"/>`,
    ...items.flat(),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

function mimeType(path: string): string {
  const extension = path.split('?')[0]?.split('.').pop()?.toLowerCase()
  switch (extension) {
    case 'svg':
      return 'image/svg+xml'
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg'
    default:
      return `image/${extension ?? 'png'}`
  }
}
