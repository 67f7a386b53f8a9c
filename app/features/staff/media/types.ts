import type { ImageRef } from '#shared/contract/common.ts'

/** An image just uploaded, as the API answers it: ready to use as a cover or in a body. */
export type UploadedImage = ImageRef & { id: number; width: number; height: number }

/** An image of the library (`GET /v1/admin/media`). */
export type LibraryImage = UploadedImage & {
  original_name: string
  uploaded_by: string
  created_at: string
}
