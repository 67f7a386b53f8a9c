// The kinds of content with a public page of their own, and what the API's preview of each answers:
// the public API's own shape (clients are listed on /clients/ and have none).
import type { ApiAnswer } from '#app/lib/api/contract.ts'
import type { EditorialType } from '#shared/contract/editorial.ts'

export const PREVIEWED_TYPES = [
  'service-categories',
  'services',
  'solutions',
  'portfolio-groups',
  'portfolio-projects',
  'pages',
] as const satisfies readonly EditorialType[]

export type PreviewedType = (typeof PREVIEWED_TYPES)[number]

/** What the preview of each kind answers (`GET /v1/admin/{type}/{id}/preview`). */
export type ContentPreviews = { [Type in PreviewedType]: ApiAnswer<`/v1/admin/${Type}/:id/preview`> }

export const previewedTypeOf = (type: EditorialType): PreviewedType | null =>
  (PREVIEWED_TYPES as readonly string[]).includes(type) ? (type as PreviewedType) : null
