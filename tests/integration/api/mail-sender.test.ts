import { mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ApiConfig } from '#api/config.ts'
import { mailOutbox } from '#api/db/schema/index.ts'
import { runInRequest } from '#shared/server/request-context.ts'
import type { Logger } from '#shared/server/logger.ts'
import { enqueueMail, type OutgoingMail } from '#api/mail/outbox.ts'
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, startMailSender, type MailSender } from '#api/mail/sender.ts'
import { briefMails } from '#api/mail/templates/forms.ts'
import type { MailTransport } from '#api/mail/transport.ts'
import { recordingLogger, testConfig, uploadsDirOf } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// ---------------------------------------------------------------- a real SMTP server, and reading what it got

interface Received {
  from: string | undefined
  to: string[]
  raw: string
}

type Rejection = { stage: 'rcpt' | 'data'; code: number; message: string } | null

/** An SMTP server on 127.0.0.1 that keeps every message it accepts and rejects on demand. */
async function startSmtpServer() {
  const received: Received[] = []
  const state = { reject: null as Rejection }
  const failure = (rejection: NonNullable<Rejection>) => Object.assign(new Error(rejection.message), { responseCode: rejection.code })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.reject?.stage === 'rcpt') return callback(failure(state.reject))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (state.reject?.stage === 'data') return callback(failure(state.reject))
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

interface MimePart {
  headers: Map<string, string>
  body: Buffer
  parts: MimePart[]
}

/** Just enough MIME for these tests: headers, multipart, base64 and quoted-printable bodies. */
function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n')
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split + 4)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1)
    const parts = sections.filter((section) => !section.startsWith('--')).map((section) => parseMime(section.replace(/^\r\n/, '')))
    return { headers, body: Buffer.alloc(0), parts }
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'utf8')
  return { headers, body: decoded, parts: [] }
}

/** A header with RFC 2047 encoded words (=?UTF-8?B?…?= or ?Q?) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('latin1')
        : data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .replace(/[\u0080-\u00ff]+/g, (bytes) => Buffer.from(bytes, 'latin1').toString('utf8'))
}

/** A parameter of a header (filename, boundary…), plain, encoded-word or RFC 2231. */
function headerParameter(header: string, name: string): string | undefined {
  const continued = [...header.matchAll(new RegExp(`${name}\\*(\\d+)?\\*?="?([^";]*)"?`, 'gi'))]
  if (continued.length > 0) {
    const joined = continued.map((match) => match[2]!).join('')
    return decodeURIComponent(joined.replace(/^[\w-]+'[\w-]*'/, ''))
  }
  const plain = new RegExp(`${name}="?([^";]*)"?`, 'i').exec(header)?.[1]
  return plain === undefined ? undefined : decodeHeader(plain)
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves)
}

function readMail(received: Received) {
  const message = parseMime(received.raw)
  const all = leaves(message)
  const contentType = (part: MimePart) => (part.headers.get('content-type') ?? '').toLowerCase()
  const isAttachment = (part: MimePart) => /attachment/i.test(part.headers.get('content-disposition') ?? '')
  return {
    to: received.to,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    replyTo: message.headers.get('reply-to'),
    messageId: message.headers.get('message-id'),
    text: all.find((part) => contentType(part).startsWith('text/plain') && !isAttachment(part))?.body.toString('utf8'),
    html: all.find((part) => contentType(part).startsWith('text/html') && !isAttachment(part))?.body.toString('utf8'),
    attachments: all.filter(isAttachment).map((part) => ({
      filename: headerParameter(part.headers.get('content-disposition') ?? '', 'filename'),
      contentType: contentType(part).split(';')[0],
      content: part.body,
    })),
  }
}

// ---------------------------------------------------------------- the sender

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const simpleMail = (n: number, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test.mail',
  to: `client-${n}@example.ru`,
  subject: `Письмо № ${n}`,
  text: `Здравствуйте! Это письмо № ${n}.`,
  ...overrides,
})

