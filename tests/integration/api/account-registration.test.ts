import { verify } from '@node-rs/argon2'
import { count, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCommonPassword } from '#api/auth/passwords.ts'
import { authSessions, mailOutbox, oauthAccessTokens, oauthRefreshTokens, userTokens, users } from '#api/db/schema/index.ts'
import {
  codeIn,
  latestMail,
  linkIn,
  mailsTo,
  newUserFields,
  postRawJson,
  registerUser,
  requestToken,
  send,
  type TokenSet,
} from './support/accounts.ts'
import { createTestApi, createTestClient, recordingLogger, testConfig } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

const SITE_URL = 'https://malakhit.test'
const CYRILLIC = /[А-Яа-яЁё]/
const REGISTERED = 'Проверьте почту: мы отправили письмо, чтобы завершить регистрацию.'
const CODE_DOES_NOT_FIT = 'Код не подошёл. Проверьте почту, пароль и код из последнего письма — или откройте ссылку из него.'

interface ErrorBody {
  message: string
  errors?: Record<string, string[]>
}

describe('POST /v1/register', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>
  const log = recordingLogger()

  const register = (body: unknown, headers: Record<string, string> = {}) =>
    send(api, 'POST', '/v1/register', { token: site.token, body, headers })
  const usersWithEmail = (email: string) =>
    database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  /** How many rows each table an account touches holds: what a failed registration must leave unchanged. */
  const accountRows = async () => {
    const rows = async (table: typeof users | typeof userTokens | typeof mailOutbox | typeof authSessions | typeof oauthRefreshTokens) =>
      (await database.db.select({ n: count() }).from(table))[0]!.n
    return {
      users: await rows(users),
      userTokens: await rows(userTokens),
      mails: await rows(mailOutbox),
      sessions: await rows(authSessions),
      userAccessTokens: (await database.db.select({ n: count() }).from(oauthAccessTokens).where(isNotNull(oauthAccessTokens.userId)))[0]!.n,
      refreshTokens: await rows(oauthRefreshTokens),
    }
  }
  /** A registration refused for one field: 422, a Russian message under that field and under no other. */
  async function expectFieldError(overrides: Record<string, unknown>, field: string): Promise<string> {
    const response = await register(newUserFields(overrides))
    expect(response.status).toBe(422)
    const body = (await response.json()) as ErrorBody
    expect(body.message).toMatch(CYRILLIC)
    expect(Object.keys(body.errors ?? {})).toEqual([field])
    const message = body.errors![field]![0]!
    expect(message).toMatch(CYRILLIC)
    return message
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db, {
      logger: log.logger,
      config: testConfig({ siteUrl: SITE_URL }),
      limits: { register: { points: 1000, duration: 3600 } },
    })
    site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
  })
  afterAll(() => database.destroy())

  it('answers 202 with a message, signs nobody in, and makes an unverified account the password opens', async () => {
    const fields = newUserFields({
      name: 'Иван Петров',
      email: 'Ivan.Petrov@Example.RU',
      phone: '8 (999) 765-43-21',
      company: 'АО «Север»',
    })
    const response = await register(fields)
    expect(response.status).toBe(202)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toEqual({ message: REGISTERED })
    expect(await usersWithEmail('ivan.petrov@example.ru')).toHaveLength(1)

    const signedIn = await requestToken(api, {
      grant_type: 'password',
      client_id: site.id,
      client_secret: site.secret,
      username: fields.email,
      password: fields.password,
    })
    const tokens = (await signedIn.json()) as TokenSet
    const profile = await send(api, 'GET', '/v1/profile', { token: tokens.access_token })
    expect(await profile.json()).toEqual({
      id: expect.any(Number),
      name: 'Иван Петров',
      email: 'ivan.petrov@example.ru',
      phone: '+79997654321',
      company: 'АО «Север»',
      email_verified_at: null,
      role: null,
      created_at: expect.any(String),
    })
  })

  it('stores the password as an argon2id hash, never in plain text', async () => {
    const password = 'Тёплый-ветер-над-Уралом-7'
    const { email } = await registerUser(api, site.token, { password, password_confirmation: password })
    const [user] = await usersWithEmail(email)
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(user!.passwordHash).not.toContain(password)
    expect(await verify(user!.passwordHash, password)).toBe(true)
    expect(JSON.stringify(await database.db.select().from(users))).not.toContain(password)
  })

  it('mails a 6-digit code and a link to SITE_URL/verification/ to the new address', async () => {
    const { email } = await registerUser(api, site.token, { email: 'Mail.Check@Example.ru' })
    expect(email).toBe('Mail.Check@Example.ru')
    const mails = await mailsTo(database.db, 'mail.check@example.ru')
    expect(mails.map((mail) => mail.kind)).toEqual(['account.verification'])
    const mail = await latestMail(database.db, 'mail.check@example.ru', 'account.verification')
    expect(mail.subject).toMatch(CYRILLIC)
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/)
    const link = linkIn(mail.text, '/verification/')
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/verification/`)
    expect(link.searchParams.get('token')).toMatch(/^\S{20,}$/)
  })

  describe('an address that already has an account', () => {
    it('gets the answer a new one gets, changes nothing of the account, and its owner a reminder instead of a code', async () => {
      const owner = await registerUser(api, site.token, { email: 'Upper@Example.ru', name: 'Анна Владелец' })
      const [before] = await usersWithEmail('upper@example.ru')
      await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, before!.id))

      const fresh = await register(newUserFields())
      const again = await register(
        newUserFields({
          email: 'upper@example.ru',
          name: 'Выигрыш на spam.example',
          password: 'Другой-пароль-2026',
          password_confirmation: 'Другой-пароль-2026',
        }),
      )
      expect(again.status).toBe(fresh.status)
      expect(await again.json()).toEqual(await fresh.json())

      const [after] = await usersWithEmail('upper@example.ru')
      expect(after).toEqual({ ...before, emailVerifiedAt: expect.any(Date) })
      // The owner's password still opens the account; the registrant's does not.
      const signIn = (password: string) =>
        requestToken(api, { grant_type: 'password', client_id: site.id, client_secret: site.secret, username: owner.email, password })
      expect((await signIn(owner.password)).status).toBe(200)
      expect((await signIn('Другой-пароль-2026')).status).toBe(400)

      const mails = await mailsTo(database.db, 'upper@example.ru')
      expect(mails.map((mail) => mail.kind)).toEqual(['account.registration-attempt', 'account.verification'])
      const reminder = mails[0]!
      expect(reminder.subject).toBe('Малахит: у вас уже есть аккаунт')
      expect(reminder.text).toContain(`${SITE_URL}/login/`)
      expect(reminder.text).toContain(`${SITE_URL}/password/forgot/`)
      expect(reminder.text).not.toMatch(/\b\d{6}\b/)
      expect(`${reminder.text}${reminder.html}`).not.toContain('spam.example')
    })

    it('is told apart by nothing in the answer, an unverified one neither', async () => {
      const { email } = await registerUser(api, site.token)
      const known = await register(newUserFields({ email: email.toUpperCase() }))
      const unknown = await register(newUserFields())
      expect([known.status, unknown.status]).toEqual([202, 202])
      expect(await known.json()).toEqual(await unknown.json())
      expect(known.headers.get('content-type')).toBe(unknown.headers.get('content-type'))
    })

    it('mails its owner no more reminders than an address may get in 15 minutes', async () => {
      const { email } = await registerUser(api, site.token)
      for (let i = 0; i < 5; i++) expect((await register(newUserFields({ email }))).status).toBe(202)
      expect(await mailsTo(database.db, email, 'account.registration-attempt')).toHaveLength(3)
    })
  })

  it('asks for a name when it is missing', async () => {
    expect(await expectFieldError({ name: undefined }, 'name')).toMatch(/имя/i)
  })

  it('refuses a malformed email under email', async () => {
    expect(await expectFieldError({ email: 'maria.sokolova@' }, 'email')).toMatch(/почт/i)
  })

  it('refuses a password shorter than 8 characters under password', async () => {
    expect(await expectFieldError({ password: 'Кот-7', password_confirmation: 'Кот-7' }, 'password')).toMatch(/8/)
  })

  it('refuses a password of 129 characters under password', async () => {
    const long = 'Очень-длинный-пароль-'.repeat(7).slice(0, 129)
    expect(long).toHaveLength(129)
    expect(await expectFieldError({ password: long, password_confirmation: long }, 'password')).toMatch(/128/)
  })

  it('refuses a common password under password', async () => {
    expect(isCommonPassword('qwerty123')).toBe(true)
    expect(await expectFieldError({ password: 'qwerty123', password_confirmation: 'qwerty123' }, 'password')).toMatch(/пароль/i)
  })

  it('refuses a confirmation that differs from the password under password_confirmation', async () => {
    expect(await expectFieldError({ password_confirmation: 'Зелёный-чайник-43' }, 'password_confirmation')).toMatch(/не совпадают/)
  })

  it('asks for consent to the processing of personal data', async () => {
    expect(await expectFieldError({ consent: undefined }, 'consent')).toMatch(/согласи/i)
    expect(await expectFieldError({ consent: false }, 'consent')).toMatch(/согласи/i)
  })

  it('refuses a phone number that cannot be a phone number under phone', async () => {
    expect(await expectFieldError({ phone: '12-34' }, 'phone')).toMatch(/телефон/i)
  })

  it('answers a request without a client token with 401', async () => {
    const fields = newUserFields()
    const response = await send(api, 'POST', '/v1/register', { body: fields })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    expect(await usersWithEmail(fields.email)).toHaveLength(0)
  })

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await postRawJson(api, '/v1/register', site.token, '{"name": "Мария", "email":')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorBody).message).toMatch(CYRILLIC)
  })

  it('leaves no user, token or mail behind when it answers 422', async () => {
    const before = await accountRows()
    const fields = newUserFields({ consent: undefined })
    expect((await register(fields)).status).toBe(422)
    expect(await accountRows()).toEqual(before)
    expect(await usersWithEmail(fields.email)).toHaveLength(0)
    expect(await mailsTo(database.db, fields.email)).toHaveLength(0)
  })

  it('leaves no user, token or mail behind when it fails after the user is inserted', async () => {
    const fields = newUserFields({ email: 'doomed@example.ru' })
    // The verification code is the last thing but the mail a registration writes: make its insert fail for this address.
    await database.db.execute(sql`
      create function fail_doomed_code() returns trigger language plpgsql as $$
      begin
        if new.email = 'doomed@example.ru' then
          raise exception 'forced failure after the user was inserted';
        end if;
        return new;
      end $$`)
    await database.db.execute(
      sql`create trigger fail_doomed_code before insert on user_tokens for each row execute function fail_doomed_code()`,
    )
    try {
      const before = await accountRows()
      const response = await register(fields)
      expect(response.status).toBe(500)
      expect(log.entries.some((entry) => entry.level === 'error' && entry.fields?.path === '/api/v1/register')).toBe(true)
      expect(await accountRows()).toEqual(before)
      expect(await usersWithEmail(fields.email)).toHaveLength(0)
      expect(await mailsTo(database.db, fields.email)).toHaveLength(0)
    } finally {
      await database.db.execute(sql`drop trigger fail_doomed_code on user_tokens`)
      await database.db.execute(sql`drop function fail_doomed_code()`)
    }
    // Nothing half-made blocks the address: the same registration then goes through.
    expect((await register(fields)).status).toBe(202)
    expect(await mailsTo(database.db, fields.email, 'account.verification')).toHaveLength(1)
  })

  it('makes one account of two concurrent registrations with one email, both answered alike', async () => {
    const email = 'race@example.ru'
    const responses = await Promise.all([register(newUserFields({ email })), register(newUserFields({ email: 'Race@Example.ru' }))])
    expect(responses.map((response) => response.status)).toEqual([202, 202])
    expect(await usersWithEmail(email)).toHaveLength(1)
    expect(await mailsTo(database.db, email, 'account.verification')).toHaveLength(1)
    expect(await mailsTo(database.db, email, 'account.registration-attempt')).toHaveLength(1)
  })
})

describe('POST /v1/register/confirm', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>

  const confirm = (body: Record<string, unknown>) => send(api, 'POST', '/v1/register/confirm', { token: site.token, body })
  /** A registration as a person makes it, and the code mailed for it. */
  async function registered(overrides: Record<string, unknown> = {}) {
    const fields = newUserFields(overrides)
    expect((await send(api, 'POST', '/v1/register', { token: site.token, body: fields })).status).toBe(202)
    const code = codeIn((await latestMail(database.db, fields.email.toLowerCase(), 'account.verification')).text)
    return { ...fields, code }
  }
  const otherCode = (code: string) => code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10))
  async function expectRefused(response: Response) {
    expect(response.status).toBe(422)
    const body = (await response.json()) as ErrorBody
    expect(body.errors?.code).toEqual([CODE_DOES_NOT_FIT])
    return body
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db, {
      limits: {
        register: { points: 1000, duration: 3600 },
        login: { points: 1000, duration: 60 },
        linkUse: { points: 1000, duration: 900 },
      },
    })
    site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
  })
  afterAll(() => database.destroy())

  it('with the address, its password and the mailed code verifies the address and signs the person in', async () => {
    const person = await registered()
    const response = await confirm({
      email: person.email,
      password: person.password,
      code: `${person.code.slice(0, 3)} ${person.code.slice(3)}`,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const tokens = (await response.json()) as TokenSet
    const profile = (await (await send(api, 'GET', '/v1/profile', { token: tokens.access_token })).json()) as {
      email_verified_at: string | null
    }
    expect(profile.email_verified_at).not.toBeNull()
    // The code worked once.
    await expectRefused(await confirm({ email: person.email, password: person.password, code: person.code }))
  })

  it('answers every misfit in the same words: a wrong code, a wrong password, an unknown address', async () => {
    const person = await registered()
    const bodies = [
      await expectRefused(await confirm({ email: person.email, password: person.password, code: otherCode(person.code) })),
      await expectRefused(await confirm({ email: person.email, password: 'Чужой-пароль-2026', code: person.code })),
      await expectRefused(await confirm({ email: `nobody.${Date.now()}@example.ru`, password: person.password, code: person.code })),
    ]
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    // A wrong password used none of the code: it still works.
    expect((await confirm({ email: person.email, password: person.password, code: person.code })).status).toBe(200)
    await expectRefused(await confirm({ email: person.email, password: person.password, code: person.code }))
  })

  it('does not let the owner of an address confirm an account someone else registered with it first', async () => {
    const squatter = await registered({ password: 'Пароль-захватчика-1', password_confirmation: 'Пароль-захватчика-1' })
    // The owner registers too (and gets a reminder), then types the code that reached their mailbox.
    expect((await send(api, 'POST', '/v1/register', { token: site.token, body: newUserFields({ email: squatter.email }) })).status).toBe(
      202,
    )
    await expectRefused(await confirm({ email: squatter.email, password: newUserFields().password, code: squatter.code }))
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, squatter.email.toLowerCase()))
    expect(user!.emailVerifiedAt).toBeNull()
  })

  it('counts wrong codes: after five the right one no longer works', async () => {
    const person = await registered()
    for (let i = 0; i < 5; i++)
      await expectRefused(await confirm({ email: person.email, password: person.password, code: otherCode(person.code) }))
    await expectRefused(await confirm({ email: person.email, password: person.password, code: person.code }))
  })

  it('asks for a code of six digits, in Russian', async () => {
    const response = await confirm({ email: 'a@example.ru', password: 'x', code: '12a45' })
    expect(response.status).toBe(422)
    expect(((await response.json()) as ErrorBody).errors?.code).toEqual(['Код — это 6 цифр из письма.'])
  })
})

describe('registration rate limit', () => {
  it('answers 429 with Retry-After once an IP has used its registrations, and counts other IPs apart', async () => {
    const database = await createTestDatabase()
    try {
      const api = createTestApi(database.db, { limits: { register: { points: 2, duration: 3600 } } })
      const site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
      const from = (ip: string, fields = newUserFields()) =>
        send(api, 'POST', '/v1/register', { token: site.token, body: fields, headers: { 'x-forwarded-for': ip } })

      expect((await from('203.0.113.10')).status).toBe(202)
      expect((await from('203.0.113.10')).status).toBe(202)
      const refusedFields = newUserFields()
      const limited = await from('203.0.113.10', refusedFields)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await limited.json()) as ErrorBody).message).toMatch(CYRILLIC)
      expect(await database.db.select().from(users).where(eq(users.email, refusedFields.email))).toHaveLength(0)

      expect((await from('203.0.113.11')).status).toBe(202)
    } finally {
      await database.destroy()
    }
  })
})
