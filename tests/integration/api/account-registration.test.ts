import { verify } from '@node-rs/argon2'
import { count, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCommonPassword } from '#api/auth/passwords.ts'
import { authSessions, mailOutbox, oauthAccessTokens, oauthRefreshTokens, userTokens, users } from '#api/db/schema.ts'
import { codeIn, latestMail, linkIn, mailsTo, newUserFields, registerUser, send, type TokenSet } from './support/accounts.ts'
import { createTestApi, createTestClient, recordingLogger, testConfig } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

const SITE_URL = 'https://malakhit.test'
const CYRILLIC = /[А-Яа-яЁё]/

interface ErrorBody {
  message: string
  errors?: Record<string, string[]>
}

describe('POST /v1/register', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>
  const log = recordingLogger()

  const register = (body: unknown, headers: Record<string, string> = {}) => send(api, 'POST', '/v1/register', { token: site.token, body, headers })
  const usersWithEmail = (email: string) => database.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()))
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

  it('answers 201 with a token set whose access token opens the new profile', async () => {
    const response = await register(
      newUserFields({ name: 'Иван Петров', email: 'Ivan.Petrov@Example.RU', phone: '8 (999) 765-43-21', company: 'АО «Север»' }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const tokens = (await response.json()) as TokenSet
    expect(tokens).toEqual({ token_type: 'Bearer', expires_in: expect.any(Number), access_token: expect.any(String), refresh_token: expect.any(String) })
    expect(tokens.expires_in).toBeGreaterThan(0)

    const profile = await send(api, 'GET', '/v1/profile', { token: tokens.access_token })
    expect(profile.status).toBe(200)
    expect(await profile.json()).toEqual({
      id: expect.any(Number),
      name: 'Иван Петров',
      email: 'ivan.petrov@example.ru',
      phone: '+79997654321',
      company: 'АО «Север»',
      email_verified_at: null,
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

  it('refuses an email that is already registered in another case: 422 under email, no second user or mail', async () => {
    await registerUser(api, site.token, { email: 'Upper@Example.ru' })
    const response = await register(newUserFields({ email: 'upper@example.ru' }))
    expect(response.status).toBe(422)
    const body = (await response.json()) as ErrorBody
    expect(body.errors?.email?.[0]).toMatch(CYRILLIC)
    expect(await usersWithEmail('upper@example.ru')).toHaveLength(1)
    expect(await mailsTo(database.db, 'upper@example.ru')).toHaveLength(1)
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
    const response = await api.request('/api/v1/register', {
      method: 'POST',
      headers: { ...site.auth, 'content-type': 'application/json' },
      body: '{"name": "Мария", "email":',
    })
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
    // The session is the last thing a registration writes: make its insert fail for this address.
    await database.db.execute(sql`
      create function fail_doomed_session() returns trigger language plpgsql as $$
      begin
        if (select email from users where id = new.user_id) = 'doomed@example.ru' then
          raise exception 'forced failure after the user was inserted';
        end if;
        return new;
      end $$`)
    await database.db.execute(sql`create trigger fail_doomed_session before insert on auth_sessions for each row execute function fail_doomed_session()`)
    try {
      const before = await accountRows()
      const response = await register(fields)
      expect(response.status).toBe(500)
      expect(log.entries.some((entry) => entry.level === 'error' && entry.fields?.path === '/api/v1/register')).toBe(true)
      expect(await accountRows()).toEqual(before)
      expect(await usersWithEmail(fields.email)).toHaveLength(0)
      expect(await mailsTo(database.db, fields.email)).toHaveLength(0)
    } finally {
      await database.db.execute(sql`drop trigger fail_doomed_session on auth_sessions`)
      await database.db.execute(sql`drop function fail_doomed_session()`)
    }
    // Nothing half-made blocks the address: the same registration then goes through.
    expect((await register(fields)).status).toBe(201)
  })

  it('gives exactly one of two concurrent registrations with one email a 201, the other a 422', async () => {
    const email = 'race@example.ru'
    const responses = await Promise.all([register(newUserFields({ email })), register(newUserFields({ email: 'Race@Example.ru' }))])
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422])
    const refused = responses.find((response) => response.status === 422)!
    expect(((await refused.json()) as ErrorBody).errors?.email?.[0]).toMatch(CYRILLIC)
    expect(await usersWithEmail(email)).toHaveLength(1)
    expect(await mailsTo(database.db, email, 'account.verification')).toHaveLength(1)
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

      expect((await from('203.0.113.10')).status).toBe(201)
      expect((await from('203.0.113.10')).status).toBe(201)
      const refusedFields = newUserFields()
      const limited = await from('203.0.113.10', refusedFields)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await limited.json()) as ErrorBody).message).toMatch(CYRILLIC)
      expect(await database.db.select().from(users).where(eq(users.email, refusedFields.email))).toHaveLength(0)

      expect((await from('203.0.113.11')).status).toBe(201)
    } finally {
      await database.destroy()
    }
  })
})
