import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oauthAccessTokens, oauthClients } from '#api/db/schema/index.ts'
import { registerClient } from '#api/auth/clients.ts'
import { hashToken } from '#api/auth/secrets.ts'
import { expectAlikeTokenRefusals } from './support/accounts.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

describe('POST /oauth/token with grant_type=client_credentials', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let client: Awaited<ReturnType<typeof createTestClient>>

  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    api.request('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    })
  const basic = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` })
  /** Any endpoint behind requireToken will do: an empty contact request answers 422 once the token is accepted. */
  const protectedStatus = async (token: string) =>
    (
      await api.request('/api/v1/contact-requests', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
    ).status

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db, { limits: { token: { points: 1000, duration: 60 } } })
    client = await createTestClient(database.db)
  })
  afterAll(() => database.destroy())

  it('issues a bearer token that the API then accepts', async () => {
    const response = await form({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { token_type: string; expires_in: number; access_token: string }
    expect(body).toEqual({ token_type: 'Bearer', expires_in: 7200, access_token: expect.any(String) })
    expect(body.access_token.length).toBeGreaterThanOrEqual(40)
    expect(await protectedStatus(body.access_token)).toBe(422)
  })

  it('stores only a hash of the token', async () => {
    const body = (await (await form({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret })).json()) as {
      access_token: string
    }
    const rows = await database.db
      .select()
      .from(oauthAccessTokens)
      .where(eq(oauthAccessTokens.tokenHash, hashToken(body.access_token)))
    expect(rows).toHaveLength(1)
    const all = JSON.stringify(await database.db.select().from(oauthAccessTokens))
    expect(all).not.toContain(body.access_token)
  })

  it('accepts JSON and HTTP Basic client authentication too', async () => {
    const json = await api.request('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret }),
    })
    expect(json.status).toBe(200)
    const basic = await form(
      { grant_type: 'client_credentials' },
      { authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}` },
    )
    expect(basic.status).toBe(200)
  })

  it('decodes HTTP Basic credentials as form-encoded (RFC 6749, 2.3.1): + is a space, %2B a plus', async () => {
    const id = `basic client ${Date.now()}`
    const secret = 'secret with spaces+plus/and:colon-0123456789'
    await registerClient(database.db, { id, name: 'Клиент с пробелами', secret, grants: ['client_credentials'] })
    const formEncoded = (value: string) => new URLSearchParams({ v: value }).toString().slice(2)
    expect(formEncoded(secret)).toContain('+')

    const response = await form({ grant_type: 'client_credentials' }, basic(`${formEncoded(id)}:${formEncoded(secret)}`))
    expect(response.status).toBe(200)
  })

  it('answers malformed HTTP Basic credentials with 401 invalid_client, not 500', async () => {
    for (const credentials of [`%zz:${client.secret}`, `${client.id}:%E0%A4%A`, `${client.id}:100%`]) {
      const response = await form({ grant_type: 'client_credentials' }, basic(credentials))
      expect(response.status, credentials).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Basic realm="oauth", charset="UTF-8"')
      expect(await response.json()).toMatchObject({ error: 'invalid_client' })
    }
  })

  it('answers a body over 16 KB with 413, with or without Content-Length', async () => {
    const fields = { grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret, padding: 'x'.repeat(17 * 1024) }
    const sized = await form(fields)
    expect(sized.status).toBe(413)
    expect(((await sized.json()) as { message: string }).message).toMatch(/слишком большой/)

    const body = new TextEncoder().encode(new URLSearchParams(fields).toString())
    const streamed = await api.request('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < body.length; offset += 4096) controller.enqueue(body.subarray(offset, offset + 4096))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
  })

  it('answers a client_id or client_secret longer than 255 characters with 400 invalid_request', async () => {
    for (const fields of [
      { client_id: 'i'.repeat(256), client_secret: client.secret },
      { client_id: client.id, client_secret: 's'.repeat(256) },
    ]) {
      const response = await form({ grant_type: 'client_credentials', ...fields })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        error: 'invalid_request',
        error_description: expect.stringMatching(/Неверные параметры/),
      })
    }
  })

  it('keeps a revoked client revoked when it is registered again, as the site’s client is at every start', async () => {
    const revoked = await createTestClient(database.db)
    await database.db.update(oauthClients).set({ revokedAt: new Date() }).where(eq(oauthClients.id, revoked.id))

    await registerClient(database.db, { id: revoked.id, name: 'Тестовый клиент', secret: revoked.secret, grants: ['client_credentials'] })

    const [row] = await database.db.select().from(oauthClients).where(eq(oauthClients.id, revoked.id))
    expect(row!.revokedAt).not.toBeNull()
    const response = await form({ grant_type: 'client_credentials', client_id: revoked.id, client_secret: revoked.secret })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'invalid_client' })
  })

  it('answers a wrong secret and an unknown client alike: 401 invalid_client', async () => {
    const wrongSecret = await form({ grant_type: 'client_credentials', client_id: client.id, client_secret: 'wrong' })
    const unknown = await form({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'wrong' })
    await expectAlikeTokenRefusals(wrongSecret, unknown, 401, 'invalid_client')
  })

  it('answers missing parameters with 400 invalid_request', async () => {
    const response = await form({ grant_type: 'client_credentials', client_id: client.id })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_request' })
    const noGrant = await form({ client_id: client.id, client_secret: client.secret })
    expect(await noGrant.json()).toMatchObject({ error: 'invalid_request' })
  })

  it('answers an unknown grant type with 400 unsupported_grant_type', async () => {
    const response = await form({ grant_type: 'magic', client_id: client.id, client_secret: client.secret })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' })
  })

  it('answers a malformed body with 400 invalid_request, not 500', async () => {
    const response = await api.request('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"grant_type":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_request' })
  })

  it('refuses a client that may not use the grant: 400 unauthorized_client', async () => {
    const limited = await createTestClient(database.db, { grants: ['password'] })
    const response = await form({ grant_type: 'client_credentials', client_id: limited.id, client_secret: limited.secret })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'unauthorized_client' })
  })

  it('refuses requests with no token, an unknown token, an expired token or a revoked client: 401', async () => {
    const other = await createTestClient(database.db)
    expect(await protectedStatus('not-a-token')).toBe(401)
    const noHeader = await api.request('/api/v1/contact-requests', { method: 'POST', body: '{}' })
    expect(noHeader.status).toBe(401)
    expect(noHeader.headers.get('www-authenticate')).toBe('Bearer')

    await database.db
      .update(oauthAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthAccessTokens.tokenHash, hashToken(other.token)))
    expect(await protectedStatus(other.token)).toBe(401)

    const revoked = await createTestClient(database.db)
    expect(await protectedStatus(revoked.token)).toBe(422)
    await database.db.update(oauthClients).set({ revokedAt: new Date() }).where(eq(oauthClients.id, revoked.id))
    expect(await protectedStatus(revoked.token)).toBe(401)
  })
})

describe('token endpoint rate limit', () => {
  it('answers 429 with Retry-After once an IP has used its requests', async () => {
    const database = await createTestDatabase()
    try {
      const api = createTestApi(database.db, { limits: { token: { points: 2, duration: 60 } } })
      const attempt = () =>
        api.request('/api/oauth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' }),
        })
      expect((await attempt()).status).toBe(401)
      expect((await attempt()).status).toBe(401)
      const limited = await attempt()
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await limited.json()) as { message: string }).message).toMatch(/Слишком много запросов/)
    } finally {
      await database.destroy()
    }
  })
})
