import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, briefs, users } from '#api/db/schema/index.ts'
import { saveBrief, saveContactRequest } from '#api/services/forms.ts'
import type { AuditEntry, LeadDetails, LeadSummary } from '#shared/contract/staff.ts'
import type { Paginated } from '#shared/contract/common.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const META = {
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}
/** A request whose browser sent no User-Agent. */
const WITHOUT_BROWSER = { ip: '203.0.113.8', userAgent: null }

describe('the staff area’s leads', () => {
  let database: AccountApi['database']
  let config: AccountApi['config']
  let api: AccountApi['api']
  let site: AccountApi['site']
  const tokens = {} as Record<'editor' | 'admin', string>
  let editor: Awaited<ReturnType<typeof signedInWith>>
  let admin: Awaited<ReturnType<typeof signedInWith>>
  let briefId: number
  let contactId: number

  const call = (caller: 'editor' | 'admin', method: string, path: string, body?: unknown) =>
    send(api, method, `/v1/admin${path}`, { token: tokens[caller], body })
  const json = async <T>(response: Response) => (await response.json()) as T

  beforeAll(async () => {
    ;({ database, config, api, site } = await openAccountApi())
    editor = await signedInWith(api, database.db, site.token, 'editor', 'Ева Редакторова')
    admin = await signedInWith(api, database.db, site.token, 'admin', 'Антон Админов')
    tokens.editor = editor.token
    tokens.admin = admin.token
    ;({ id: briefId } = await saveBrief(
      database.db,
      config,
      {
        name: 'Анна Петрова',
        company: 'ООО «Ромашка»',
        email: 'anna@romashka.ru',
        phone: '+79991234567',
        services: ['website', 'design'],
        budget: '1m-3m',
        deadline: 'asap',
        description: 'Нужен корпоративный сайт с каталогом продукции и личным кабинетом дилера; скидка 100%_ не нужна.',
        attachment: new File([PDF], 'ТЗ сайта.pdf'),
      },
      META,
    ))
    ;({ id: contactId } = await saveContactRequest(
      database.db,
      config,
      { name: '=HYPERLINK("http://evil.example")', phone: '+79990000000', message: 'Перезвоните, пожалуйста, после обеда.' },
      WITHOUT_BROWSER,
    ))
  })
  afterAll(() => database.destroy())

  describe('the inbox', () => {
    const list = async (query = '') => {
      const response = await call('editor', 'GET', `/leads${query}`)
      expect(response.status).toBe(200)
      return json<Paginated<LeadSummary>>(response)
    }
    const keys = (page: Paginated<LeadSummary>) => page.data.map((lead) => `${lead.kind}:${lead.id}`)

    it('lists briefs and contact requests together, newest first', async () => {
      const page = await list()
      expect(keys(page)).toEqual([`contact:${contactId}`, `brief:${briefId}`])
      expect(page.data[1]).toMatchObject({
        name: 'Анна Петрова',
        email: 'anna@romashka.ru',
        status: 'new',
        assignee: null,
        has_attachment: true,
      })
      expect(page.data[1]!.excerpt.length).toBeLessThanOrEqual(160)
      expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 2 })
    })

    it('filters by kind and searches names, addresses, phones and text, taking % and _ literally', async () => {
      expect(keys(await list('?kind=brief'))).toEqual([`brief:${briefId}`])
      expect(keys(await list('?kind=contact'))).toEqual([`contact:${contactId}`])
      expect(keys(await list('?q=РОМАШКА'))).toEqual([`brief:${briefId}`])
      expect(keys(await list('?q=после обеда'))).toEqual([`contact:${contactId}`])
      expect(keys(await list('?q=9990000000'))).toEqual([`contact:${contactId}`])
      expect(keys(await list(`?q=${encodeURIComponent('100%_')}`))).toEqual([`brief:${briefId}`])
      expect(keys(await list(`?q=${encodeURIComponent('%')}`))).toEqual([`brief:${briefId}`])
      expect(keys(await list('?q=никого'))).toEqual([])
    })

    it('refuses filters it does not know with a clear 422', async () => {
      for (const query of ['?status=archived', '?kind=call', '?assignee=me', '?page=0']) {
        const response = await call('editor', 'GET', `/leads${query}`)
        expect(response.status, query).toBe(422)
        expect((await json<{ errors: Record<string, string[]> }>(response)).errors, query).toBeDefined()
      }
    })

    it('shows one lead whole: the brief’s choices as labels, its file, the visitor’s data', async () => {
      const lead = await json<LeadDetails>(await call('editor', 'GET', `/leads/brief/${briefId}`))
      expect(lead).toMatchObject({
        kind: 'brief',
        id: briefId,
        company: 'ООО «Ромашка»',
        services: ['Корпоративный сайт', 'Дизайн и UX-исследование'],
        budget: '1 – 3 млн ₽',
        deadline: 'Как можно скорее',
        attachment: { filename: 'ТЗ сайта.pdf', size: PDF.byteLength, content_type: 'application/pdf' },
        ip: META.ip,
        user_agent: META.userAgent,
        notes: [],
      })
      expect((await call('editor', 'GET', '/leads/brief/999999')).status).toBe(404)
      expect((await call('editor', 'GET', `/leads/contact/${contactId}`)).status).toBe(200)
    })

    it('names the visitor’s device as the sessions list does, from the User-Agent it keeps', async () => {
      const brief = await json<LeadDetails>(await call('editor', 'GET', `/leads/brief/${briefId}`))
      expect(brief.device).toEqual({ os: 'Windows', browser: 'Chrome 131', kind: 'desktop' })
      const contact = await json<LeadDetails>(await call('editor', 'GET', `/leads/contact/${contactId}`))
      expect(contact).toMatchObject({ user_agent: null, device: null })
    })
  })

  describe('working a lead', () => {
    it('changes its status and assignee, with an audit row for each change', async () => {
      const response = await call('editor', 'PATCH', `/leads/contact/${contactId}`, { status: 'in_progress', assignee_id: editor.id })
      expect(response.status).toBe(200)
      expect(await json<LeadDetails>(response)).toMatchObject({ status: 'in_progress', assignee: { id: editor.id, name: editor.name } })
      const rows = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(contactId)))
      expect(rows.map((row) => [row.action, row.entityType, row.actorId, row.actorName, row.details])).toEqual(
        expect.arrayContaining([
          ['status_changed', 'contact', editor.id, editor.name, { status: { from: 'new', to: 'in_progress' } }],
          ['assigned', 'contact', editor.id, editor.name, { assignee: { from: null, to: editor.id } }],
        ]),
      )
      const mine = await json<Paginated<LeadSummary>>(await call('editor', 'GET', `/leads?assignee=${editor.id}&status=in_progress`))
      expect(mine.data.map((lead) => lead.id)).toEqual([contactId])
      const nobodys = await json<Paginated<LeadSummary>>(await call('editor', 'GET', '/leads?assignee=none'))
      expect(nobodys.data.map((lead) => lead.kind)).toEqual(['brief'])
    })

    it('a change to the same value writes no audit row', async () => {
      const before = (await database.db.select().from(auditLog)).length
      expect((await call('editor', 'PATCH', `/leads/contact/${contactId}`, { status: 'in_progress' })).status).toBe(200)
      expect((await database.db.select().from(auditLog)).length).toBe(before)
    })

    it('assigns staff only, and accepts only known statuses', async () => {
      const visitor = await signedInWith(api, database.db, site.token, null)
      const notStaff = await call('editor', 'PATCH', `/leads/brief/${briefId}`, { assignee_id: visitor.id })
      expect(notStaff.status).toBe(422)
      expect((await json<{ errors: Record<string, string[]> }>(notStaff)).errors).toEqual({
        assignee_id: ['Назначить можно только сотрудника агентства.'],
      })
      const badStatus = await call('editor', 'PATCH', `/leads/brief/${briefId}`, { status: 'archived' })
      expect(badStatus.status).toBe(422)
      expect((await json<{ errors: Record<string, string[]> }>(badStatus)).errors).toEqual({ status: ['Выберите статус из списка.'] })
      const [stored] = await database.db.select().from(briefs).where(eq(briefs.id, briefId))
      expect(stored).toMatchObject({ status: 'new', assigneeId: null })
    })

    it('keeps notes with their author, in order; an empty note is refused', async () => {
      expect((await call('editor', 'POST', `/leads/brief/${briefId}/notes`, { body: '  Созвонились, ждём ТЗ.  ' })).status).toBe(201)
      expect((await call('admin', 'POST', `/leads/brief/${briefId}/notes`, { body: 'Оценка готова.' })).status).toBe(201)
      const empty = await call('editor', 'POST', `/leads/brief/${briefId}/notes`, { body: '   ' })
      expect(empty.status).toBe(422)
      expect((await json<{ errors: Record<string, string[]> }>(empty)).errors).toEqual({ body: ['Напишите заметку.'] })
      expect((await call('editor', 'POST', '/leads/brief/999999/notes', { body: 'Куда?' })).status).toBe(404)
      const lead = await json<LeadDetails>(await call('editor', 'GET', `/leads/brief/${briefId}`))
      expect(lead.notes.map((note) => [note.author, note.body])).toEqual([
        [editor.name, 'Созвонились, ждём ТЗ.'],
        [admin.name, 'Оценка готова.'],
      ])
    })

    it('hands out the brief’s file only as a download', async () => {
      const response = await call('editor', 'GET', `/leads/brief/${briefId}/attachment`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/octet-stream')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="__ _____.pdf"; filename*=UTF-8''${encodeURIComponent('ТЗ сайта.pdf')}`,
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF)
      expect((await call('editor', 'GET', '/leads/brief/999999/attachment')).status).toBe(404)
    })

    it('counts leads by status', async () => {
      const counts = await json<Record<string, number>>(await call('editor', 'GET', '/leads/counts'))
      expect(counts).toEqual({ new: 1, in_progress: 1, done: 0, spam: 0 })
    })
  })

  describe('the CSV export', () => {
    it('opens in Excel: UTF-8 with a BOM, semicolons, CRLF, a Russian header, no formulas', async () => {
      const response = await call('editor', 'GET', '/leads/export.csv')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
      expect(lines[0]).toBe('Тип;Номер;Получена (МСК);Статус;Имя;Компания;Почта;Телефон;Текст;Ответственный')
      expect(lines[1]).toMatch(/^Заявка с сайта;\d+;\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2};В работе;/)
      // A cell that starts like a formula is kept as text.
      expect(lines[1]).toContain(`;"'=HYPERLINK(""http://evil.example"")";`)
      // A phone starts with +, which Excel would also read as a formula: it stays text the same way.
      expect(lines[2]).toMatch(/^Бриф;\d+;.*;Новая;Анна Петрова;ООО «Ромашка»;anna@romashka\.ru;'\+79991234567;/)
      expect(lines.at(-1)).toBe('')
    })

    it('exports only what the filters keep', async () => {
      const response = await call('editor', 'GET', '/leads/export.csv?kind=brief')
      const rows = new TextDecoder()
        .decode(new Uint8Array(await response.arrayBuffer()))
        .split('\r\n')
        .filter(Boolean)
      expect(rows).toHaveLength(2)
    })
  })

  describe('the audit log', () => {
    it('records every note added to a lead, with its author', async () => {
      const page = await json<Paginated<AuditEntry>>(await call('admin', 'GET', `/audit?entity_type=brief&entity_id=${briefId}`))
      expect(page.data.map((entry) => [entry.action, entry.actor.name, entry.entity_title])).toEqual([
        ['noted', admin.name, `Бриф №${briefId}, Анна Петрова`],
        ['noted', editor.name, `Бриф №${briefId}, Анна Петрова`],
      ])
    })

    it('shows admins who did what, newest first, and keeps rows when the actor’s account is gone', async () => {
      const page = await json<Paginated<AuditEntry>>(await call('admin', 'GET', `/audit?entity_type=contact&entity_id=${contactId}`))
      expect(page.data.map((entry) => entry.action)).toEqual(['assigned', 'status_changed'])
      expect(page.data[0]).toMatchObject({ actor: { id: editor.id, name: editor.name }, entity_title: expect.stringContaining('Заявка') })
      await database.db.delete(users).where(eq(users.id, editor.id))
      const after = await json<Paginated<AuditEntry>>(await call('admin', 'GET', `/audit?entity_type=contact&entity_id=${contactId}`))
      expect(after.data.map((entry) => entry.actor)).toEqual([
        { id: null, name: editor.name },
        { id: null, name: editor.name },
      ])
    })
  })
})
