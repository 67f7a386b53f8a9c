import type { ImageRef, Seo } from '#shared/contract/common.ts'

/** A service in lists: `GET /v1/services`, a category's services, a service's related ones. */
export interface ServiceSummary {
  slug: string
  title: string
  excerpt: string
  /** Roubles; null when the price is agreed per project. */
  price_from: number | null
  /** Free text, e.g. «от 10 недель». */
  duration: string | null
}

/** A category as `GET /v1/services` lists it, with its services. */
export interface ServiceCategorySummary {
  slug: string
  title: string
  excerpt: string
  cover: ImageRef | null
  services: ServiceSummary[]
}

/** `GET /v1/services/{category}`. */
export interface ServiceCategory extends ServiceCategorySummary {
  /** Sanitized HTML. */
  body: string | null
  seo: Seo
}

/** `GET /v1/services/{category}/{slug}`. */
export interface Service extends ServiceSummary {
  /** Sanitized HTML. */
  body: string
  highlights: string[]
  category: { slug: string; title: string }
  seo: Seo
  /** Other services of the same category. */
  related: ServiceSummary[]
}
