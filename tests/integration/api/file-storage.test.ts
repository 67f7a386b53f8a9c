// The file store behind uploads, on local disk and on a real S3-compatible server (s3rver, started
// here on a free port): the same contract for both, and the site's uploads, downloads and mails
// going through S3, including what happens while the store is down.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FileStorageConfig } from '#api/config.ts'
import { briefs, mailOutbox, media } from '#api/db/schema/index.ts'
import { fileStoreOf } from '#api/files/configured.ts'
import { type FileStore, FileStoreUnavailableError } from '#api/files/store.ts'
import { startMailSender } from '#api/mail/sender.ts'
import type { MailTransport } from '#api/mail/transport.ts'
import { saveBrief } from '#api/services/forms.ts'
import type { ImageRef } from '#shared/contract/common.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { startS3Server, type TestS3Server } from './support/s3-server.ts'
import { signedInWith } from './support/staff.ts'
import { recordingLogger, testConfig } from './support/test-api.ts'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const META = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0' }
const bytesOf = (text: string) => new TextEncoder().encode(text)

let s3: TestS3Server
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3.destroy())

/** Every file under a local store's folder, as keys. */
const localKeys = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .toSorted()

describe.each(['local', 's3'] as const)('the %s file store', (kind) => {
  let files: FileStore
  let keys: () => Promise<string[]>
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'uploads-'))
    const config: FileStorageConfig = kind === 'local' ? { kind, dir } : s3.config
    files = fileStoreOf({ files: config })
    keys = kind === 'local' ? async () => localKeys(dir) : () => s3.keys()
  })

  it('gives back what was put, as a stream with its size and time', async () => {
    const before = Date.now() - 2_000
    await files.put('briefs/a1/ТЗ на сайт.pdf', PDF, 'application/pdf')
    const file = await files.get('briefs/a1/ТЗ на сайт.pdf')
    expect(file).not.toBeNull()
    expect(file!.size).toBe(PDF.byteLength)
    expect(file!.lastModified.getTime()).toBeGreaterThanOrEqual(before)
    expect(new Uint8Array(await buffer(file!.body))).toEqual(PDF)
  })

  it('streams a large file whole', async () => {
    const large = new Uint8Array(6 * 1024 * 1024).map((_, index) => (index * 31) % 251)
    await files.put('media/large/1920.avif', large, 'image/avif')
    const file = await files.get('media/large/1920.avif')
    expect(file!.size).toBe(large.byteLength)
    expect(new Uint8Array(await buffer(file!.body))).toEqual(large)
  })

  it('answers null for a key it does not have, and deletes what it has', async () => {
    expect(await files.get('media/none/480.webp')).toBeNull()
    await files.put('media/gone/480.webp', bytesOf('a'), 'image/webp')
    await files.put('media/gone/960.webp', bytesOf('b'), 'image/webp')
    await files.put('media/kept/480.webp', bytesOf('c'), 'image/webp')
    await files.delete(['media/gone/480.webp', 'media/gone/960.webp', 'media/never/480.webp'])
    expect(await files.get('media/gone/480.webp')).toBeNull()
    expect((await keys()).filter((key) => key.startsWith('media/gone') || key.startsWith('media/kept'))).toEqual(['media/kept/480.webp'])
  })

  it.each(['../outside.txt', 'briefs/../../etc/passwd', '/etc/passwd', 'briefs//x.pdf', 'briefs\\x.pdf'])(
    'refuses the key %s before touching anything',
    async (key) => {
      const before = await keys()
      await expect(files.put(key, bytesOf('x'), 'text/plain')).rejects.toThrow(/outside the file store/)
      await expect(files.get(key)).rejects.toThrow(/outside the file store/)
      await expect(files.delete([key])).rejects.toThrow(/outside the file store/)
      expect(await keys()).toEqual(before)
    },
  )
})

