// The staff area's image library: upload with a required description, and the list to pick from.
import { Hono } from 'hono'
import * as v from 'valibot'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { ApiError } from '../../errors.ts'
import { fileStoreOf } from '../../files/configured.ts'
import { limitBody, unreadableBody } from '../../http/body.ts'
import { paginationQuery } from '../../http/pagination.ts'
import { imageProblem, listImages, MAX_IMAGE_BYTES, storeImage, UnreadableImageError } from '../../services/media.ts'
import { parseInput, validate } from '../../validation.ts'
import { ImageAltRule } from '#shared/contract/editorial.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'

/** The image and its description (the site's upload form checks the description with the same rule). */
export const UploadSchema = v.object({ file: v.instance(File, 'Выберите изображение.'), alt: ImageAltRule })

export const adminMediaRoutes = new Hono<ApiEnv>()
  .get('/', validate('query', v.object(paginationQuery(40))), async (c) => {
    const query = c.req.valid('query')
    return c.json(await listImages(c.var.db, { page: query.page, perPage: query.per_page }))
  })
  .post('/', limitBody(MAX_IMAGE_BYTES + 64 * 1024, 'Изображение больше 15 МБ: уменьшите его и загрузите снова.', 'file'), async (c) => {
    if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) {
      throw new ApiError(415, 'Изображение отправляется как multipart/form-data.')
    }
    const body = await c.req.parseBody().catch((error: unknown) => {
      throw unreadableBody(error)
    })
    const input = parseInput(UploadSchema, body)
    const problem = await imageProblem(input.file)
    if (problem) throw new ApiError(422, VALIDATION_MESSAGE, { file: [problem] })
    const image = await storeImage(c.var.db, fileStoreOf(c.var.config), staffOf(c.var.staff), input.file, input.alt).catch(
      (error: unknown) => {
        // A file that claims to be an image but cannot be decoded, or one too large in pixels.
        if (error instanceof UnreadableImageError) {
          throw new ApiError(422, VALIDATION_MESSAGE, {
            file: ['Не удалось прочитать изображение: возможно, файл повреждён или слишком велик.'],
          })
        }
        throw error
      },
    )
    return c.json(image, 201)
  })
