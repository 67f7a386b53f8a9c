import type { ImageRef, PageMeta, Seo, TagRef } from '#shared/contract/common.ts'

/** The two kinds of posts; each is also the first segment of its address (/news/, /articles/). */
export type PostCategory = 'news' | 'articles'

/** A post in a list, as the API answers `GET /v1/posts`. */
export interface PostSummary {
  slug: string
  category: PostCategory
  title: string
  excerpt: string | null
  cover: ImageRef | null
  tags: TagRef[]
  published_at: string
}

/** One post, as the API answers `GET /v1/posts/{slug}`. */
export interface Post extends PostSummary {
  /** Sanitized HTML; h2 and h3 carry ids for anchors. */
  body: string
  seo: Seo
  updated_at: string
  related: PostSummary[]
}

/** The answer for an old address of a post (the site follows it with the status given). */
export interface PostRedirect {
  redirect: true
  url: string
  status: number
}

export interface PostPage {
  data: PostSummary[]
  meta: PageMeta
}

/** A topic that posts of a category carry, with how many posts carry it. */
export interface TagCount extends TagRef {
  count: number
}

export const isPostRedirect = (value: Post | PostRedirect): value is PostRedirect => 'redirect' in value && value.redirect === true
