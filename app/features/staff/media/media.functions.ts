import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { FormFailure } from '#app/components/form/outcome.ts'
import { formAction, inputRefusal } from '#app/lib/server-fn/form-action.server.ts'
import { formDataInput, validInput } from '#app/lib/server-fn/input.ts'
import { Page, PerPage } from '../inputs.ts'
import { asStaff } from '../staff-api.server.ts'
import type { UploadedImage } from './types.ts'

/** One page of the image library, newest first. */
export const fetchImages = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ page: Page, per_page: PerPage(100) })))
  .handler(({ data }) => asStaff('/v1/admin/media', { query: data }))

export type UploadOutcome = { kind: 'done'; message: string; image: UploadedImage } | FormFailure

/** Uploads an image with its description (multipart: the file and `alt`); the API checks and resizes it. */
export const uploadImage = createServerFn({ method: 'POST' })
  .validator(formDataInput)
  .handler(async ({ data }): Promise<UploadOutcome> => {
    const file = data.get('file')
    const alt = data.get('alt')
    // Only the two fields go on, whatever else was sent.
    const body = new FormData()
    if (file instanceof File) body.set('file', file, file.name)
    body.set('alt', typeof alt === 'string' ? alt : '')
    let image: UploadedImage | undefined
    const outcome = await formAction(
      'upload-image',
      async () => {
        image = await asStaff('/v1/admin/media', { method: 'POST', body })
        return 'Изображение загружено.'
      },
      inputRefusal,
    )
    return outcome.kind === 'done' && image ? { ...outcome, image } : outcome.kind === 'done' ? { kind: 'failed' } : outcome
  })
