import type { Seo } from '#shared/contract/common.ts'
import type { PageBlock } from '#shared/contract/pages.ts'

/** A page as the API answers `GET /v1/pages/{slug}`. */
export interface Page {
  slug: string
  title: string
  lead: string | null
  body: string | null
  blocks: PageBlock[]
  seo: Seo
  updated_at: string
}