describe('a file store that fails', () => {
  it('on local disk: a write it cannot make is the store failing, and leaves nothing', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'uploads-'))
    // A file where the folder should be: every write under it fails.
    writeFileSync(join(parent, 'uploads'), 'not a folder')
    const files = fileStoreOf({ files: { kind: 'local', dir: join(parent, 'uploads') } })
    await expect(files.put('briefs/a/b.pdf', PDF, 'application/pdf')).rejects.toBeInstanceOf(FileStoreUnavailableError)
    expect(localKeys(parent)).toEqual(['uploads'])
  })

  it('on local disk: only a missing file is no file; anything else in its place is the store failing', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'uploads-'))
    writeFileSync(join(parent, 'uploads'), 'not a folder')
    const broken = fileStoreOf({ files: { kind: 'local', dir: join(parent, 'uploads') } })
    await expect(broken.get('briefs/a/b.pdf')).rejects.toBeInstanceOf(FileStoreUnavailableError)
    const dir = mkdtempSync(join(tmpdir(), 'uploads-'))
    mkdirSync(join(dir, 'media/folder/480.webp'), { recursive: true })
    const files = fileStoreOf({ files: { kind: 'local', dir } })
    await expect(files.get('media/folder/480.webp')).rejects.toBeInstanceOf(FileStoreUnavailableError)
    expect(await files.get('media/folder/960.webp')).toBeNull()
  })

  it('on S3: every operation fails with the store named while the server is down, and works again after', async () => {
    const files = fileStoreOf({ files: s3.config })
    await files.put('briefs/down/a.pdf', PDF, 'application/pdf')
    await s3.stop()
    try {
      await expect(files.put('briefs/down/b.pdf', PDF, 'application/pdf')).rejects.toBeInstanceOf(FileStoreUnavailableError)
      await expect(files.get('briefs/down/a.pdf')).rejects.toBeInstanceOf(FileStoreUnavailableError)
      await expect(files.delete(['briefs/down/a.pdf'])).rejects.toBeInstanceOf(FileStoreUnavailableError)
    } finally {
      await s3.start()
    }
    expect(new Uint8Array(await buffer((await files.get('briefs/down/a.pdf'))!.body))).toEqual(PDF)
    expect(await files.get('briefs/down/b.pdf')).toBeNull()
  })
})

