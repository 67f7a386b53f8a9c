/** A seeded article's address before it was renamed, and its address now (api/db/seed/post-slug-history.ts). */
export const OLD_ARTICLE = '/articles/skolko-stoit-sajt-2025'
export const ARTICLE = '/articles/skolko-stoit-korporativnyj-sajt/'
