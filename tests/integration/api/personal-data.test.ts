import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, briefs, consents, contactRequests, leadNotes, pages, users } from '#api/db/schema/index.ts'
import { documentVersion } from '#api/services/consents.ts'
import { settledRequest } from '#app/lib/api/settled-request.ts'
import { requestToken, send } from './support/accounts.ts'
import { deleteAccountOn, registerUserOn, useAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'
import { uploadsDirOf } from './support/test-api.ts'
import type { Profile } from '#shared/contract/account.ts'
import type { PersonalDataExport } from '#shared/contract/personal-data.ts'
import type { LeadSummary } from '#shared/contract/staff.ts'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

describe('personal data: consents, the export and what deletion removes', () => {
  const account = useAccountApi()

  beforeAll(async () => {
    await account.database.db.insert(pages).values([
      { slug: 'privacy', title: 'Политика обработки персональных данных', body: '<p>Текст политики.</p>', publishedAt: new Date() },
      { slug: 'agreement', title: 'Пользовательское соглашение', body: '<p>Текст соглашения.</p>', publishedAt: new Date() },
    ])
  })

  const db = () => account.database.db
  const visitor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}`, 'user-agent': BROWSER })

  /** The version a consent must name: that of the page as it is stored now. */
  const versionOf = async (slug: string) => {
    const [page] = await db().select().from(pages).where(eq(pages.slug, slug))
    return documentVersion(page!)
  }

  const sendBrief = async (fields: Record<string, string | File>, headers: Record<string, string> = visitor(10)) => {
    const form = new FormData()
    const all: Record<string, string | File> = {
      name: 'Анна Петрова',
      company: 'ООО «Ромашка»',
      email: 'anna@romashka.ru',
      phone: '+7 999 123-45-67',
      'services[]': 'website',
      description: 'Нужен новый корпоративный сайт с каталогом продукции и личным кабинетом дилера.',
      consent: 'on',
      website: '',
      started_at: String(Date.now() - 60_000),
      ...fields,
    }
    for (const [key, value] of Object.entries(all)) form.append(key, value)
    return account.api.request(
      await settledRequest('http://localhost/api/v1/briefs', {
        method: 'POST',
        headers: { Authorization: `Bearer ${account.site.token}`, ...headers },
        body: form,
      }),
    )
  }
  const sendContact = (body: Record<string, unknown>, headers: Record<string, string> = visitor(11)) =>
    send(account.api, 'POST', '/v1/contact-requests', {
      token: account.site.token,
      headers,
      body: {
        name: 'Анна Петрова',
        message: 'Перезвоните, пожалуйста, по поводу сайта.',
        consent: true,
        website: '',
        started_at: String(Date.now() - 30_000),
        ...body,
      },
    })

  const exportOf = (token: string) => send(account.api, 'GET', '/v1/profile/export', { token })
  const exportDocument = async (token: string) => {
    const response = await exportOf(token)
    expect(response.status).toBe(200)
    return (await response.json()) as PersonalDataExport
  }
  const profileOf = async (token: string) => (await (await send(account.api, 'GET', '/v1/profile', { token })).json()) as Profile
  const verify = async (email: string) => {
    await db()
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  }
  const consentRows = (email: string) => db().select().from(consents).where(eq(consents.email, email.toLowerCase()))
  const uniqueAddress = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.ru`

  describe('consents', () => {
    it('stores the registration’s consent with the versions of the agreement and the policy, its time, IP and browser', async () => {
      const before = Date.now()
      const email = uniqueAddress('reg')
      const response = await send(account.api, 'POST', '/v1/register', {
        token: account.site.token,
        headers: visitor(20),
        body: {
          name: 'Мария Соколова',
          email,
          password: 'Зелёный-чайник-42',
          password_confirmation: 'Зелёный-чайник-42',
          consent: true,
        },
      })
      expect(response.status).toBe(202)
      const [row] = await consentRows(email)
      expect(row).toMatchObject({
        purpose: 'registration',
        documents: [await versionOf('agreement'), await versionOf('privacy')],
        choice: null,
        ip: '203.0.113.20',
        userAgent: BROWSER,
      })
      expect(row!.userId).toEqual(expect.any(Number))
      expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    })

    it('stores nothing for a registration that fails validation', async () => {
      const email = uniqueAddress('bad')
      const response = await send(account.api, 'POST', '/v1/register', {
        token: account.site.token,
        body: { name: 'Мария', email, password: 'Зелёный-чайник-42', password_confirmation: 'Зелёный-чайник-42', consent: false },
      })
      expect(response.status).toBe(422)
      expect(await consentRows(email)).toEqual([])
    })

    it('stores a brief’s consent with the policy’s version, tied to the brief, and nothing for a brief that fails validation', async () => {
      const email = uniqueAddress('brief')
      expect((await sendBrief({ email, description: 'коротко' })).status).toBe(422)
      expect(await consentRows(email)).toEqual([])

      const response = await sendBrief({ email })
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: number }
      const [row] = await consentRows(email)
      expect(row).toMatchObject({
        purpose: 'brief',
        briefId: id,
        documents: [await versionOf('privacy')],
        ip: '203.0.113.10',
        userAgent: BROWSER,
      })
    })

    it('stores a contact request’s consent the same way, and nothing when the request fails validation', async () => {
      const email = uniqueAddress('contact')
      expect((await sendContact({ email, message: 'мало' })).status).toBe(422)
      expect(await consentRows(email)).toEqual([])

      const response = await sendContact({ email })
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: number }
      const [row] = await consentRows(email)
      expect(row).toMatchObject({ purpose: 'contact', contactRequestId: id, documents: [await versionOf('privacy')] })
    })

    it('stores a form and its consent together or not at all', async () => {
      const email = uniqueAddress('atomic')
      await db().execute(sql`alter table consents add constraint consents_refused check (purpose <> 'contact') not valid`)
      try {
        expect((await sendContact({ email })).status).toBe(500)
      } finally {
        await db().execute(sql`alter table consents drop constraint consents_refused`)
      }
      expect(await db().select().from(contactRequests).where(eq(contactRequests.email, email))).toEqual([])
      expect(await consentRows(email)).toEqual([])
    })

    it('names a new version once the policy’s text changes', async () => {
      const before = await versionOf('privacy')
      await db()
        .update(pages)
        .set({ body: '<p>Текст политики, новая редакция.</p>', updatedAt: new Date() })
        .where(eq(pages.slug, 'privacy'))
      const after = await versionOf('privacy')
      expect(after.version).not.toBe(before.version)
      const email = uniqueAddress('edition')
      expect((await sendContact({ email })).status).toBe(201)
      expect((await consentRows(email))[0]!.documents).toEqual([after])
    })

    it('records a signed-in person’s cookie choice with the notice’s version; refuses a bad choice and a client’s token', async () => {
      const user = await registerUserOn(account)
      const record = (body: unknown, token = user.tokens.access_token) => send(account.api, 'POST', '/v1/consents/cookies', { token, body })
      expect((await record({ choice: 'all', version: 1 })).status).toBe(204)
      expect((await record({ choice: 'necessary', version: 1 })).status).toBe(204)
      expect((await record({ choice: 'everything', version: 1 })).status).toBe(422)
      expect((await record({ choice: 'all', version: 'one' })).status).toBe(422)
      expect((await record({ choice: 'all', version: 1 }, account.site.token)).status).toBe(401)

      const cookies = (await exportDocument(user.tokens.access_token)).consents.filter((consent) => consent.purpose === 'cookies')
      expect(cookies.map((consent) => consent.choice)).toEqual(['all', 'necessary'])
      const site = account.config.siteUrl
      expect(cookies[0]!.documents).toEqual([
        { document: 'cookie-notice', version: '1', dated: null, title: 'Уведомление о cookie', url: `${site}/privacy/#cookie-i-analitika` },
        { ...(await versionOf('privacy')), title: 'Политика обработки персональных данных', url: `${site}/privacy/` },
      ])
      expect(cookies[0]!.email).toBe(user.email.toLowerCase())
    })
  })

  describe('GET /v1/profile/export', () => {
    it('answers one JSON file to download, never cached: profile, consents, sessions, devices', async () => {
      const user = await registerUserOn(account)
      const response = await exportOf(user.tokens.access_token)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="malakhit-personal-data-\d{4}-\d{2}-\d{2}\.json"$/)
      const document = (await response.json()) as PersonalDataExport
      expect(Date.now() - Date.parse(document.generated_at)).toBeLessThan(60_000)
      expect(document.profile).toEqual(await profileOf(user.tokens.access_token))
      expect(document.consents.map((consent) => consent.purpose)).toEqual(['registration'])
      expect(document.sessions).toHaveLength(1)
      expect(document.sessions[0]).toMatchObject({ ended_at: null, created_at: expect.any(String), last_used_at: expect.any(String) })
      expect(Array.isArray(document.devices)).toBe(true)
    })

    it('opens with a Russian legend of every section and of the fields a person cannot read alone', async () => {
      const user = await registerUserOn(account)
      const text = await (await exportOf(user.tokens.access_token)).text()
      const document = JSON.parse(text) as PersonalDataExport
      expect(Object.keys(document)[0]).toBe('about')
      const sections = Object.keys(document).filter((key) => key !== 'about')
      expect(Object.keys(document.about.sections).sort()).toEqual(sections.sort())
      const sentences = [
        document.about.document,
        document.about.times,
        ...Object.values(document.about.sections),
        ...Object.values(document.about.fields),
      ]
      // Russian, and whole sentences.
      for (const sentence of sentences) expect(sentence).toMatch(/^\S.*[а-яё].*\.$/s)
      expect(document.about.times).toMatch(/UTC/)
      expect(document.about.times).toMatch(/ISO 8601/)
      expect(document.about.times).toMatch(/по Москве/)
      expect(document.about.fields['profile.role']).toMatch(/null — обычный аккаунт/)
      expect(document.about.fields['profile.role']).toMatch(/editor — редактор, admin — администратор/)
      expect(document.about.fields['consents.choice']).toMatch(/поэтому null/)
      expect(document.about.fields['consents.documents.version']).toMatch(/точного текста/)
      expect(document.about.fields['consents.documents.version']).toMatch(/url/)
      expect(document.about.fields['sessions.ended_at']).toMatch(/null — сеанс не завершали/)
      expect(document.about.fields.status).toMatch(/in_progress — в работе/)
      expect(document.about.sections.devices).toMatch(/каждый указан один раз/)
      expect(document.about.sections.leads_note).toMatch(/null/)
      // Russian stays readable in the file itself, not escaped.
      expect(text).toContain('"about": {')
      expect(text).toContain('агентства «Малахит»')
    })

    it('names each session’s and device’s browser as the sessions page does, keeping the User-Agent', async () => {
      const user = await registerUserOn(account)
      const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
      const { site } = account
      const signIn = () =>
        requestToken(
          account.api,
          { grant_type: 'password', client_id: site.id, client_secret: site.secret, username: user.email, password: String(user.password) },
          { 'user-agent': windows, 'x-forwarded-for': '203.0.113.40' },
        )
      expect((await signIn()).status).toBe(200)
      expect((await signIn()).status).toBe(200)
      const document = await exportDocument(user.tokens.access_token)
      const fromWindows = document.sessions.filter((session) => session.user_agent === windows)
      expect(fromWindows).toHaveLength(2)
      for (const session of fromWindows) expect(session.device).toBe('Windows · Chrome 131')
      // Two sign-ins from one browser, one device.
      expect(document.devices.filter((device) => device.user_agent === windows)).toEqual([
        { device: 'Windows · Chrome 131', user_agent: windows, first_seen_at: expect.any(String), last_seen_at: expect.any(String) },
      ])
      expect(document.devices.map((device) => device.device)).not.toContain('')
    })

    it('lists the briefs and requests sent from a verified address as they were sent, with their status, and no staff notes', async () => {
      const user = await registerUserOn(account)
      const sent = await sendBrief({
        email: user.email.toUpperCase(),
        attachment: new File([PDF], 'ТЗ.pdf'),
        budget: '1m-3m',
        deadline: 'asap',
      })
      expect(sent.status).toBe(201)
      const { id } = (await sent.json()) as { id: number }
      await db().update(briefs).set({ status: 'in_progress' }).where(eq(briefs.id, id))
      await db().insert(leadNotes).values({ briefId: id, authorName: 'Редактор', body: 'Внутренняя заметка: бюджет маловат.' })
      expect((await sendContact({ email: user.email })).status).toBe(201)

      const unverified = await exportDocument(user.tokens.access_token)
      expect(unverified.briefs).toEqual([])
      expect(unverified.contact_requests).toEqual([])
      expect(unverified.leads_note).toMatch(/подтвердите этот адрес/)
      expect(unverified.consents.map((consent) => consent.purpose)).toEqual(['registration'])

      await verify(user.email)
      const document = await exportDocument(user.tokens.access_token)
      expect(document.leads_note).toBeNull()
      expect(document.briefs).toEqual([
        expect.objectContaining({
          id,
          name: 'Анна Петрова',
          status: 'in_progress',
          attachment: { filename: 'ТЗ.pdf', size: PDF.byteLength },
          // The choices in the words the form showed, not the codes it sent.
          services: ['Корпоративный сайт'],
          budget: '1 – 3 млн ₽',
          deadline: 'Как можно скорее',
        }),
      ])
      expect(document.contact_requests).toEqual([
        expect.objectContaining({ message: 'Перезвоните, пожалуйста, по поводу сайта.', status: 'new' }),
      ])
      expect(document.consents.map((consent) => consent.purpose)).toEqual(['registration', 'brief', 'contact'])
      expect(JSON.stringify(document)).not.toContain('Внутренняя заметка')
    })

    it('never shows another account’s data', async () => {
      const [owner, other] = [await registerUserOn(account), await registerUserOn(account)]
      await Promise.all([verify(owner.email), verify(other.email)])
      expect((await sendBrief({ email: owner.email })).status).toBe(201)
      const document = await exportDocument(other.tokens.access_token)
      expect(document.profile.email).toBe(other.email)
      expect(document.briefs).toEqual([])
      expect(document.consents.map((consent) => consent.purpose)).toEqual(['registration'])
      expect(JSON.stringify(document)).not.toContain(owner.email)
    })

    it('refuses a client’s own token with 401', async () => {
      const response = await exportOf(account.site.token)
      expect(response.status).toBe(401)
    })

    it('answers 10 exports an hour per account, then 429', async () => {
      const [user, other] = [await registerUserOn(account), await registerUserOn(account)]
      for (let n = 1; n <= 10; n++) expect((await exportOf(user.tokens.access_token)).status, `export ${n}`).toBe(200)
      const refused = await exportOf(user.tokens.access_token)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await exportOf(other.tokens.access_token)).status).toBe(200)
    })
  })

  describe('deleting the account', () => {
    it('deletes the leads of the verified address with their files, anonymises the consents, and a new account finds nothing', async () => {
      const user = await registerUserOn(account)
      await verify(user.email)
      const sent = await sendBrief({ email: user.email, attachment: new File([PDF], 'ТЗ.pdf') })
      const { id: briefId } = (await sent.json()) as { id: number }
      const [stored] = await db().select().from(briefs).where(eq(briefs.id, briefId))
      const file = join(uploadsDirOf(account.config), stored!.attachment!.path)
      expect(existsSync(file)).toBe(true)
      expect((await sendContact({ email: user.email })).status).toBe(201)
      await send(account.api, 'POST', '/v1/consents/cookies', { token: user.tokens.access_token, body: { choice: 'all', version: 1 } })
      await db()
        .insert(auditLog)
        .values({
          actorName: 'Редактор',
          action: 'status_changed',
          entityType: 'brief',
          entityId: String(briefId),
          entityTitle: `Бриф №${briefId}, Анна Петрова`,
        })
      const address = user.email.toLowerCase()
      const consentCount = (await db().select().from(consents).where(eq(consents.email, address))).length
      expect(consentCount).toBe(4)

      expect((await deleteAccountOn(account, user)).status).toBe(204)

      expect(await db().select().from(briefs).where(eq(briefs.id, briefId))).toEqual([])
      expect(await db().select().from(leadNotes).where(eq(leadNotes.briefId, briefId))).toEqual([])
      expect(
        await db()
          .select()
          .from(contactRequests)
          .where(eq(sql`lower(${contactRequests.email})`, address)),
      ).toEqual([])
      expect(existsSync(file)).toBe(false)
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(briefId)))
      expect(audit!.entityTitle).toBe(`Бриф №${briefId} (данные удалены)`)

      // The staff's inbox works on what remains.
      const editor = await signedInWith(account.api, db(), account.site.token, 'editor', 'Ева Редакторова')
      const inbox = await send(account.api, 'GET', '/v1/admin/leads', { token: editor.token })
      expect(inbox.status).toBe(200)
      const listed = ((await inbox.json()) as { data: LeadSummary[] }).data
      expect(listed.length).toBeGreaterThan(0)
      expect(listed.map((lead) => `${lead.kind}:${lead.id}`)).not.toContain(`brief:${briefId}`)
      expect((await send(account.api, 'GET', `/v1/admin/leads/brief/${briefId}`, { token: editor.token })).status).toBe(404)

      // The proof stays, without the person: no account, address, IP or browser; a hash of the address.
      const hash = createHash('sha256').update(address).digest('hex')
      const kept = await db().select().from(consents).where(eq(consents.subjectHash, hash))
      expect(kept).toHaveLength(consentCount)
      expect(kept.map((row) => row.purpose).sort()).toEqual(['brief', 'contact', 'cookies', 'registration'])
      for (const row of kept) {
        expect(row).toMatchObject({ userId: null, email: null, ip: null, userAgent: null, anonymisedAt: expect.any(Date) })
        expect(row.documents.length).toBeGreaterThan(0)
      }

      const again = await registerUserOn(account, { email: user.email })
      await verify(user.email)
      const document = await exportDocument(again.tokens.access_token)
      expect(document.briefs).toEqual([])
      expect(document.contact_requests).toEqual([])
      expect(document.consents.map((consent) => consent.purpose)).toEqual(['registration'])
    })

    it('leaves the leads of an unverified address alone: they were never proved to be the person’s', async () => {
      const user = await registerUserOn(account)
      const sent = await sendBrief({ email: user.email })
      const { id } = (await sent.json()) as { id: number }
      expect((await deleteAccountOn(account, user)).status).toBe(204)
      expect(await db().select().from(briefs).where(eq(briefs.id, id))).toHaveLength(1)
      const [registration] = await db()
        .select()
        .from(consents)
        .where(eq(consents.purpose, 'registration'))
        .orderBy(sql`${consents.id} desc`)
        .limit(1)
      expect(registration).toMatchObject({ userId: null, email: null, anonymisedAt: expect.any(Date) })
    })
  })
})
