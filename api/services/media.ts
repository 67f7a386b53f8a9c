// Images uploaded in the staff area: checked, turned the right way up, stripped of their metadata,
// resized into responsive widths in AVIF and WebP with a JPEG (or PNG) fallback, stored under
// UPLOADS_DIR/media/{key}/ and served for a year (their addresses never change).
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { count, desc } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import type { StaffActor } from '../auth/require-staff.ts'
import type { Database } from '../db/client.ts'
import { media, type MediaVariant } from '../db/schema.ts'
import { notFoundError } from '../errors.ts'
import { paginate } from '../http/pagination.ts'
import { recordAudit } from './audit.ts'
import { safeFilename } from './attachments.ts'
import type { ImageRef } from '#shared/contract/common.ts'

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
/** About a 40-megapixel photo: more than any screen needs, and a cap on the memory one upload takes. */
const MAX_PIXELS = 40_000_000
/** The widths a picture is offered in; none wider than the original. */
const WIDTHS = [480, 960, 1440, 1920]
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

export const MEDIA_PATH = '/api/v1/media'

/** Why a file cannot be taken as an image, in words for the person, or null. */
export async function imageProblem(file: File): Promise<string | null> {
  if (file.size === 0) return 'Файл пустой.'
  if (file.size > MAX_IMAGE_BYTES) return 'Изображение больше 15 МБ: уменьшите его и загрузите снова.'
  const type = await fileTypeFromBuffer(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()))
  if (!type || !ACCEPTED.includes(type.mime)) return 'Подойдут изображения JPEG, PNG, WebP, AVIF или GIF.'
  return null
}

const urlOf = (key: string, variant: MediaVariant) => `${MEDIA_PATH}/${key}/${variant.file}`

/** How the public pages show an image: the fallback as `src`, the modern formats as sources. */
export function imageRefOf(row: typeof media.$inferSelect): ImageRef {
  const fallback = row.variants.find((variant) => variant.type === 'image/jpeg' || variant.type === 'image/png')!
  const srcset = (type: MediaVariant['type']) =>
    row.variants
      .filter((variant) => variant.type === type)
      .map((variant) => `${urlOf(row.key, variant)} ${variant.width}w`)
      .join(', ')
  return {
    src: urlOf(row.key, fallback),
    alt: row.alt,
    width: row.width,
    height: row.height,
    sources: [
      { type: 'image/avif', srcset: srcset('image/avif') },
      { type: 'image/webp', srcset: srcset('image/webp') },
    ],
  }
}

/** Resizes one upload into its variants; answers them and the picture's size as shown (after rotation). */
async function renderVariants(bytes: Uint8Array, folder: string): Promise<{ width: number; height: number; variants: MediaVariant[] }> {
  const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate()
  const {
    width = 0,
    height = 0,
    hasAlpha,
  } = await source
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then(({ info }) => ({
      width: info.width,
      height: info.height,
      hasAlpha: info.channels === 4,
    }))
  const widths = [...new Set([...WIDTHS.filter((candidate) => candidate < width), Math.min(width, WIDTHS.at(-1)!)])]
  const variants: MediaVariant[] = []
  const write = async (target: number, type: MediaVariant['type'], extension: string, encode: (image: sharp.Sharp) => sharp.Sharp) => {
    const file = `${target}.${extension}`
    await writeFile(join(folder, file), await encode(source.clone().resize({ width: target, withoutEnlargement: true })).toBuffer())
    variants.push({ file, width: target, type })
  }
  for (const target of widths) {
    await write(target, 'image/avif', 'avif', (image) => image.avif({ quality: 50, effort: 4 }))
    await write(target, 'image/webp', 'webp', (image) => image.webp({ quality: 76 }))
  }
  // One fallback for browsers without either format, at the largest width up to 1440.
  const fallbackWidth = Math.min(width, 1440)
  if (hasAlpha) await write(fallbackWidth, 'image/png', 'png', (image) => image.png({ compressionLevel: 9 }))
  else
    await write(fallbackWidth, 'image/jpeg', 'jpg', (image) =>
      image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
    )
  return { width, height, variants }
}

/**
 * Stores an uploaded image with its description (required: every picture on the site has one).
 * The files are written first and removed again if the row cannot be saved.
 */
export async function storeImage(
  db: Database,
  uploadsDir: string,
  actor: StaffActor,
  file: File,
  alt: string,
): Promise<ImageRef & { id: number }> {
  const key = randomUUID()
  const folder = join(uploadsDir, 'media', key)
  await mkdir(folder, { recursive: true })
  try {
    const rendered = await renderVariants(new Uint8Array(await file.arrayBuffer()), folder)
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(media)
        .values({
          key,
          alt,
          originalName: safeFilename(file.name),
          ...rendered,
          bytes: file.size,
          uploadedById: actor.id,
          uploadedByName: actor.name,
        })
        .returning()
      await recordAudit(tx as unknown as Database, actor, { action: 'created', entityType: 'media', entityId: saved!.id, entityTitle: alt })
      return saved!
    })
    return { id: row.id, ...imageRefOf(row) }
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
}

/** The image library, newest first. */
export async function listImages(db: Database, { page, perPage }: { page: number; perPage: number }) {
  return paginate(
    { page, perPage, pastEnd: 'empty' },
    async () => (await db.select({ n: count() }).from(media))[0]?.n ?? 0,
    async (limit, offset) =>
      (await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)).limit(limit).offset(offset)).map((row) => ({
        id: row.id,
        ...imageRefOf(row),
        original_name: row.originalName,
        uploaded_by: row.uploadedByName,
        created_at: row.createdAt.toISOString(),
      })),
  )
}

const TYPES: Record<string, MediaVariant['type']> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }

/** One stored variant's bytes and type; the key and name were checked by the route's pattern. */
export async function readVariant(
  uploadsDir: string,
  key: string,
  file: string,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const type = TYPES[file.split('.').pop() ?? '']
  const bytes = type ? await readFile(join(uploadsDir, 'media', key, file)).catch(() => null) : null
  if (!bytes || !type) throw notFoundError('Изображение не найдено.')
  return { bytes: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), type }
}
