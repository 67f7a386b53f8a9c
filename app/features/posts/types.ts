import type { ApiAnswer } from '#app/lib/api/contract.ts'
import type { TocEntry } from './toc.ts'

/** The two kinds of posts; each is also the first segment of its address (/news/, /articles/). */
export type PostCategory = 'news' | 'articles'

/** `GET /v1/posts`: one page of published posts. */
export type PostPage = ApiAnswer<'/v1/posts'>

/** A post in a list (a page of posts, a post's `related`). */
export type PostSummary = PostPage['data'][number]

/**
 * One post, as the API answers `GET /v1/posts/{slug}`: its body is sanitized HTML whose h2 and h3
 * carry ids for anchors. For an old address the API answers where the post lives now instead.
 */
export type Post = Exclude<ApiAnswer<'/v1/posts/:slug'>, { redirect: true }>

/** Where an old address of a post leads, as the site follows it: a path of this site and a redirect status. */
export interface PostRedirect {
  redirect: true
  url: string
  status: number
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

/** `GET /v1/admin/posts/{id}/preview`: the post as its page shows it, and where it stands. */
type PostPreview = ApiAnswer<'/v1/admin/posts/:id/preview'>

/**
 * Where a post stands, as its page says it. Public pages show published posts only; the staff's
 * preview also shows a draft, a post taken off the site, or one scheduled for `published_at`
 * (null when it is not on the site and not scheduled).
 */
export type PostPublication = Pick<PostPreview, 'status' | 'published_at'>

/** The preview as its screen gets it, with the reading of its body. */
export type ReadPostPreview = PostPreview & { reading: PostReading }

/** A topic that posts of a category carry, with how many posts carry it. */
export type TagCount = ApiAnswer<'/v1/posts/tags'>['data'][number]

export const isPostRedirect = (value: Post | PostRedirect): value is PostRedirect => 'redirect' in value && value.redirect === true
