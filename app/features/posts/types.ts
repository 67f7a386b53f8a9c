import type { ImageRef, PageMeta, Seo, TagRef } from '#shared/contract/common.ts'
import type { ContentStatus } from '#shared/contract/editorial.ts'
import type { TocEntry } from './toc.ts'

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

/** What the site's server reads out of a post's body for its page (reading.server.ts). */
export interface PostReading {
  /** The sections its table of contents links to. */
  toc: TocEntry[]
  /** Minutes it takes to read, at least one. */
  minutes: number
}

/** A post as its page gets it: the API's answer and the reading of its body. */
export type ReadPost = Post & { reading: PostReading }

/**
 * Where a post stands, as its page says it. Public pages show published posts only; the staff's
 * preview also shows a draft, a post taken off the site, or one scheduled for `published_at`.
 */
export interface PostPublication {
  status: ContentStatus
  /** When it came out or will; null when it is not on the site and not scheduled. */
  published_at: string | null
}

/** `GET /v1/admin/posts/{id}/preview`: the post as its page shows it, and where it stands. */
export type PostPreview = Omit<Post, 'published_at'> & PostPublication

/** The preview as its screen gets it, with the reading of its body. */
export type ReadPostPreview = PostPreview & { reading: PostReading }

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
