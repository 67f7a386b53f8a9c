import type { PostCategory } from '#shared/contract/editorial.ts'

/** A section as a list names it (POST_CATEGORY_LABELS names one post of it). */
export const SECTION_LABELS: Record<PostCategory, string> = {
  news: 'Новости',
  articles: 'Статьи',
}
