import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImageRef } from '#shared/contract/common.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'
import { createTestApi, recordingLogger, uploadsDirOf } from './support/test-api.ts'

type Uploaded = ImageRef & { id: number }

const picture = (width: number, height: number, { alpha = false } = {}) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 15, g: 92, b: 71, alpha: 0.5 } : '#0f5c47' } })
    [alpha ? 'png' : 'jpeg']()
    .toBuffer()

describe('images in the staff area', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  let config: AccountApi['config']
  let editorToken: string
  let visitorToken: string

  const upload = async (fields: { file?: Uint8Array; name?: string; alt?: string }, token = editorToken) => {
    const form = new FormData()
    if (fields.file) form.append('file', new File([new Uint8Array(fields.file)], fields.name ?? 'photo.jpg'))
    if (fields.alt !== undefined) form.append('alt', fields.alt)
    return api.request('/api/v1/admin/media', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  }
  const fetchFile = (url: string) => api.request(url)

  beforeAll(async () => {
    ;({ database, api, site, config } = await openAccountApi())
    editorToken = (await signedInWith(api, database.db, site.token, 'editor')).token
    visitorToken = (await signedInWith(api, database.db, site.token, null)).token
  })
  afterAll(() => database.destroy())

  it('resizes a photo into responsive widths in AVIF and WebP, with a JPEG fallback, served for a year', async () => {
    const response = await upload({ file: await picture(2400, 1200), alt: 'Команда на запуске проекта' })
    expect(response.status).toBe(201)
    const image = (await response.json()) as Uploaded
    expect(image).toMatchObject({ alt: 'Команда на запуске проекта', width: 2400, height: 1200 })
    expect(image.src).toMatch(/^\/api\/v1\/media\/[0-9a-f-]{36}\/1440\.jpg$/)
    const [avif, webp] = image.sources!
    expect(avif!.type).toBe('image/avif')
    expect(webp!.type).toBe('image/webp')
    expect(webp!.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['480w', '960w', '1440w', '1920w'])

    for (const entry of [...avif!.srcset.split(', '), ...webp!.srcset.split(', '), `${image.src} 1440w`]) {
      const [url, width] = entry.split(' ')
      const served = await fetchFile(url!)
      expect(served.status, url).toBe(200)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = new Uint8Array(await served.arrayBuffer())
      const meta = await sharp(bytes).metadata()
      expect(meta.width, url).toBe(Number.parseInt(width!, 10))
      expect(served.headers.get('content-type')).toBe(
        `image/${meta.format === 'heif' ? 'avif' : meta.format === 'jpeg' ? 'jpeg' : meta.format}`,
      )
    }
  })

  it('never enlarges a small picture, and keeps transparency in a PNG fallback', async () => {
    const image = (await (
      await upload({ file: await picture(300, 200, { alpha: true }), name: 'logo.png', alt: 'Логотип' })
    ).json()) as Uploaded
    expect(image.src).toMatch(/\/300\.png$/)
    expect(image.sources!.map((source) => source.srcset.split(', ').length)).toEqual([1, 1])
    const meta = await sharp(new Uint8Array(await (await fetchFile(image.src)).arrayBuffer())).metadata()
    expect(meta).toMatchObject({ width: 300, hasAlpha: true })
  })

  it('needs a description and an image it can read', async () => {
    const noAlt = await upload({ file: await picture(100, 100), alt: ' ' })
    expect(noAlt.status).toBe(422)
    expect(await noAlt.json()).toMatchObject({ errors: { alt: [expect.stringContaining('Опишите изображение')] } })
    const pdf = await upload({ file: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), name: 'a.jpg', alt: 'Документ' })
    expect(await pdf.json()).toMatchObject({ errors: { file: ['Подойдут изображения JPEG, PNG, WebP, AVIF или GIF.'] } })
    const broken = await picture(100, 100)
    const truncated = await upload({ file: broken.subarray(0, 200), alt: 'Обрывок' })
    expect(truncated.status).toBe(422)
    expect(await truncated.json()).toMatchObject({ errors: { file: [expect.stringContaining('Не удалось прочитать изображение')] } })
    // Its header whole and its pixels cut short: the decoder, not the header, gives up.
    const png = await picture(100, 100, { alpha: true })
    const halfPng = await upload({ file: png.subarray(0, png.length / 2), name: 'half.png', alt: 'Половина' })
    expect(halfPng.status).toBe(422)
    expect(await halfPng.json()).toMatchObject({ errors: { file: [expect.stringContaining('Не удалось прочитать изображение')] } })
    expect((await upload({ alt: 'Без файла' })).status).toBe(422)
  })

  it('is staff only to upload and to list; the files themselves are public', async () => {
    expect((await upload({ file: await picture(10, 10), alt: 'x' }, visitorToken)).status).toBe(403)
    const list = (token: string) => api.request('/api/v1/admin/media', { headers: { authorization: `Bearer ${token}` } })
    expect((await list(visitorToken)).status).toBe(403)
    const library = (await (await list(editorToken)).json()) as { data: (Uploaded & { uploaded_by: string })[]; meta: { total: number } }
    expect(library.meta.total).toBe(2)
    expect(library.data.map((item) => item.alt)).toEqual(['Логотип', 'Команда на запуске проекта'])
  })

  it('answers 404 for anything that is not one of its files', async () => {
    for (const url of [
      '/api/v1/media/00000000-0000-0000-0000-000000000000/480.webp',
      '/api/v1/media/not-a-key/480.webp',
      '/api/v1/media/00000000-0000-0000-0000-000000000000/..%2F..%2Fsecret',
      '/api/v1/media/00000000-0000-0000-0000-000000000000/480.exe',
    ]) {
      expect((await fetchFile(url)).status, url).toBe(404)
    }
  })

  it('answers 404 for a variant that is missing, and 503 with a log line for one the store cannot read', async () => {
    const image = (await (await upload({ file: await picture(600, 400), alt: 'Склад' })).json()) as Uploaded
    const [key, file] = image.src.split('/').slice(-2) as [string, string]
    const stored = join(uploadsDirOf(config), 'media', key, file)
    const { logger, entries } = recordingLogger()
    const watched = createTestApi(database.db, { config, logger })
    // Something other than the file under its key: the store is damaged, the image is not missing.
    rmSync(stored)
    mkdirSync(stored)
    const unreadable = await watched.request(image.src)
    expect(unreadable.status).toBe(503)
    expect(entries).toContainEqual(expect.objectContaining({ level: 'error', message: 'File store unavailable' }))
    rmSync(stored, { recursive: true })
    expect((await watched.request(image.src)).status).toBe(404)
  })
})
