import type { posts } from '../../schema/index.ts'
import { body, cover, moscow, type CoverMotif } from '../support.ts'

export type NewPost = typeof posts.$inferInsert

/** A post as its author writes it; the cover is a generated illustration of the chosen motif. */
export interface PostSource {
  slug: string
  title: string
  excerpt: string
  /** Slugs of post tags (api/db/seed/tags.ts). */
  tags: string[]
  /** What the cover illustration shows. */
  cover: CoverMotif
  seoTitle: string
  seoDescription: string
  /** Moscow time, 'YYYY-MM-DD HH:mm'. */
  publishedAt: string
  /** HTML; sanitized on the way in. */
  body: string
}

export function definePost(category: NewPost['category'], source: PostSource): NewPost {
  return {
    category,
    slug: source.slug,
    title: source.title,
    excerpt: source.excerpt,
    body: body(source.body),
    cover: cover('posts', source.slug, source.cover),
    tags: source.tags,
    seoTitle: source.seoTitle,
    seoDescription: source.seoDescription,
    publishedAt: moscow(source.publishedAt),
  }
}
