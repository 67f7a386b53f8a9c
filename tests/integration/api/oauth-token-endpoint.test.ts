import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { requestToken } from './support/accounts.ts'
import { createTestApi, createTestClient, recordingLogger } from './support/test-api.ts'
import { createTestDatabase, removedDatabase, type TestDatabase } from './support/test-database.ts'

// The token endpoint as OAuth clients expect it: one value per parameter, one way for the client to
// authenticate, and every refusal, however early it is made, an RFC 6749 error that no cache keeps.

const TOKEN = '/api/oauth/token'
const RFC6749_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
]

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` })

/** Checks the shape every failed token request gets, and hands back its error code and description. */
async function expectTokenError(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('pragma')).toBe('no-cache')
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = (await response.json()) as { error: string; error_description: string; message: string }
  expect(RFC6749_ERRORS).toContain(body.error)
  expect(body.error_description).toMatch(/[а-я]/i)
  expect(body.message).toBe(body.error_description)
  return body
}

describe('POST /oauth/token, the protocol', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let client: Awaited<ReturnType<typeof createTestClient>>
  let log: ReturnType<typeof recordingLogger>

  const credentials = () => ({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret })
  const raw = (body: string, headers: Record<string, string> = {}) =>
    api.request(TOKEN, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body })
  const json = (body: string, headers: Record<string, string> = {}) => raw(body, { 'content-type': 'application/json', ...headers })

  beforeAll(async () => {
    database = await createTestDatabase()
    log = recordingLogger()
    api = createTestApi(database.db, { logger: log.logger, limits: { token: { points: 10_000, duration: 60 } } })
    client = await createTestClient(database.db)
  })
  beforeEach(async () => {
    await database.db.execute(sql`truncate rate_limits`)
  })
  afterAll(() => database.destroy())

  describe('a repeated parameter', () => {
    it.each(['grant_type', 'client_id', 'client_secret'])('is refused with 400 invalid_request when %s comes twice', async (name) => {
      const fields = new URLSearchParams(credentials())
      fields.append(name, name === 'grant_type' ? 'client_credentials' : 'something-else')
      const body = await expectTokenError(await raw(fields.toString()), 400)
      expect(body).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining(name) })
    })

    it('is refused even when both values are the same', async () => {
      const body = `${new URLSearchParams(credentials())}&grant_type=client_credentials`
      expect(await expectTokenError(await raw(body), 400)).toMatchObject({ error: 'invalid_request' })
    })

    it('is refused in a JSON body too, where a plain parser would keep the last value', async () => {
      const body = `{"grant_type":"password","client_id":${JSON.stringify(client.id)},"client_secret":${JSON.stringify(client.secret)},"grant_type":"client_credentials"}`
      expect(await expectTokenError(await json(body), 400)).toMatchObject({
        error: 'invalid_request',
        error_description: expect.stringContaining('grant_type'),
      })
      // Keys of nested values are not parameters: only the top level counts.
      const nested = JSON.stringify({ ...credentials(), extra: { grant_type: 'x', list: [{ grant_type: 'y' }] } })
      expect((await json(nested)).status).toBe(200)
    })

    it('ignores a parameter the endpoint does not know, repeated or not, and so never names one', async () => {
      const unknown = '<script>alert(1)</script>'
      const fields = new URLSearchParams(credentials())
      fields.append(unknown, '1')
      fields.append(unknown, '2\u0000')
      expect((await raw(fields.toString())).status).toBe(200)

      fields.append('grant_type', 'password')
      const body = await expectTokenError(await raw(fields.toString()), 400)
      expect(body.error).toBe('invalid_request')
      expect(JSON.stringify(body)).not.toContain('alert')
    })

    it('leaves a single value of each parameter alone', async () => {
      expect((await raw(new URLSearchParams(credentials()).toString())).status).toBe(200)
    })
  })

  describe('client authentication', () => {
    it('refuses credentials in both HTTP Basic and the body with 400 invalid_request, and issues no token', async () => {
      // A wrong secret in Basic next to the right one in the body: no way in either.
      const mixed = await requestToken(api, credentials(), basic(client.id, 'wrong-secret'))
      const body = await expectTokenError(mixed, 400)
      expect(body.error).toBe('invalid_request')
      expect(body).not.toHaveProperty('access_token')

      // Both right is still two ways of authenticating.
      expect(await expectTokenError(await requestToken(api, credentials(), basic(client.id, client.secret)), 400)).toMatchObject({
        error: 'invalid_request',
      })
      // A secret in the body with someone else's Basic credentials.
      const other = await createTestClient(database.db)
      expect(await expectTokenError(await requestToken(api, credentials(), basic(other.id, other.secret)), 400)).toMatchObject({
        error: 'invalid_request',
      })
    })

    it('accepts HTTP Basic next to a client_id in the body that names the same client, and refuses another one', async () => {
      const same = await requestToken(api, { grant_type: 'client_credentials', client_id: client.id }, basic(client.id, client.secret))
      expect(same.status).toBe(200)
      const other = await requestToken(
        api,
        { grant_type: 'client_credentials', client_id: 'another-client' },
        basic(client.id, client.secret),
      )
      expect(await expectTokenError(other, 400)).toMatchObject({ error: 'invalid_request' })
    })

    it('answers a failed client authentication with 401 and a Basic challenge that names its realm', async () => {
      for (const response of [
        await requestToken(api, { grant_type: 'client_credentials' }, basic(client.id, 'wrong-secret')),
        await requestToken(api, { ...credentials(), client_secret: 'wrong-secret' }),
        await requestToken(
          api,
          { grant_type: 'client_credentials' },
          { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` },
        ),
        await requestToken(api, { grant_type: 'client_credentials' }, { authorization: 'Basic one, Basic two' }),
      ]) {
        expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/)
        expect(await expectTokenError(response, 401)).toMatchObject({ error: 'invalid_client' })
      }
    })
  })

  describe('every error answer', () => {
    it('carries an RFC 6749 error and no-store when the body is not JSON after all', async () => {
      expect(await expectTokenError(await json('{"grant_type":'), 400)).toMatchObject({ error: 'invalid_request' })
      expect(await expectTokenError(await json('["grant_type"]'), 400)).toMatchObject({ error: 'invalid_request' })
    })

    it('carries them when a parameter holds a NUL character', async () => {
      expect(await expectTokenError(await requestToken(api, { ...credentials(), client_secret: 'a\u0000b' }), 400)).toMatchObject({
        error: 'invalid_request',
      })
    })

    it('carries them when HTTP Basic credentials hold a broken %-escape', async () => {
      const response = await requestToken(api, { grant_type: 'client_credentials' }, basic('%zz', client.secret))
      expect(await expectTokenError(response, 401)).toMatchObject({ error: 'invalid_client' })
    })

    it('carries them when the body is too large (413)', async () => {
      const response = await requestToken(api, { ...credentials(), padding: 'x'.repeat(17 * 1024) })
      expect(await expectTokenError(response, 413)).toMatchObject({ error: 'invalid_request' })
    })

    it('carries them when a page on another site sends the request (403)', async () => {
      const response = await requestToken(api, credentials(), { origin: 'https://evil.example' })
      expect(await expectTokenError(response, 403)).toMatchObject({ error: 'invalid_request' })
    })

    it('carries them, with Retry-After, once the rate limit is used up (429)', async () => {
      const limited = createTestApi(database.db, { limits: { token: { points: 1, duration: 60 } } })
      const attempt = () => requestToken(limited, { ...credentials(), client_secret: 'wrong-secret' })
      await expectTokenError(await attempt(), 401)
      const response = await attempt()
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await expectTokenError(response, 429)).toMatchObject({
        error: 'temporarily_unavailable',
        error_description: expect.stringMatching(/Слишком много запросов/),
      })
    })

    it('carries them for the usual refusals: missing parameters, an unknown grant, a client without the grant', async () => {
      expect(await expectTokenError(await requestToken(api, { grant_type: 'client_credentials' }), 400)).toMatchObject({
        error: 'invalid_request',
      })
      expect(await expectTokenError(await requestToken(api, { ...credentials(), grant_type: 'magic' }), 400)).toMatchObject({
        error: 'unsupported_grant_type',
      })
      const passwordOnly = await createTestClient(database.db, { grants: ['password'] })
      const refused = await requestToken(api, {
        grant_type: 'client_credentials',
        client_id: passwordOnly.id,
        client_secret: passwordOnly.secret,
      })
      expect(await expectTokenError(refused, 400)).toMatchObject({ error: 'unauthorized_client' })
    })

    it('answers any method but POST with 405 and Allow: POST', async () => {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const response = await api.request(TOKEN, { method })
        expect(response.headers.get('allow'), method).toBe('POST')
        expect(await expectTokenError(response, 405)).toMatchObject({ error: 'invalid_request' })
      }
      const head = await api.request(TOKEN, { method: 'HEAD' })
      expect(head.status).toBe(405)
      expect(head.headers.get('allow')).toBe('POST')
    })

    it('keeps no-store on a token that is issued', async () => {
      const response = await requestToken(api, credentials())
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('pragma')).toBe('no-cache')
    })

    it('leaves the error shape of other endpoints as it was', async () => {
      const response = await api.request('/api/v1/contact-requests', { method: 'POST', headers: { origin: 'https://evil.example' } })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'Запрос с другого сайта отклонён.' })
      expect(response.headers.get('cache-control')).toBeNull()
    })

    it('reached no unhandled error on the way', () => {
      expect(log.entries.filter((entry) => entry.level === 'error')).toEqual([])
    })
  })
})

describe('POST /oauth/token while the database fails', () => {
  it('answers an outage with 503 temporarily_unavailable and a fault with 500 server_error, never cached', async () => {
    const gone = await removedDatabase()
    const outage = await requestToken(createTestApi(gone.db), { grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' })
    expect(outage.headers.get('retry-after')).toBe('60')
    expect(await expectTokenError(outage, 503)).toMatchObject({ error: 'temporarily_unavailable' })

    const broken = await createTestDatabase()
    try {
      await broken.db.execute(sql`drop table oauth_clients cascade`)
      const fault = await requestToken(createTestApi(broken.db), { grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' })
      const body = await expectTokenError(fault, 500)
      expect(body.error).toBe('server_error')
      expect(JSON.stringify(body)).not.toMatch(/oauth_clients|stack|Error:/)
    } finally {
      await broken.destroy()
    }
  })
})
