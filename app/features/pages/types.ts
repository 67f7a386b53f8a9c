import type { Seo } from '#shared/contract/common.ts'
import type { PageBlock } from '#shared/contract/pages.ts'
import type { TocEntry } from '#app/features/posts/toc.ts'

/** A page as the API answers `GET /v1/pages/{slug}`. */
export interface Page {
  slug: string
  title: string
  lead: string | null
  body: string | null
  /** The body's linkable sections (`<h2 id>`), for a table of contents. */
  sections: TocEntry[]
  blocks: PageBlock[]
  seo: Seo
  updated_at: string
}
