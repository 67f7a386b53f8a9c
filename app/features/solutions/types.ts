import type { ImageRef, Seo } from '#shared/contract/common.ts'

/** A solution in the list: `GET /v1/solutions`. */
export interface SolutionSummary {
  slug: string
  title: string
  excerpt: string
  cover: ImageRef | null
  /** Roubles; null when the price is agreed per project. */
  price_from: number | null
}

export interface SolutionFeature {
  title: string
  text: string
}

/** `GET /v1/solutions/{slug}`. */
export interface Solution extends SolutionSummary {
  /** Sanitized HTML. */
  body: string
  features: SolutionFeature[]
  seo: Seo
}
