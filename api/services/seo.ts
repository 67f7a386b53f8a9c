import type { ImageRef, Seo } from '#shared/contract/common.ts'

/** What an item's public head is made of: the editor's SEO fields and what they fall back to. */
interface SeoColumns {
  title: string
  seoTitle: string | null
  seoDescription: string | null
  ogImage: ImageRef | null
  cover?: ImageRef | null
}

/**
 * An item's head: the editor's title, description and OpenGraph image where set, else its title,
 * the given description (its excerpt, or none) and its cover (a kind without a cover shares none).
 */
export const seoOf = (row: SeoColumns, description: string | null): Seo => ({
  title: row.seoTitle ?? row.title,
  description: row.seoDescription ?? description,
  image: row.ogImage ?? row.cover ?? null,
})
