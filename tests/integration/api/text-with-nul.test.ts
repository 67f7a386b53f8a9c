import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { registerUser, requestToken, send, type TokenSet } from './support/accounts.ts'
import { createTestApi, createTestClient, recordingLogger } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// PostgreSQL cannot store the NUL character in text: such input must be refused as invalid before
// any query, never reach the database and come back as a 500.

const NUL = '\u0000'
const USER_GRANTS = ['client_credentials', 'password', 'refresh_token']

interface ErrorBody {
  message: string
  errors: Record<string, string[]>
}

describe('text with a NUL character', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>
  let log: ReturnType<typeof recordingLogger>

  /** Expects 422 with a message under exactly the given field. */
  async function expectRefusedField(response: Response, field: string) {
    expect(response.status, field).toBe(422)
    const body = (await response.json()) as ErrorBody
    expect(Object.keys(body.errors), field).toEqual([field])
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    log = recordingLogger()
    api = createTestApi(database.db, {
      logger: log.logger,
      limits: { token: { points: 10_000, duration: 60 }, register: { points: 10_000, duration: 60 } },
    })
    site = await createTestClient(database.db, { grants: USER_GRANTS })
  })
  beforeEach(async () => {
    await database.db.execute(sql`truncate rate_limits`)
  })
  afterAll(async () => {
    // Not one of the requests got as far as an unhandled error.
    expect(log.entries.filter((entry) => entry.level === 'error')).toEqual([])
    await database.destroy()
  })

  it('is refused with 422 under its field in every registration field', async () => {
    const register = (body: Record<string, unknown>) => send(api, 'POST', '/v1/register', { token: site.token, body })
    const fields = {
      name: `Мария${NUL}`,
      company: `ООО${NUL}`,
      email: `maria${NUL}@example.ru`,
      phone: `+7 999${NUL}`,
      password: `Зелёный-чайник-42${NUL}`,
    }
    for (const [field, value] of Object.entries(fields)) {
      const person = { name: 'Мария Соколова', email: `nul.${Date.now()}@example.ru`, password: 'Зелёный-чайник-42', consent: true }
      await expectRefusedField(await register({ ...person, password_confirmation: person.password, [field]: value }), field)
    }
  })

  it('is refused with 422 in a profile edit', async () => {
    const user = await registerUser(api, site.token)
    for (const body of [
      { name: `Мария${NUL}` },
      { company: `${NUL}` },
      { current_password: `${user.password}${NUL}`, email: `new.${Date.now()}@example.ru` },
    ]) {
      const field = Object.keys(body)[0]!
      await expectRefusedField(await send(api, 'PATCH', '/v1/users', { token: user.tokens.access_token, body }), field)
    }
  })

  it('is refused with 422 in the address of forgot and sign-in link requests, and in mailed tokens', async () => {
    const post = (path: string, body: Record<string, unknown>) => send(api, 'POST', path, { token: site.token, body })
    await expectRefusedField(await post('/v1/password/forgot', { email: `maria${NUL}@example.ru` }), 'email')
    await expectRefusedField(await post('/v1/login-links', { email: `maria${NUL}@example.ru` }), 'email')
    await expectRefusedField(await post('/v1/login-by-token', { token: `token${NUL}0123456789abcdefghij` }), 'token')
    await expectRefusedField(await post('/v1/email/verify', { token: `token${NUL}0123456789abcdefghij` }), 'token')
    const reset = {
      token: `token${NUL}`,
      email: 'maria@example.ru',
      password: 'Синий-трамвай-2024',
      password_confirmation: 'Синий-трамвай-2024',
    }
    await expectRefusedField(await post('/v1/password/reset', reset), 'token')
  })

  it('is refused with 422 in a contact request and in a brief, also inside a list', async () => {
    const contact = await send(api, 'POST', '/v1/contact-requests', {
      token: site.token,
      body: {
        name: 'Анна',
        email: 'anna@example.ru',
        message: `Здравствуйте!${NUL} Нужен сайт.`,
        consent: 'true',
        website: '',
        started_at: String(Date.now() - 30_000),
      },
    })
    await expectRefusedField(contact, 'message')

    const brief = new FormData()
    const fields = {
      name: 'Анна Петрова',
      email: 'anna@example.ru',
      description: 'Нужен новый корпоративный сайт с каталогом продукции.',
      consent: 'on',
      website: '',
      started_at: String(Date.now() - 60_000),
    }
    for (const [key, value] of Object.entries(fields)) brief.append(key, value)
    brief.append('services[]', `website${NUL}`)
    await expectRefusedField(await api.request('/api/v1/briefs', { method: 'POST', headers: site.auth, body: brief }), 'services')
  })

  it('is refused with 422 in a query parameter', async () => {
    await expectRefusedField(await api.request(`/api/v1/redirects?path=${encodeURIComponent(`/old${NUL}`)}`), 'path')
  })

  it('is refused at the token endpoint with 400 invalid_request, whatever the parameter', async () => {
    const user = await registerUser(api, site.token)
    const signIn = { grant_type: 'password', client_id: site.id, client_secret: site.secret, username: user.email, password: user.password }
    for (const [field, value] of Object.entries({
      username: `${user.email}${NUL}`,
      password: `${NUL}`,
      client_id: `${site.id}${NUL}`,
      client_secret: `${NUL}`,
    })) {
      const response = await requestToken(api, { ...signIn, [field]: value })
      expect(response.status, field).toBe(400)
      expect(await response.json(), field).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining(field) })
    }
    const refresh = await requestToken(api, {
      grant_type: 'refresh_token',
      client_id: site.id,
      client_secret: site.secret,
      refresh_token: `${user.tokens.refresh_token}${NUL}`,
    })
    expect(refresh.status).toBe(400)
    expect(await refresh.json()).toMatchObject({ error: 'invalid_request' })

    const basic = Buffer.from(`${site.id}%00:${site.secret}`).toString('base64')
    const inBasic = await requestToken(api, { grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` })
    expect(inBasic.status).toBe(400)
    expect(await inBasic.json()).toMatchObject({ error: 'invalid_request' })

    // The same user signs in as usual afterwards.
    const fine = await requestToken(api, signIn)
    expect(fine.status).toBe(200)
    expect(((await fine.json()) as TokenSet).token_type).toBe('Bearer')
  })
})
