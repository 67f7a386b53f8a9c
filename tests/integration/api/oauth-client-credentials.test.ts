import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oauthAccessTokens, oauthClients } from '#api/db/schema.ts'
import { hashToken } from '#api/auth/secrets.ts'
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
  /** Any endpoint behind requireToken will do: an empty contact request answers 422 once the token is accepted. */
  const protectedStatus = async (token: string) =>
    (await api.request('/api/v1/contact-requests', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })).status

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
    const body = (await (await form({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret })).json()) as { access_token: string }
    const rows = await database.db.select().from(oauthAccessTokens).where(eq(oauthAccessTokens.tokenHash, hashToken(body.access_token)))
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
    const basic = await form({ grant_type: 'client_credentials' }, { authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}` })
    expect(basic.status).toBe(200)
  })

  it('answers a wrong secret and an unknown client alike: 401 invalid_client', async () => {
    const wrongSecret = await form({ grant_type: 'client_credentials', client_id: client.id, client_secret: 'wrong' })
    const unknown = await form({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'wrong' })
    expect(wrongSecret.status).toBe(401)
    expect(unknown.status).toBe(401)
    const [a, b] = [await wrongSecret.json(), await unknown.json()]
    expect(a).toEqual(b)
    expect(a).toMatchObject({ error: 'invalid_client', error_description: expect.any(String) })
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
    const response = await api.request('/api/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":' })
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

    await database.db.update(oauthAccessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oauthAccessTokens.tokenHash, hashToken(other.token)))
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
