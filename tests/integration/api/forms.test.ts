import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ApiConfig } from '#api/config.ts'
import { briefs, contactRequests, mailOutbox } from '#api/db/schema/index.ts'
import { settledRequest } from '#app/lib/api/settled-request.ts'
import { postRawJson } from './support/accounts.ts'
import { startProcessMailSender, stopProcessMailSender } from '#api/mail/sender.ts'
import { createTestApi, createTestClient, recordingLogger, testConfig, uploadsDirOf } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00])
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
])

/** A form that a person filled in over a minute. */
function briefForm(overrides: Record<string, string | string[] | File | null> = {}): FormData {
  const fields: Record<string, string | string[] | File | null> = {
    name: 'Анна Петрова',
    company: 'ООО «Ромашка»',
    email: 'Anna@Romashka.ru',
    phone: '8 (999) 123-45-67',
    services: ['website', 'design'],
    budget: '1m-3m',
    deadline: '3-6-months',
    description: 'Нужен новый корпоративный сайт с каталогом продукции и личным кабинетом дилера.',
    consent: 'on',
    website: '',
    started_at: String(Date.now() - 60_000),
    ...overrides,
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) continue
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, item)
    else form.append(key, value)
  }
  return form
}

const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name)

describe('forms', () => {
  let database: TestDatabase
  let config: ApiConfig
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>

  // Sent as the site sends it: the form encoded to bytes (see app/lib/api/settled-request.ts).
  const sendBrief = async (form: FormData, headers: Record<string, string> = {}) =>
    api.request(
      await settledRequest('http://localhost/api/v1/briefs', { method: 'POST', headers: { ...site.auth, ...headers }, body: form }),
    )
  const sendContact = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request('/api/v1/contact-requests', {
      method: 'POST',
      headers: { ...site.auth, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ consent: 'true', website: '', started_at: String(Date.now() - 30_000), ...body }),
    })
  const rows = async () => ({
    briefs: await database.db.select().from(briefs),
    contacts: await database.db.select().from(contactRequests),
    mails: await database.db.select().from(mailOutbox).orderBy(mailOutbox.id),
  })
  const storedFiles = (dir = uploadsDirOf(config)): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      : []

  beforeAll(async () => {
    database = await createTestDatabase()
    config = testConfig()
    api = createTestApi(database.db, { config, limits: { brief: { points: 3, duration: 3600 }, contact: { points: 3, duration: 600 } } })
    site = await createTestClient(database.db, { firstParty: true })
  })
  beforeEach(async () => {
    await database.db.execute(sql`truncate consents, lead_notes, briefs, contact_requests, mail_outbox, rate_limits`)
  })
  afterAll(() => database.destroy())

  describe('POST /v1/briefs', () => {
    it('stores the brief and its attachment and queues a notification and a confirmation', async () => {
      const response = await sendBrief(briefForm({ attachment: file(PDF, 'ТЗ на сайт.pdf') }), { 'x-forwarded-for': '203.0.113.7' })
      expect(response.status).toBe(201)
      const body = (await response.json()) as { id: number; message: string }
      expect(body.message).toMatch(/Спасибо/)

      const {
        briefs: [brief],
        mails,
      } = await rows()
      expect(brief).toMatchObject({
        id: body.id,
        name: 'Анна Петрова',
        email: 'anna@romashka.ru',
        phone: '+79991234567',
        services: ['website', 'design'],
        budget: '1m-3m',
        ip: '203.0.113.7',
        attachment: { filename: 'ТЗ на сайт.pdf', contentType: 'application/pdf', size: PDF.length },
      })
      expect(existsSync(join(uploadsDirOf(config), brief!.attachment!.path))).toBe(true)

      expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
        ['brief.notification', 'inbox@malakhit.test'],
        ['brief.confirmation', 'anna@romashka.ru'],
      ])
      expect(mails[0]?.replyTo).toBe('anna@romashka.ru')
      expect(mails[0]?.attachments).toEqual([{ filename: 'ТЗ на сайт.pdf', path: brief!.attachment!.path, contentType: 'application/pdf' }])
      expect(mails.every((mail) => mail.status === 'pending')).toBe(true)
    })

    it('accepts a brief without an attachment or optional fields', async () => {
      const response = await sendBrief(
        briefForm({ company: '', phone: '', budget: null, deadline: null, attachment: file(new Uint8Array(), '') }),
      )
      expect(response.status).toBe(201)
      const {
        briefs: [brief],
      } = await rows()
      expect(brief).toMatchObject({ company: null, phone: null, budget: null, attachment: null })
    })

    it('requires a token: 401 without one', async () => {
      const response = await api.request('/api/v1/briefs', { method: 'POST', body: briefForm() })
      expect(response.status).toBe(401)
      expect((await rows()).briefs).toHaveLength(0)
    })

    it('answers an empty form with 422 and a message for each required field', async () => {
      const response = await sendBrief(briefForm({ name: '', email: '', services: [], description: '', consent: null }))
      expect(response.status).toBe(422)
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(body.message).toBe('Проверьте правильность заполнения полей.')
      expect(Object.keys(body.errors).toSorted()).toEqual(['consent', 'description', 'email', 'name', 'services'])
      expect(body.errors.name).toEqual(['Укажите имя.'])
      expect(body.errors.services).toEqual(['Выберите хотя бы одну услугу.'])
      expect(body.errors.consent).toEqual(['Подтвердите согласие на обработку персональных данных.'])
      expect((await rows()).briefs).toHaveLength(0)
    })

    it.each([
      ['email', { email: 'anna@' }, /адрес электронной почты/],
      ['phone', { phone: '12345' }, /номер телефона/],
      ['services', { services: ['website', 'teleportation'] }, /из списка/],
      ['budget', { budget: 'a-lot' }, /из списка/],
      ['description', { description: 'Сайт.' }, /подробнее/],
    ])('answers a wrong %s with 422 naming the field', async (field, overrides, message) => {
      const response = await sendBrief(briefForm(overrides))
      expect(response.status).toBe(422)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(Object.keys(body.errors)).toEqual([field])
      expect(body.errors[field]?.[0]).toMatch(message)
    })

    it.each([
      ['a program renamed to .pdf', file(EXE, 'smeta.pdf'), /не совпадает/],
      ['an executable', file(EXE, 'setup.exe'), /Подойдут файлы/],
      ['a PNG named .jpg', file(PNG, 'photo.jpg'), /не совпадает/],
    ])('refuses %s as the attachment and stores nothing', async (_, attachment, message) => {
      const filesBefore = storedFiles()
      const response = await sendBrief(briefForm({ attachment }))
      expect(response.status).toBe(422)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(body.errors.attachment?.[0]).toMatch(message)
      expect((await rows()).briefs).toHaveLength(0)
      expect(storedFiles()).toEqual(filesBefore)
    })

    it('accepts a PNG image as the attachment', async () => {
      expect((await sendBrief(briefForm({ attachment: file(PNG, 'макет.png') }))).status).toBe(201)
    })

    it('refuses an attachment just over 10 MB with 422, and a far larger request with 413', async () => {
      const justOver = new Uint8Array(10 * 1024 * 1024 + 1)
      justOver.set(PDF)
      const over = await sendBrief(briefForm({ attachment: file(justOver, 'big.pdf') }))
      expect(over.status).toBe(422)
      expect(((await over.json()) as { errors: Record<string, string[]> }).errors.attachment?.[0]).toMatch(/больше 10 МБ/)

      const huge = new Uint8Array(12 * 1024 * 1024)
      huge.set(PDF)
      const tooLarge = await sendBrief(briefForm({ attachment: file(huge, 'huge.pdf') }))
      expect(tooLarge.status).toBe(413)
      expect(((await tooLarge.json()) as { errors: Record<string, string[]> }).errors.attachment?.[0]).toMatch(/больше 10 МБ/)
      expect((await rows()).briefs).toHaveLength(0)
    })

    it.each([
      ['the hidden field is filled', () => ({ website: 'https://spam.example' })],
      ['the form was sent a second after it was shown', () => ({ started_at: String(Date.now() - 1000) })],
      ['the form has no start time', () => ({ started_at: null })],
    ])('rejects spam when %s, storing nothing', async (_, overrides) => {
      const response = await sendBrief(briefForm(overrides()))
      expect(response.status).toBe(422)
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(body.errors._?.[0]).toMatch(/Не удалось отправить форму/)
      const { briefs: stored, mails } = await rows()
      expect(stored).toHaveLength(0)
      expect(mails).toHaveLength(0)
    })

    it('limits briefs per visitor IP, counting each visitor separately', async () => {
      const from = (ip: string) => sendBrief(briefForm(), { 'x-forwarded-for': ip })
      for (let i = 0; i < 3; i++) expect((await from('198.51.100.1')).status).toBe(201)
      const limited = await from('198.51.100.1')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await from('198.51.100.2')).status).toBe(201)
    })

    it('does not believe X-Forwarded-For from a client that is not the site', async () => {
      const stranger = await createTestClient(database.db, { firstParty: false })
      await sendBrief(briefForm(), { ...stranger.auth, 'x-forwarded-for': '192.0.2.55' })
      const {
        briefs: [brief],
      } = await rows()
      expect(brief?.ip).not.toBe('192.0.2.55')
    })

    it('stores neither the brief, its mails nor its file when the database fails midway', async () => {
      // A real failure inside the transaction: the outbox refuses new rows.
      await database.db.execute(
        sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox is down'; end $$`,
      )
      await database.db.execute(sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`)
      try {
        const filesBefore = storedFiles()
        const response = await sendBrief(briefForm({ attachment: file(PDF, 'brief.pdf') }))
        expect(response.status).toBe(500)
        const { briefs: stored, mails } = await rows()
        expect(stored).toHaveLength(0)
        expect(mails).toHaveLength(0)
        expect(storedFiles()).toEqual(filesBefore)
      } finally {
        await database.db.execute(sql`drop trigger refuse_mail on mail_outbox`)
        await database.db.execute(sql`drop function refuse_mail()`)
      }
    })

    it('answers a body that is not multipart with 415', async () => {
      const response = await postRawJson(api, '/v1/briefs', site.token, '{}')
      expect(response.status).toBe(415)
    })

    it('lists the choices the brief form offers', async () => {
      const response = await api.request('/api/v1/briefs/options')
      const body = (await response.json()) as { services: { value: string; label: string }[]; budgets: unknown[]; deadlines: unknown[] }
      expect(body.services.map((option) => option.value)).toContain('website')
      expect(body.budgets.length).toBeGreaterThan(2)
      expect(body.deadlines.length).toBeGreaterThan(2)
    })
  })

  describe('POST /v1/contact-requests', () => {
    it.each([
      {
        name: 'stores the request and queues a notification and a confirmation',
        fields: { name: 'Иван', email: 'ivan@example.ru', message: 'Хотим обсудить доработку сайта.' },
        stored: { name: 'Иван', email: 'ivan@example.ru', phone: null },
        queued: ['contact.notification', 'contact.confirmation'],
      },
      {
        name: 'accepts a phone instead of an email, and then sends no confirmation',
        fields: { name: 'Иван', phone: '+7 916 000-11-22', message: 'Перезвоните, пожалуйста, после обеда.' },
        stored: { phone: '+79160001122' },
        queued: ['contact.notification'],
      },
    ])('$name', async ({ fields, stored, queued }) => {
      expect((await sendContact(fields)).status).toBe(201)
      const { contacts, mails } = await rows()
      expect(contacts).toHaveLength(1)
      expect(contacts[0]).toMatchObject(stored)
      expect(mails.map((mail) => mail.kind)).toEqual(queued)
    })

    it('has the process’s mail sender deliver both mails as soon as the request is done, not at its next tick', async () => {
      const { logger } = recordingLogger()
      startProcessMailSender({ db: database.db, logger, config, intervalMs: 3_600_000 })
      try {
        expect((await sendContact({ name: 'Иван', email: 'ivan@example.ru', message: 'Хотим обсудить доработку сайта.' })).status).toBe(201)
        await expect
          .poll(async () => (await rows()).mails.map((mail) => [mail.kind, mail.status]))
          .toEqual([
            ['contact.notification', 'sent'],
            ['contact.confirmation', 'sent'],
          ])
      } finally {
        await stopProcessMailSender()
      }
    })

    it('asks for an email or a phone when both are missing', async () => {
      const response = await sendContact({ name: 'Иван', message: 'Хотим обсудить доработку сайта.' })
      expect(response.status).toBe(422)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(body.errors).toEqual({ email: ['Оставьте почту или телефон, чтобы мы могли ответить.'] })
    })

    it('answers missing fields and consent with 422 per field', async () => {
      const response = await sendContact({ name: '', email: 'ivan@example.ru', message: '', consent: 'no' })
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(response.status).toBe(422)
      expect(Object.keys(body.errors).toSorted()).toEqual(['consent', 'message', 'name'])
    })

    it('rejects spam and stores nothing', async () => {
      const response = await sendContact({ name: 'Bot', email: 'bot@spam.example', message: 'Cheap pills here!!!', website: 'x' })
      expect(response.status).toBe(422)
      expect((await rows()).contacts).toHaveLength(0)
    })

    it('takes the start time as a JSON number as well as its digits as text', async () => {
      const fields = { name: 'Иван', email: 'ivan@example.ru', message: 'Хотим обсудить доработку сайта.' }
      expect((await sendContact({ ...fields, started_at: Date.now() - 30_000 })).status).toBe(201)
      expect((await sendContact({ ...fields, started_at: String(Date.now() - 30_000) })).status).toBe(201)
      expect((await rows()).contacts).toHaveLength(2)
    })

    it('still takes a number sent a second after the form was shown for a bot', async () => {
      const response = await sendContact({
        name: 'Иван',
        email: 'ivan@example.ru',
        message: 'Хотим обсудить доработку сайта.',
        started_at: Date.now() - 1000,
      })
      expect(response.status).toBe(422)
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors._?.[0]).toMatch(/Не удалось отправить форму/)
      expect((await rows()).contacts).toHaveLength(0)
    })

    it.each([
      ['text that is no number', 'вчера'],
      ['an object', { at: 1 }],
      ['a list', [1]],
      ['true', true],
    ])('refuses a start time that is %s with 422 and says what it must be, storing nothing', async (_, startedAt) => {
      const response = await sendContact({
        name: 'Иван',
        email: 'ivan@example.ru',
        message: 'Хотим обсудить доработку сайта.',
        started_at: startedAt,
      })
      expect(response.status).toBe(422)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(body.errors).toEqual({ started_at: ['Время начала заполнения формы — число миллисекунд.'] })
      expect((await rows()).contacts).toHaveLength(0)
    })

    it('answers malformed JSON with 400, not 500', async () => {
      const response = await postRawJson(api, '/v1/contact-requests', site.token, '{"name": ')
      expect(response.status).toBe(400)
    })

    it('limits contact requests per visitor IP', async () => {
      const from = (ip: string) =>
        sendContact({ name: 'Иван', email: 'ivan@example.ru', message: 'Хотим обсудить доработку сайта.' }, { 'x-forwarded-for': ip })
      for (let i = 0; i < 3; i++) expect((await from('198.51.100.9')).status).toBe(201)
      expect((await from('198.51.100.9')).status).toBe(429)
    })
  })
})