describe('the mail sender', () => {
  let database: TestDatabase
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let senders: MailSender[] = []

  const smtpConfig = (): ApiConfig => {
    const config = testConfig()
    return { ...config, mail: { ...config.mail, url: smtp.url } }
  }
  const sender = (
    config: ApiConfig,
    options: { logger?: Logger; transport?: MailTransport; batchSize?: number; intervalMs?: number; maxAttempts?: number } = {},
  ) => {
    // A long interval: the tests drive runs themselves with runOnce().
    const started = startMailSender({ db: database.db, logger: recordingLogger().logger, config, intervalMs: 3_600_000, ...options })
    senders.push(started)
    return started
  }
  const outbox = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id)
  const onlyMailId = async () => (await outbox())[0]!.id
  const row = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
  /** What the clock would do: the mail's next attempt becomes due now. */
  const makeDue = (id: number) =>
    database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(mailOutbox.id, id))

  beforeAll(async () => {
    database = await createTestDatabase()
    smtp = await startSmtpServer()
  })
  beforeEach(async () => {
    await database.db.execute(sql`truncate mail_outbox`)
    smtp.received.length = 0
    smtp.state.reject = null
  })
  afterEach(async () => {
    await Promise.all(senders.map((started) => started.stop()))
    senders = []
  })
  afterAll(async () => {
    await smtp.close()
    await database.destroy()
  })

  it('delivers pending mail over SMTP, with its attachment, and marks it sent', async () => {
    const config = smtpConfig()
    const attachment = { filename: 'ТЗ на сайт.pdf', path: 'briefs/4f1c/ТЗ на сайт.pdf', contentType: 'application/pdf', size: PDF.length }
    mkdirSync(join(uploadsDirOf(config), 'briefs/4f1c'), { recursive: true })
    writeFileSync(join(uploadsDirOf(config), attachment.path), PDF)
    await enqueueMail(
      database.db,
      briefMails(
        {
          id: 1,
          name: 'Анна Петрова',
          company: 'ООО «Ромашка»',
          email: 'anna@romashka.ru',
          phone: '+79991234567',
          services: ['Корпоративный сайт'],
          budget: null,
          deadline: null,
          description: 'Нужен новый корпоративный сайт.',
          attachment,
        },
        { agencyInbox: config.mail.agencyInbox, siteUrl: config.siteUrl },
      ),
    )

    expect(await sender(config).runOnce()).toBe(2)

    expect(smtp.received).toHaveLength(2)
    const [notification, confirmation] = smtp.received.map(readMail)
    expect(notification).toMatchObject({
      to: ['inbox@malakhit.test'],
      subject: 'Новый бриф: Анна Петрова, ООО «Ромашка»',
      replyTo: 'anna@romashka.ru',
    })
    expect(notification!.text).toContain('Нужен новый корпоративный сайт.')
    expect(notification!.html).toContain('<html lang="ru">')
    expect(notification!.attachments).toEqual([{ filename: 'ТЗ на сайт.pdf', contentType: 'application/pdf', content: PDF }])
    expect(smtp.received[0]!.from).toBe('hello@malakhit.test')
    expect(confirmation).toMatchObject({ to: ['anna@romashka.ru'], subject: 'Малахит: мы получили ваш бриф', attachments: [] })
    expect(confirmation!.messageId).toMatch(/^<outbox-\d+-\d+@malakhit\.test>$/)

    const rows = await outbox()
    expect(rows.map(({ status, deliveredVia, attempts, lastError }) => ({ status, deliveredVia, attempts, lastError }))).toEqual([
      { status: 'sent', deliveredVia: 'smtp', attempts: 1, lastError: null },
      { status: 'sent', deliveredVia: 'smtp', attempts: 1, lastError: null },
    ])
    expect(rows.every((mail) => mail.sentAt instanceof Date)).toBe(true)

    // Nothing is sent twice.
    expect(await sender(config).runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(2)
  })

  it.each([
    { stage: 'rcpt' as const, code: 451, message: 'Mailbox busy, try later' },
    { stage: 'data' as const, code: 550, message: 'Message rejected' },
  ])('keeps a mail the server rejects ($code at $stage) pending with a later retry, then delivers it', async (rejection) => {
    const config = smtpConfig()
    const { logger, entries } = recordingLogger()
    const mailSender = sender(config, { logger })
    await enqueueMail(database.db, [simpleMail(1)])
    const id = await onlyMailId()
    smtp.state.reject = rejection

    expect(await mailSender.runOnce()).toBe(0)

    const failed = await row(id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, deliveredVia: null })
    expect(failed.lastError).toContain(String(rejection.code))
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + RETRY_DELAYS_MS[0]! - 10_000)
    expect(entries).toContainEqual(expect.objectContaining({ level: 'error', message: 'Mail not sent; will retry' }))

    // Not due yet: the next run leaves it alone even though the server would accept it now.
    smtp.state.reject = null
    expect(await mailSender.runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(0)

    await makeDue(id)
    expect(await mailSender.runOnce()).toBe(1)
    expect(smtp.received.map(readMail)).toMatchObject([{ to: ['client-1@example.ru'], subject: 'Письмо № 1' }])
    // A sent mail carries no error of an attempt that came before.
    expect(await row(id)).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 2, lastError: null })
  })

  it('keeps the id of the request that queued a mail, and names it when the mail goes out', async () => {
    const mail = { kind: 'test.note', to: 'anna@romashka.ru', subject: 'Проверка', text: 'Текст.' }
    await runInRequest({ id: 'req-5f0c' }, () => enqueueMail(database.db, [mail]))
    await enqueueMail(database.db, [{ ...mail, subject: 'Без запроса' }])
    expect((await outbox()).map((queued) => queued.requestId)).toEqual(['req-5f0c', null])
    const { logger, entries } = recordingLogger()
    expect(await sender(smtpConfig(), { logger }).runOnce()).toBe(2)
    const delivered = entries.filter((entry) => entry.message === 'Mail delivered')
    expect(delivered.map((entry) => entry.fields?.requestId)).toEqual(['req-5f0c', undefined])
  })

  it('backs off longer after each failure and marks the mail failed after the last attempt, keeping it', async () => {
    const mailSender = sender(smtpConfig())
    await enqueueMail(database.db, [simpleMail(1)])
    const id = await onlyMailId()
    smtp.state.reject = { stage: 'rcpt', code: 451, message: 'Mailbox busy, try later' }

    const waits: number[] = []
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await mailSender.runOnce()
      const mail = await row(id)
      expect(mail).toMatchObject({ status: 'pending', attempts: attempt })
      waits.push(mail.nextAttemptAt.getTime() - Date.now())
      await makeDue(id)
    }
    // Each wait is the scheduled one (give or take the test's own running time), and they grow.
    for (const [index, wait] of waits.entries()) expect(Math.abs(wait - RETRY_DELAYS_MS[index]!)).toBeLessThan(10_000)
    expect(waits.toSorted((a, b) => a - b)).toEqual(waits)

    await mailSender.runOnce()
    const failed = await row(id)
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null })
    expect(failed.lastError).toContain('451')

    // Failed stays failed, and stays in the outbox.
    smtp.state.reject = null
    await makeDue(id)
    expect(await mailSender.runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(0)
    expect(await outbox()).toHaveLength(1)
  })

  it('deletes a mail of a kind that holds a deleted account’s data once it is delivered, keeping the others', async () => {
    await enqueueMail(database.db, [simpleMail(1, { kind: 'account.deleted' }), simpleMail(2)])

    expect(await sender(smtpConfig()).runOnce()).toBe(2)

    expect(smtp.received.map((mail) => mail.to)).toEqual([['client-1@example.ru'], ['client-2@example.ru']])
    expect(await outbox()).toMatchObject([{ to: 'client-2@example.ru', status: 'sent' }])
  })

  it('deletes a mail of such a kind once it has failed for good, or its last attempt was cut off', async () => {
    const mailSender = sender(smtpConfig(), { maxAttempts: 2 })
    smtp.state.reject = { stage: 'rcpt', code: 550, message: 'No such mailbox' }
    await enqueueMail(database.db, [simpleMail(1, { kind: 'account.deleted' })])
    const id = await onlyMailId()
    await mailSender.runOnce()
    await makeDue(id)
    await mailSender.runOnce()
    expect(await outbox()).toEqual([])

    // A sender died during the last attempt: the row comes due again with no attempts left.
    await enqueueMail(database.db, [simpleMail(2, { kind: 'account.deleted' })])
    const interrupted = await onlyMailId()
    await database.db.update(mailOutbox).set({ attempts: 2 }).where(eq(mailOutbox.id, interrupted))
    await mailSender.runOnce()
    expect(await outbox()).toEqual([])
  })

  it('prints the mail to the log and marks it sent via log when MAIL_URL is unset', async () => {
    const { logger, entries } = recordingLogger()
    await enqueueMail(database.db, [simpleMail(1, { text: 'Ваш код: 314159. Ссылка: https://malakhit.test/login-by-token?token=abc' })])

    expect(await sender(testConfig(), { logger }).runOnce()).toBe(1)

    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        fields: expect.objectContaining({
          to: 'client-1@example.ru',
          subject: 'Письмо № 1',
          text: 'Ваш код: 314159. Ссылка: https://malakhit.test/login-by-token?token=abc',
        }),
      }),
    )
    expect(await outbox()).toMatchObject([{ status: 'sent', deliveredVia: 'log', attempts: 1 }])
    expect(smtp.received).toHaveLength(0)
  })

  it('never sends one mail twice when runs of several senders overlap', async () => {
    const config = smtpConfig()
    await enqueueMail(
      database.db,
      Array.from({ length: 30 }, (_, index) => simpleMail(index + 1)),
    )
    // Two senders, as two instances of the site would have, each with small batches.
    const first = sender(config, { batchSize: 4 })
    const second = sender(config, { batchSize: 4 })

    const delivered = await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()])

    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(30)
    const subjects = smtp.received.map((mail) => readMail(mail).subject)
    expect(subjects).toHaveLength(30)
    expect(new Set(subjects).size).toBe(30)
    const rows = await outbox()
    expect(rows.every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true)
  })

  it('sends a mail again after its sender died mid-send and the claim ran out', async () => {
    const config = smtpConfig()
    await enqueueMail(database.db, [simpleMail(1)])
    const id = await onlyMailId()
    // A sender that claims the mail and then hangs, as if its process had died while sending.
    let release!: () => void
    const hanging: MailTransport = {
      via: 'smtp',
      send: () => new Promise<void>((_, reject) => (release = () => reject(new Error('process died')))),
    }
    const dying = sender(config, { transport: hanging })
    const run = dying.runOnce()
    try {
      await expect.poll(async () => (await row(id)).attempts).toBe(1)

      // While the claim holds, nobody else takes the mail.
      const healthy = sender(config)
      expect(await healthy.runOnce()).toBe(0)

      await makeDue(id)
      expect(await healthy.runOnce()).toBe(1)
      expect(await row(id)).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 2 })
    } finally {
      // The stale sender finally gives up...
      release?.()
    }
    // ...and its late failure does not undo the delivery.
    expect(await run).toBe(0)
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })

  it('runs by itself every interval, and stop() waits for the run in progress', async () => {
    await enqueueMail(database.db, [simpleMail(1)])
    let finish!: () => void
    const sent: string[] = []
    const slow: MailTransport = {
      via: 'log',
      send: (message) =>
        new Promise<void>((resolve) => {
          finish = () => {
            finish = () => {}
            sent.push(message.subject)
            resolve()
          }
        }),
    }
    const looping = sender(testConfig(), { transport: slow, intervalMs: 20 })
    let stopped = false
    try {
      await expect.poll(() => finish !== undefined).toBe(true)
      const stopping = looping.stop().then(() => (stopped = true))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(stopped).toBe(false)
      finish()
      await stopping
    } finally {
      finish?.()
    }
    expect(sent).toEqual(['Письмо № 1'])
    expect(await outbox()).toMatchObject([{ status: 'sent', deliveredVia: 'log' }])
  })

  it('wake() delivers at once, without waiting for the next tick', async () => {
    const sending = sender(testConfig())
    await enqueueMail(database.db, [simpleMail(1)])
    sending.wake()
    await expect.poll(async () => (await outbox()).map((mail) => mail.status)).toEqual(['sent'])
  })

  it('wake() during a run delivers, in one more run, the mail queued meanwhile', async () => {
    await enqueueMail(database.db, [simpleMail(1)])
    const sent: string[] = []
    let finishFirst!: () => void
    const firstHeld = new Promise<void>((resolve) => {
      finishFirst = resolve
    })
    const held: MailTransport = {
      via: 'log',
      send: async (message) => {
        if (sent.length === 0) await firstHeld
        sent.push(message.subject)
      },
    }
    const sending = sender(testConfig(), { transport: held })
    const firstRun = sending.runOnce()
    // The first run holds mail 1 while mail 2 is queued; two wakes meanwhile make one more run.
    await expect.poll(async () => (await outbox())[0]!.attempts).toBe(1)
    await enqueueMail(database.db, [simpleMail(2)])
    sending.wake()
    sending.wake()
    finishFirst()
    expect(await firstRun).toBe(1)
    // A mail is marked sent after its transport returns: wait for the marks, then both were sent.
    await expect.poll(async () => (await outbox()).map((mail) => mail.status)).toEqual(['sent', 'sent'])
    expect(sent).toEqual(['Письмо № 1', 'Письмо № 2'])
  })

  it('fails a mail whose attachment file is missing, with the reason', async () => {
    await enqueueMail(database.db, [
      simpleMail(1, { attachments: [{ filename: 'brief.pdf', path: 'briefs/gone/brief.pdf', contentType: 'application/pdf' }] }),
    ])
    expect(await sender(smtpConfig()).runOnce()).toBe(0)
    const [mail] = await outbox()
    expect(mail).toMatchObject({ status: 'pending', attempts: 1 })
    expect(mail!.lastError).toBe('Attachment briefs/gone/brief.pdf is missing from the file store')
    expect(smtp.received).toHaveLength(0)
  })

  it('refuses attachment paths outside the file store', async () => {
    await enqueueMail(database.db, [
      simpleMail(1, { attachments: [{ filename: 'passwd', path: '../../../etc/passwd', contentType: 'text/plain' }] }),
    ])
    expect(await sender(smtpConfig()).runOnce()).toBe(0)
    const [mail] = await outbox()
    expect(mail!.lastError).toMatch(/outside the file store/)
    expect(smtp.received).toHaveLength(0)
  })
})
