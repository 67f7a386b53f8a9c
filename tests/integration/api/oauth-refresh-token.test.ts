import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashToken } from '#api/auth/secrets.ts'
import { REFRESH_GRACE_SECONDS } from '#api/config.ts'
import { oauthAccessTokens, oauthRefreshTokens } from '#api/db/schema/index.ts'
import { registerUser, requestToken, send, type TokenSet } from './support/accounts.ts'
import { createTestApi, createTestClient, testConfig } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

type TestApi = ReturnType<typeof createTestApi>
type TestClient = Awaited<ReturnType<typeof createTestClient>>

const USER_GRANTS = ['client_credentials', 'password', 'refresh_token']
const GENEROUS_LIMITS = { token: { points: 10_000, duration: 60 }, register: { points: 10_000, duration: 60 } }

describe('POST /oauth/token with grant_type=refresh_token', () => {
  let database: TestDatabase
  let api: TestApi
  let site: TestClient
  let user: Awaited<ReturnType<typeof registerUser>>

  const signIn = (on: TestApi = api) =>
    requestToken(on, {
      grant_type: 'password',
      client_id: site.id,
      client_secret: site.secret,
      username: user.email,
      password: user.password,
    })
  const refresh = (refreshToken: string, { on = api, client = site }: { on?: TestApi; client?: TestClient } = {}) =>
    requestToken(on, { grant_type: 'refresh_token', client_id: client.id, client_secret: client.secret, refresh_token: refreshToken })
  const profileStatus = async (token: string) => (await send(api, 'GET', '/v1/profile', { token })).status

  /** A new session of the user: its first token pair. */
  async function newSession(on: TestApi = api): Promise<TokenSet> {
    const response = await signIn(on)
    expect(response.status).toBe(200)
    return (await response.json()) as TokenSet
  }
  /** Exchanges a refresh token and expects a new pair. */
  async function rotate(refreshToken: string): Promise<TokenSet> {
    const response = await refresh(refreshToken)
    expect(response.status).toBe(200)
    return (await response.json()) as TokenSet
  }
  /** A new session whose first pair has been exchanged for a second. */
  async function onceRotatedSession(): Promise<{ first: TokenSet; second: TokenSet }> {
    const first = await newSession()
    return { first, second: await rotate(first.refresh_token) }
  }
  async function expectInvalidGrant(response: Response) {
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String) })
  }
  const refreshRow = (refreshToken: string) => eq(oauthRefreshTokens.tokenHash, hashToken(refreshToken))
  /** Moves a rotation back in time, as if `seconds` had passed since it. */
  const rotatedAgo = (refreshToken: string, seconds: number) =>
    database.db
      .update(oauthRefreshTokens)
      .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
      .where(refreshRow(refreshToken))
  const expectSamePair = (actual: TokenSet, expected: TokenSet) => {
    expect(actual.access_token).toBe(expected.access_token)
    expect(actual.refresh_token).toBe(expected.refresh_token)
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db, { limits: GENEROUS_LIMITS })
    site = await createTestClient(database.db, { grants: USER_GRANTS })
    user = await registerUser(api, site.token)
  })
  beforeEach(async () => {
    await database.db.execute(sql`truncate rate_limits`)
  })
  afterAll(() => database.destroy())

  it('returns a new pair, both tokens different from the old ones, and the new access token works', async () => {
    const first = await newSession()
    const response = await refresh(first.refresh_token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')

    const second = (await response.json()) as TokenSet
    expect(second).toEqual({ token_type: 'Bearer', expires_in: 7200, access_token: expect.any(String), refresh_token: expect.any(String) })
    expect(second.access_token).not.toBe(first.access_token)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(await profileStatus(second.access_token)).toBe(200)
  })

  it('answers a repeated refresh within the grace window with exactly the same new pair', async () => {
    const { first, second } = await onceRotatedSession()
    const again = await rotate(first.refresh_token)

    expect(again.token_type).toBe('Bearer')
    expectSamePair(again, second)
    expect(again.expires_in).toBeLessThanOrEqual(second.expires_in)
    expect(again.expires_in).toBeGreaterThanOrEqual(second.expires_in - 2)
    expect(await profileStatus(again.access_token)).toBe(200)
  })

  it('gives two concurrent refreshes of one token the same new pair', async () => {
    const first = await newSession()
    const responses = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)])
    expect(responses.map((response) => response.status)).toEqual([200, 200])

    const [a, b] = (await Promise.all(responses.map((response) => response.json()))) as [TokenSet, TokenSet]
    expectSamePair(b, a)
    expect(a.refresh_token).not.toBe(first.refresh_token)
    expect(await profileStatus(a.access_token)).toBe(200)
  })

  it('refuses a rotated token reused after the grace window with invalid_grant and ends its whole session', async () => {
    const { first, second } = await onceRotatedSession()
    const latest = await rotate(second.refresh_token)
    expect(await profileStatus(latest.access_token)).toBe(200)

    await rotatedAgo(first.refresh_token, 60 * 60)
    await expectInvalidGrant(await refresh(first.refresh_token))

    expect(await profileStatus(latest.access_token)).toBe(401)
    await expectInvalidGrant(await refresh(latest.refresh_token))
  })

  it('answers a repeat of a token whose new pair was itself refreshed meanwhile with the newest pair, so nobody is logged out', async () => {
    const { first, second } = await onceRotatedSession()
    const third = await rotate(second.refresh_token)

    // A request that set out with the first token arrives last: it gets the pair that is still live.
    const late = await rotate(first.refresh_token)
    expectSamePair(late, third)

    // Well after the grace window of the earlier rotations, the pair it got keeps working.
    await rotatedAgo(second.refresh_token, 60 * 60)
    const fourth = await rotate(late.refresh_token)
    expect(await profileStatus(fourth.access_token)).toBe(200)
  })

  describe('at the edge of the grace window', () => {
    it('hands back the same pair to a repeat 2 seconds before the window closes', async () => {
      const { first, second } = await onceRotatedSession()
      await rotatedAgo(first.refresh_token, REFRESH_GRACE_SECONDS - 2)

      const again = await rotate(first.refresh_token)
      expect(again.refresh_token).toBe(second.refresh_token)
      expect(await profileStatus(second.access_token)).toBe(200)
    })

    it('ends the session at a repeat 1 second after the window has closed', async () => {
      const { first, second } = await onceRotatedSession()
      await rotatedAgo(first.refresh_token, REFRESH_GRACE_SECONDS + 1)

      await expectInvalidGrant(await refresh(first.refresh_token))
      expect(await profileStatus(second.access_token)).toBe(401)
      await expectInvalidGrant(await refresh(second.refresh_token))
    })
  })

  it('ends only the session of a reused token: the same user’s other session keeps working', async () => {
    const reused = await newSession()
    const other = await newSession()
    await rotate(reused.refresh_token)

    // No grace at all: any repetition of a rotated token counts as reuse.
    const strict = createTestApi(database.db, {
      limits: GENEROUS_LIMITS,
      config: testConfig({ tokens: { ...testConfig().tokens, refreshGraceSeconds: 0 } }),
    })
    await expectInvalidGrant(await refresh(reused.refresh_token, { on: strict }))

    expect(await profileStatus(other.access_token)).toBe(200)
    const next = await rotate(other.refresh_token)
    expect(await profileStatus(next.access_token)).toBe(200)
  })

  it('refuses an expired refresh token', async () => {
    const session = await newSession()
    await database.db
      .update(oauthRefreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(refreshRow(session.refresh_token))
    await expectInvalidGrant(await refresh(session.refresh_token))
  })

  it('refuses the refresh token of another client with invalid_grant', async () => {
    const session = await newSession()
    const otherClient = await createTestClient(database.db, { grants: USER_GRANTS })
    await expectInvalidGrant(await refresh(session.refresh_token, { client: otherClient }))
  })

  it('refuses the refresh token after POST /v1/logout', async () => {
    const session = await newSession()
    expect((await send(api, 'POST', '/v1/logout', { token: session.access_token })).status).toBe(204)
    await expectInvalidGrant(await refresh(session.refresh_token))
  })

  it('refuses an unknown refresh token', async () => {
    await expectInvalidGrant(await refresh('no-such-refresh-token-0123456789abcdefghijklmnop'))
  })

  it('gives access tokens the lifetime from the configuration', async () => {
    const config = testConfig()
    const longer = createTestApi(database.db, {
      limits: GENEROUS_LIMITS,
      config: { ...config, tokens: { ...config.tokens, accessTokenTtl: 3700 } },
    })
    const before = Date.now()
    const session = await newSession(longer)
    expect(session.expires_in).toBe(3700)

    const response = await refresh(session.refresh_token, { on: longer })
    const next = (await response.json()) as TokenSet
    expect(next.expires_in).toBe(3700)
    const [stored] = await database.db
      .select()
      .from(oauthAccessTokens)
      .where(eq(oauthAccessTokens.tokenHash, hashToken(next.access_token)))
    const expiresIn = (stored!.expiresAt.getTime() - before) / 1000
    expect(expiresIn).toBeGreaterThanOrEqual(3700)
    expect(expiresIn).toBeLessThan(3700 + 30)
  })

  it('answers an expired access token with 401 and WWW-Authenticate: Bearer', async () => {
    const session = await newSession()
    expect(await profileStatus(session.access_token)).toBe(200)
    await database.db
      .update(oauthAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthAccessTokens.tokenHash, hashToken(session.access_token)))

    const response = await send(api, 'GET', '/v1/profile', { token: session.access_token })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
  })

  it('keeps the pair a token was exchanged for unreadable in the database', async () => {
    const { first, second } = await onceRotatedSession()

    const rows = await database.db.select().from(oauthRefreshTokens)
    const [rotated] = rows.filter((row) => row.tokenHash === hashToken(first.refresh_token))
    expect(rotated?.successor).toEqual(expect.any(String))

    // Neither as stored nor decoded from base64 does any row give away the new tokens.
    const decoded = rows.flatMap((row) =>
      row.successor
        ? [Buffer.from(row.successor, 'base64url').toString('utf8'), Buffer.from(row.successor, 'base64').toString('utf8')]
        : [],
    )
    for (const text of [JSON.stringify(rows), ...decoded]) {
      expect(text).not.toContain(second.access_token)
      expect(text).not.toContain(second.refresh_token)
      expect(text).not.toContain(first.refresh_token)
    }
  })
})
