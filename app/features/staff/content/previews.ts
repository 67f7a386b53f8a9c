// The kinds of content with a public page of their own, and what the API's preview of each answers:
// the public API's own shape (clients are listed on /clients/ and have none).
import type { Page } from '#app/features/pages/types.ts'
import type { PortfolioGroup, PortfolioProject } from '#app/features/portfolio/types.ts'
import type { Service, ServiceCategory } from '#app/features/services/types.ts'
import type { Solution } from '#app/features/solutions/types.ts'
import type { EditorialType } from '#shared/contract/editorial.ts'

export interface ContentPreviews {
  'service-categories': ServiceCategory
  services: Service
  solutions: Solution
  'portfolio-groups': PortfolioGroup
  'portfolio-projects': PortfolioProject
  pages: Page
}

export type PreviewedType = keyof ContentPreviews & EditorialType

export const PREVIEWED_TYPES = [
  'service-categories',
  'services',
  'solutions',
  'portfolio-groups',
  'portfolio-projects',
  'pages',
] as const satisfies readonly PreviewedType[]

export type ContentPreview = ContentPreviews[PreviewedType]

export const previewedTypeOf = (type: EditorialType): PreviewedType | null =>
  (PREVIEWED_TYPES as readonly string[]).includes(type) ? (type as PreviewedType) : null