describe('the site with its files in S3', () => {
  let account: AccountApi
  let editorToken: string
  const { logger, entries } = recordingLogger()

  const picture = () =>
    sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0f5c47' } })
      .jpeg()
      .toBuffer()
  const upload = async (file: Uint8Array) => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(file)], 'photo.jpg'))
    form.append('alt', 'Команда на запуске проекта')
    return account.api.request('/api/v1/admin/media', { method: 'POST', headers: { authorization: `Bearer ${editorToken}` }, body: form })
  }
  const mediaKeys = async () => (await s3.keys()).filter((key) => key.startsWith('media/'))
  const briefKeys = async () => (await s3.keys()).filter((key) => key.startsWith('briefs/'))
  const brief = (attachment: File) =>
    saveBrief(
      account.database.db,
      account.config,
      {
        name: 'Анна Петрова',
        email: 'anna@romashka.ru',
        services: ['website'],
        description: 'Нужен корпоративный сайт с каталогом продукции.',
        attachment,
      },
      META,
    )

  beforeAll(async () => {
    account = await openAccountApi(testConfig({ files: s3.config }))
    const { createTestApi } = await import('./support/test-api.ts')
    account.api = createTestApi(account.database.db, { config: account.config, logger })
    editorToken = (await signedInWith(account.api, account.database.db, account.site.token, 'editor')).token
  })
  beforeEach(async () => {
    await account.database.db.execute(sql`truncate briefs, consents, mail_outbox cascade`)
  })
  afterAll(() => account.database.destroy())

  it('stores an image’s variants in the bucket and serves them at the same addresses, streamed', async () => {
    const before = await mediaKeys()
    const response = await upload(await picture())
    expect(response.status).toBe(201)
    const image = (await response.json()) as ImageRef
    const key = /\/media\/([0-9a-f-]{36})\//.exec(image.src)![1]!
    const added = (await mediaKeys()).filter((stored) => !before.includes(stored))
    expect(added).toEqual(
      ['480.avif', '480.webp', '960.avif', '960.webp', '1000.avif', '1000.webp', '1000.jpg']
        .map((file) => `media/${key}/${file}`)
        .toSorted(),
    )

    const served = await account.api.request(image.src)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = new Uint8Array(await served.arrayBuffer())
    expect(Number(served.headers.get('content-length'))).toBe(bytes.byteLength)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 500 })
    const head = await account.api.request(image.src, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.byteLength))
    expect(await head.text()).toBe('')
    expect((await account.api.request(`/api/v1/media/${key}/1440.jpg`)).status).toBe(404)
  })

  it('keeps a brief’s file in the bucket, hands it to staff and attaches it to the mail', async () => {
    const { id } = await brief(new File([PDF], 'ТЗ на сайт.pdf'))
    const [row] = await account.database.db.select().from(briefs)
    expect(row!.id).toBe(id)
    expect(await briefKeys()).toContain(row!.attachment!.path)

    const download = await send(account.api, 'GET', `/v1/admin/leads/brief/${id}/attachment`, { token: editorToken })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/octet-stream')
    expect(download.headers.get('content-length')).toBe(String(PDF.byteLength))
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)

    const attached: { filename: string; content: Uint8Array }[] = []
    const transport: MailTransport = {
      via: 'smtp',
      async send(message) {
        for (const attachment of message.attachments) {
          attached.push({ filename: attachment.filename, content: new Uint8Array(await buffer(await attachment.open())) })
        }
      },
    }
    const sender = startMailSender({ db: account.database.db, logger, config: account.config, transport, intervalMs: 3_600_000 })
    try {
      expect(await sender.runOnce()).toBe(2)
    } finally {
      await sender.stop()
    }
    expect(attached).toEqual([{ filename: 'ТЗ на сайт.pdf', content: PDF }])
  })

  it('removes the brief’s file again when the database fails midway', async () => {
    const before = await briefKeys()
    await account.database.db.execute(
      sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox is down'; end $$`,
    )
    await account.database.db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    )
    try {
      await expect(brief(new File([PDF], 'brief.pdf'))).rejects.toThrow(/Failed query: insert into "mail_outbox"/)
    } finally {
      await account.database.db.execute(sql`drop trigger refuse_mail on mail_outbox`)
      await account.database.db.execute(sql`drop function refuse_mail`)
    }
    expect(await account.database.db.select().from(briefs)).toHaveLength(0)
    expect(await briefKeys()).toEqual(before)
  })

  it('removes an image’s variants again when its row cannot be saved', async () => {
    const before = await mediaKeys()
    await account.database.db.execute(
      sql`create function refuse_media() returns trigger language plpgsql as $$ begin raise exception 'media is down'; end $$`,
    )
    await account.database.db.execute(sql`create trigger refuse_media before insert on media for each row execute function refuse_media()`)
    try {
      expect((await upload(await picture())).status).toBe(500)
    } finally {
      await account.database.db.execute(sql`drop trigger refuse_media on media`)
      await account.database.db.execute(sql`drop function refuse_media`)
    }
    expect(await mediaKeys()).toEqual(before)
  })

  it('answers 503 in Russian while the bucket is out of reach, saves nothing, and recovers', async () => {
    const image = (await (await upload(await picture())).json()) as ImageRef
    const { id } = await brief(new File([PDF], 'ТЗ.pdf'))
    const images = (await account.database.db.select().from(media)).length
    const mails = (await account.database.db.select().from(mailOutbox)).length
    entries.length = 0
    await s3.stop()
    try {
      for (const response of [
        await upload(await picture()),
        await account.api.request(image.src),
        await send(account.api, 'GET', `/v1/admin/leads/brief/${id}/attachment`, { token: editorToken }),
      ]) {
        expect(response.status).toBe(503)
        expect(response.headers.get('retry-after')).toBe('60')
        expect(await response.json()).toEqual({ message: 'Хранилище файлов временно недоступно. Попробуйте ещё раз через минуту.' })
      }
      await expect(brief(new File([PDF], 'ТЗ.pdf'))).rejects.toBeInstanceOf(FileStoreUnavailableError)
    } finally {
      await s3.start()
    }
    // Nothing half-saved: no row names a file that is not there.
    expect(await account.database.db.select().from(media)).toHaveLength(images)
    expect(await account.database.db.select().from(briefs)).toHaveLength(1)
    expect(await account.database.db.select().from(mailOutbox)).toHaveLength(mails)
    expect(entries.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'File store unavailable',
      'File store unavailable',
      'File store unavailable',
    ])
    expect((await account.api.request(image.src)).status).toBe(200)
    expect((await upload(await picture())).status).toBe(201)
  })
})
