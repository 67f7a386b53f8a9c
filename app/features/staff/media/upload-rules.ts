import * as v from 'valibot'
import type { FieldErrors } from '#app/components/form/types.ts'
import { ImageAltRule } from '#shared/contract/editorial.ts'

// The library's own limits (api/services/media.ts), checked before a large file travels.
export const MAX_IMAGE_MB = 15
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

/** The file input's `accept`: what the library takes. */
export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',')

/** The description's rule, the API's own. */
export const UploadSchema = v.object({ alt: ImageAltRule })

/** The chosen file's problem, in the API's words (the API checks the content again): by field, or none. */
export function fileErrors(file: File | null): FieldErrors {
  if (!file || file.size === 0) return { file: ['Выберите изображение.'] }
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return { file: [`Изображение больше ${MAX_IMAGE_MB} МБ: уменьшите его и загрузите снова.`] }
  // The browser names the type from the file's extension; a file it cannot name is left to the API.
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return { file: ['Подойдут изображения JPEG, PNG, WebP, AVIF или GIF.'] }
  return {}
}
