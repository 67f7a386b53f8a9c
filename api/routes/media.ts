// Uploaded images for everyone: each variant under a random folder name that never changes.
import { Hono } from 'hono'
import type { ApiEnv } from '../context.ts'
import { notFoundError } from '../errors.ts'
import { fileStoreOf } from '../files/configured.ts'
import { fileAnswer } from '../http/file-answer.ts'
import { readVariant } from '../services/media.ts'

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const FILE = /^\d{1,5}\.(?:avif|webp|jpg|png)$/

export const mediaRoutes = new Hono<ApiEnv>().get('/:key/:file', async (c) => {
  const { key, file } = c.req.param()
  // Anything else is no image of ours (and never a path out of the media folder).
  if (!KEY.test(key) || !FILE.test(file)) throw notFoundError('Изображение не найдено.')
  const variant = await readVariant(fileStoreOf(c.var.config), key, file)
  return fileAnswer(c, variant, {
    'Content-Type': variant.type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  })
})
