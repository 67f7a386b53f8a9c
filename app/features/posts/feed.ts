import { Feed } from 'feed'
import { site } from '#app/lib/site.ts'
import { categories } from './categories.ts'
import { categoryTexts } from './category-texts.ts'
import type { PostCategory, PostPage } from './types.ts'

export const FEED_SIZE = 20

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href

/** RSS 2.0 of a category's latest posts, with absolute links from the site's public address. */
export function renderFeed(category: PostCategory, posts: PostPage['data'], siteUrl: string, now = new Date()): string {
  const info = categories[category]
  const listUrl = absolute(siteUrl, info.path)
  const feed = new Feed({
    title: info.feedTitle,
    description: categoryTexts[category].feedDescription,
    id: listUrl,
    link: listUrl,
    language: 'ru',
    copyright: `© ${site.foundedYear}–${now.getFullYear()} ${site.legalName}`,
    updated: posts[0] ? new Date(posts[0].published_at) : now,
    feedLinks: { rss: absolute(siteUrl, `${info.path}rss.xml`) },
    generator: false,
    ttl: 60,
  })
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      link: absolute(siteUrl, `${info.path}${post.slug}/`),
      date: new Date(post.published_at),
      ...(post.excerpt ? { description: post.excerpt } : {}),
      category: post.tags.map((tag) => ({ name: tag.title })),
      ...(post.cover ? { enclosure: { url: absolute(siteUrl, post.cover.src), type: mimeType(post.cover.src), length: 0 } } : {}),
    })
  }
  return feed.rss2()
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
