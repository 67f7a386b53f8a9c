// Images uploaded in the staff area: checked, turned the right way up, stripped of their metadata,
// resized into responsive widths in AVIF and WebP with a JPEG (or PNG) fallback, stored under
// media/{key}/ in the file store and served for a year (their addresses never change).
import { randomUUID } from 'node:crypto'
import { count, desc } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import type { StaffActor } from '../context.ts'
import type { Database } from '../db/client.ts'
import { media, type MediaVariant } from '../db/schema/index.ts'
import { notFoundError } from '../errors.ts'
import type { FileStore, StoredFile } from '../files/store.ts'
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

const MEDIA_PATH = '/api/v1/media'

/** Why a file cannot be taken as an image, in words for the person, or null. */
export async function imageProblem(file: File): Promise<string | null> {
  if (file.size === 0) return 'Файл пустой.'
  if (file.size > MAX_IMAGE_BYTES) return 'Изображение больше 15 МБ: уменьшите его и загрузите снова.'
  const type = await fileTypeFromBuffer(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()))
  if (!type || !ACCEPTED.includes(type.mime)) return 'Подойдут изображения JPEG, PNG, WebP, AVIF или GIF.'
  return null
}

/**
 * An upload that passed for an image by its first bytes but cannot be decoded (cut short, corrupt),
 * or holds more than MAX_PIXELS: the file's fault, told to the person (422), never a failure of ours.
 */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError'
}

/**
 * Decodes the upload once, for its size as shown (after rotation). Whatever fails here fails on
 * reading the input, so it is the file's: an UnreadableImageError. Encoding the variants later is ours.
 */
async function decodedSize(source: sharp.Sharp): Promise<{ width: number; height: number; hasAlpha: boolean }> {
  try {
    const { info } = await source.clone().toBuffer({ resolveWithObject: true })
    return { width: info.width, height: info.height, hasAlpha: info.channels === 4 }
  } catch (error) {
    throw new UnreadableImageError('The image cannot be decoded', { cause: error })
  }
}

const urlOf = (key: string, variant: MediaVariant) => `${MEDIA_PATH}/${key}/${variant.file}`

/** How the public pages show an image: the fallback as `src`, the modern formats as sources. */
function imageRefOf(row: typeof media.$inferSelect): ImageRef {
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

const variantKey = (key: string, file: string) => `media/${key}/${file}`

/**
 * Resizes one upload into its variants and stores each as soon as it is made (one encoded variant
 * in memory at a time); answers them and the picture's size as shown (after rotation). `stored`
 * collects the keys written, so that a failure part way can remove them.
 */
async function renderVariants(
  bytes: Uint8Array,
  files: FileStore,
  key: string,
  stored: string[],
): Promise<{ width: number; height: number; variants: MediaVariant[] }> {
  const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate()
  const { width, height, hasAlpha } = await decodedSize(source)
  const widths = [...new Set([...WIDTHS.filter((candidate) => candidate < width), Math.min(width, WIDTHS.at(-1)!)])]
  const variants: MediaVariant[] = []
  const write = async (target: number, type: MediaVariant['type'], extension: string, encode: (image: sharp.Sharp) => sharp.Sharp) => {
    const file = `${target}.${extension}`
    const encoded = await encode(source.clone().resize({ width: target, withoutEnlargement: true })).toBuffer()
    stored.push(variantKey(key, file))
    await files.put(variantKey(key, file), encoded, type)
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
 * The files are stored first, and the row that points at them only once all of them are: a failure
 * on the way removes what was stored, so no row ever names a missing file.
 */
export async function storeImage(
  db: Database,
  files: FileStore,
  actor: StaffActor,
  file: File,
  alt: string,
): Promise<ImageRef & { id: number }> {
  const key = randomUUID()
  const stored: string[] = []
  try {
    const rendered = await renderVariants(new Uint8Array(await file.arrayBuffer()), files, key, stored)
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
    // Best effort: the error that stopped the upload is the one to report, not a second one of the cleanup.
    await files.delete(stored).catch(() => {})
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

/** One stored variant, opened, and its type; the key and name were checked by the route's pattern. */
export async function readVariant(files: FileStore, key: string, file: string): Promise<StoredFile & { type: string }> {
  const type = TYPES[file.split('.').pop() ?? '']
  const stored = type ? await files.get(variantKey(key, file)) : null
  if (!stored || !type) throw notFoundError('Изображение не найдено.')
  return { ...stored, type }
}
