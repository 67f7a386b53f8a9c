import { hash, verify } from '@node-rs/argon2'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashToken } from '#api/auth/secrets.ts'
import type { LimitName } from '#api/auth/limits.ts'
import { oauthAccessTokens, oauthRefreshTokens, rateLimits, users } from '#api/db/schema/index.ts'
import {
  expectAlikeTokenRefusals,
  latestMail,
  linkIn,
  mailsTo,
  registerUser,
  requestToken,
  send,
  type TokenSet,
} from './support/accounts.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

type TestApi = ReturnType<typeof createTestApi>
type TestClient = Awaited<ReturnType<typeof createTestClient>>
type Limits = Partial<Record<LimitName, { points: number; duration: number }>>

const USER_GRANTS = ['client_credentials', 'password', 'refresh_token']
const WRONG_PASSWORD = 'Не-тот-пароль-17'
const WRONG_CREDENTIALS = 'Неверная почта или пароль.'
const CONFIRM_BY_MAIL = 'Слишком много неудачных попыток входа в этот аккаунт. Если пароль верный, мы отправили на почту ссылку для входа.'

interface OAuthBody {
  error: string
  error_description: string
}

describe('POST /oauth/token with grant_type=password', () => {
  let database: TestDatabase
  let api: TestApi
  let site: TestClient

  /** An API whose request and registration limits stay out of the way, with the given tighter ones. */
  const apiWith = (limits: Limits = {}) =>
    createTestApi(database.db, {
      limits: { token: { points: 10_000, duration: 60 }, register: { points: 10_000, duration: 60 }, ...limits },
    })

  const signIn = (
    username: string | undefined,
    password: string | undefined,
    { on = api, client = site, headers = {} }: { on?: TestApi; client?: TestClient; headers?: Record<string, string> } = {},
  ) =>
    requestToken(
      on,
      {
        grant_type: 'password',
        client_id: client.id,
        client_secret: client.secret,
        ...(username === undefined ? {} : { username }),
        ...(password === undefined ? {} : { password }),
      },
      headers,
    )
  const profile = (token: string) => send(api, 'GET', '/v1/profile', { token })
  const from = (ip: string) => ({ 'x-forwarded-for': ip })

  beforeAll(async () => {
    database = await createTestDatabase()
    api = apiWith()
    site = await createTestClient(database.db, { grants: USER_GRANTS })
  })
  beforeEach(async () => {
    await database.db.execute(sql`truncate rate_limits`)
  })
  afterAll(() => database.destroy())

  it('issues a bearer token pair, not to be cached, whose access token opens the profile', async () => {
    const user = await registerUser(api, site.token)
    const response = await signIn(user.email, user.password)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')

    const tokens = (await response.json()) as TokenSet
    expect(tokens).toEqual({ token_type: 'Bearer', expires_in: 7200, access_token: expect.any(String), refresh_token: expect.any(String) })
    expect(tokens.access_token.length).toBeGreaterThanOrEqual(40)
    expect(tokens.refresh_token.length).toBeGreaterThanOrEqual(40)
    expect(tokens.refresh_token).not.toBe(tokens.access_token)

    const opened = await profile(tokens.access_token)
    expect(opened.status).toBe(200)
    expect(await opened.json()).toMatchObject({ email: user.email, name: user.name })
  })

  it('matches the email whatever its case', async () => {
    const email = `Maria.Sokolova.${Date.now()}@Example.RU`
    const user = await registerUser(api, site.token, { email })

    const response = await signIn(email.toUpperCase(), user.password)
    expect(response.status).toBe(200)
    const { access_token } = (await response.json()) as TokenSet
    expect(await (await profile(access_token)).json()).toMatchObject({ email: email.toLowerCase() })
  })

  it('answers an unknown email and a wrong password alike: 400 invalid_grant', async () => {
    const user = await registerUser(api, site.token)
    const wrongPassword = await signIn(user.email, WRONG_PASSWORD)
    const unknownEmail = await signIn(`nobody.${Date.now()}@example.ru`, user.password)
    await expectAlikeTokenRefusals(wrongPassword, unknownEmail, 400, 'invalid_grant')
  })

  it('answers a missing username or password with 400 invalid_request', async () => {
    const user = await registerUser(api, site.token)
    for (const response of [await signIn(undefined, user.password), await signIn(user.email, undefined), await signIn('', '')]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_request' })
    }
  })

  it('refuses a client that may not use the password grant: 400 unauthorized_client', async () => {
    const user = await registerUser(api, site.token)
    const machine = await createTestClient(database.db, { grants: ['client_credentials'] })
    const response = await signIn(user.email, user.password, { client: machine })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'unauthorized_client' })
  })

  it('refuses a wrong client secret with 401 invalid_client, even with the right password', async () => {
    const user = await registerUser(api, site.token)
    const response = await signIn(user.email, user.password, { client: { ...site, secret: 'not-the-secret' } })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'invalid_client' })
  })

  it('stores the access and refresh tokens only as hashes', async () => {
    const user = await registerUser(api, site.token)
    const tokens = (await (await signIn(user.email, user.password)).json()) as TokenSet

    const [access] = await database.db
      .select()
      .from(oauthAccessTokens)
      .where(eq(oauthAccessTokens.tokenHash, hashToken(tokens.access_token)))
    const [refresh] = await database.db
      .select()
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.tokenHash, hashToken(tokens.refresh_token)))
    expect(access).toBeDefined()
    expect(refresh).toBeDefined()
    expect(access!.sessionId).toBe(refresh!.sessionId)

    const stored = JSON.stringify([await database.db.select().from(oauthAccessTokens), await database.db.select().from(oauthRefreshTokens)])
    expect(stored).not.toContain(tokens.access_token)
    expect(stored).not.toContain(tokens.refresh_token)
  })

  describe('failed sign-ins per email and IP', () => {
    let limited: TestApi
    beforeAll(() => {
      limited = apiWith({ login: { points: 2, duration: 60 } })
    })

    it('refuses the next attempt with 429 and Retry-After, even with the right password', async () => {
      const user = await registerUser(api, site.token)
      expect((await signIn(user.email, WRONG_PASSWORD, { on: limited })).status).toBe(400)
      expect((await signIn(user.email, WRONG_PASSWORD, { on: limited })).status).toBe(400)

      const response = await signIn(user.email, user.password, { on: limited })
      expect(response.status).toBe(429)
      const retryAfter = Number(response.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(((await response.json()) as { message: string }).message).toMatch(/Слишком много неудачных попыток входа/)
    })

    it('does not hold back another email from the same IP', async () => {
      const [victim, other] = [await registerUser(api, site.token), await registerUser(api, site.token)]
      await signIn(victim.email, WRONG_PASSWORD, { on: limited })
      await signIn(victim.email, WRONG_PASSWORD, { on: limited })
      expect((await signIn(victim.email, victim.password, { on: limited })).status).toBe(429)

      expect((await signIn(other.email, other.password, { on: limited })).status).toBe(200)
    })

    it('does not hold back the same email from another IP', async () => {
      const user = await registerUser(api, site.token)
      await signIn(user.email, WRONG_PASSWORD, { on: limited, headers: from('203.0.113.10') })
      await signIn(user.email, WRONG_PASSWORD, { on: limited, headers: from('203.0.113.10') })
      expect((await signIn(user.email, user.password, { on: limited, headers: from('203.0.113.10') })).status).toBe(429)

      expect((await signIn(user.email, user.password, { on: limited, headers: from('203.0.113.11') })).status).toBe(200)
    })

    it('counts failures against the email whatever its case', async () => {
      const user = await registerUser(api, site.token)
      await signIn(user.email, WRONG_PASSWORD, { on: limited })
      await signIn(user.email.toUpperCase(), WRONG_PASSWORD, { on: limited })
      expect((await signIn(user.email, user.password, { on: limited })).status).toBe(429)
    })

    it('starts counting afresh after a successful sign-in', async () => {
      const user = await registerUser(api, site.token)
      expect((await signIn(user.email, WRONG_PASSWORD, { on: limited })).status).toBe(400)
      expect((await signIn(user.email, user.password, { on: limited })).status).toBe(200)
      expect((await signIn(user.email, WRONG_PASSWORD, { on: limited })).status).toBe(400)

      // Two failures in all, but only one since the success: still under the limit of two.
      expect((await signIn(user.email, user.password, { on: limited })).status).toBe(200)
    })

    it('counts an X-Forwarded-For that is not an IP address against the connection instead', async () => {
      const user = await registerUser(api, site.token)
      expect((await signIn(user.email, WRONG_PASSWORD, { on: limited, headers: from('not-an-ip') })).status).toBe(400)
      expect((await signIn(user.email, WRONG_PASSWORD, { on: limited, headers: from('x'.repeat(5000)) })).status).toBe(400)
      // Had each value been taken for an IP, this would be a third, fresh one.
      expect((await signIn(user.email, user.password, { on: limited, headers: from('203.0.113.999') })).status).toBe(429)

      const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)
      expect(keys.filter((key) => key.includes('not-an-ip') || key.includes('xxxx'))).toEqual([])
    })

    it('does not believe X-Forwarded-For from a client that is not first-party', async () => {
      const user = await registerUser(api, site.token)
      const partner = await createTestClient(database.db, { grants: USER_GRANTS, firstParty: false })
      const asPartner = (password: string, ip: string) => signIn(user.email, password, { on: limited, client: partner, headers: from(ip) })

      expect((await asPartner(WRONG_PASSWORD, '198.51.100.1')).status).toBe(400)
      expect((await asPartner(WRONG_PASSWORD, '198.51.100.2')).status).toBe(400)
      // Had the header been believed, this would be a fresh IP; it is the same connection.
      expect((await asPartner(user.password, '198.51.100.3')).status).toBe(429)
    })
  })

  describe('failed sign-ins per account, from anywhere', () => {
    let perAccount: TestApi
    beforeAll(() => {
      perAccount = apiWith({ login: { points: 100, duration: 60 }, loginAccount: { points: 3, duration: 60 * 60 } })
    })
    /** Three failures from three IPs: the account's limit is used up, no IP's own is. */
    async function attack(email: string) {
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        const response = await signIn(email, WRONG_PASSWORD, { on: perAccount, headers: from(ip) })
        expect(response.status).toBe(400)
        expect(((await response.json()) as OAuthBody).error_description).toBe(WRONG_CREDENTIALS)
      }
    }

    it('do not lock the owner out: their right password from a new IP mails them a sign-in link, which signs them in', async () => {
      const user = await registerUser(api, site.token)
      await attack(user.email)

      const response = await signIn(user.email, user.password, { on: perAccount, headers: from('192.0.2.4') })
      expect(response.status).toBe(400)
      const body = (await response.json()) as OAuthBody
      expect(body).toMatchObject({ error: 'invalid_grant', error_description: CONFIRM_BY_MAIL })
      expect(body).not.toHaveProperty('access_token')

      const link = linkIn((await latestMail(database.db, user.email, 'account.login-link')).text, '/login-by-token/')
      const signedIn = await send(perAccount, 'POST', '/v1/login-by-token', {
        token: site.token,
        body: { token: link.searchParams.get('token') },
      })
      expect(signedIn.status).toBe(200)
      expect((await profile(((await signedIn.json()) as TokenSet).access_token)).status).toBe(200)
    })

    it('then answer a wrong password exactly as a right one, and mail nothing for it: guessing gains nothing', async () => {
      const user = await registerUser(api, site.token)
      await attack(user.email)

      const wrong = await signIn(user.email, 'Другой-неверный-пароль-9', { on: perAccount, headers: from('192.0.2.5') })
      const right = await signIn(user.email, user.password, { on: perAccount, headers: from('192.0.2.6') })
      expect([wrong.status, right.status]).toEqual([400, 400])
      expect(await wrong.json()).toEqual(await right.json())
      expect(await mailsTo(database.db, user.email, 'account.login-link')).toHaveLength(1)
      // The same for an address with no account: nothing tells the two apart.
      const nobody = `nobody.${Date.now()}@example.ru`
      await attack(nobody)
      const unknown = await signIn(nobody, user.password, { on: perAccount, headers: from('192.0.2.7') })
      expect(await unknown.json()).toEqual({ error: 'invalid_grant', error_description: CONFIRM_BY_MAIL, message: CONFIRM_BY_MAIL })
    })

    it('are the account’s own: another account signs in with its password from the same IPs', async () => {
      const [user, bystander] = [await registerUser(api, site.token), await registerUser(api, site.token)]
      await attack(user.email)
      expect((await signIn(bystander.email, bystander.password, { on: perAccount, headers: from('192.0.2.1') })).status).toBe(200)
    })

    it('mail the owner no more links than an address may get', async () => {
      const mailLimited = apiWith({
        login: { points: 100, duration: 60 },
        loginAccount: { points: 3, duration: 60 * 60 },
        accountMailPerEmail: { points: 1, duration: 900 },
      })
      const user = await registerUser(api, site.token)
      await attack(user.email)
      for (const ip of ['192.0.2.8', '192.0.2.9']) {
        const response = await signIn(user.email, user.password, { on: mailLimited, headers: from(ip) })
        expect(((await response.json()) as OAuthBody).error_description).toBe(CONFIRM_BY_MAIL)
      }
      expect(await mailsTo(database.db, user.email, 'account.login-link')).toHaveLength(1)
    })
  })

  describe('failed sign-ins sent all at once', () => {
    const statusesOf = (responses: Response[]) => responses.map((response) => response.status).sort()
    const expectRetryAfter = (responses: Response[], maxSeconds: number) => {
      for (const response of responses.filter((response) => response.status === 429)) {
        const retryAfter = Number(response.headers.get('retry-after'))
        expect(retryAfter).toBeGreaterThan(0)
        expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
      }
    }

    it('lets no more wrong passwords through per email and IP than the limit: the rest get 429 with Retry-After', async () => {
      const limited = apiWith({ login: { points: 3, duration: 60 } })
      const user = await registerUser(api, site.token)
      const responses = await Promise.all(Array.from({ length: 8 }, () => signIn(user.email, WRONG_PASSWORD, { on: limited })))

      expect(statusesOf(responses)).toEqual([400, 400, 400, 429, 429, 429, 429, 429])
      expectRetryAfter(responses, 60)
      expect((await signIn(user.email, user.password, { on: limited })).status).toBe(429)
    })

    it('checks no more passwords alone per account than the limit, from many IPs: the rest need the mail', async () => {
      const limited = apiWith({ login: { points: 100, duration: 60 }, loginAccount: { points: 3, duration: 60 * 60 } })
      const user = await registerUser(api, site.token)
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => signIn(user.email, WRONG_PASSWORD, { on: limited, headers: from(`192.0.2.${20 + i}`) })),
      )

      expect(statusesOf(responses)).toEqual([400, 400, 400, 400, 400, 400, 400, 400])
      const messages = await Promise.all(responses.map(async (response) => ((await response.json()) as OAuthBody).error_description))
      expect(messages.filter((message) => message === WRONG_CREDENTIALS)).toHaveLength(3)
      expect(messages.filter((message) => message === CONFIRM_BY_MAIL)).toHaveLength(5)
      // The right password alone no longer signs in either.
      expect(await (await signIn(user.email, user.password, { on: limited, headers: from('192.0.2.40') })).json()).toMatchObject({
        error_description: CONFIRM_BY_MAIL,
      })
    })

    it('lets the right password through alongside parallel wrong ones that are under the limit', async () => {
      const limited = apiWith({ login: { points: 3, duration: 60 } })
      const user = await registerUser(api, site.token)
      const [right, ...wrong] = await Promise.all([
        signIn(user.email, user.password, { on: limited }),
        signIn(user.email, WRONG_PASSWORD, { on: limited }),
        signIn(user.email, WRONG_PASSWORD, { on: limited }),
      ])
      expect(right!.status).toBe(200)
      expect(statusesOf(wrong)).toEqual([400, 400])
    })
  })

  describe('at the production limits', () => {
    // Only the request and registration limits are raised; the sign-in limits are those of LIMITS.
    it('refuses the 6th wrong password from one email and IP within a minute with 429 and Retry-After', async () => {
      const user = await registerUser(api, site.token)
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await signIn(user.email, WRONG_PASSWORD, { headers: from('198.51.100.60') })).status, `attempt ${attempt}`).toBe(400)
      }

      const sixth = await signIn(user.email, WRONG_PASSWORD, { headers: from('198.51.100.60') })
      expect(sixth.status).toBe(429)
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      // The right password from the same place waits too; from another IP it works.
      expect((await signIn(user.email, user.password, { headers: from('198.51.100.60') })).status).toBe(429)
      expect((await signIn(user.email, user.password, { headers: from('198.51.100.61') })).status).toBe(200)
    })

    it('after 20 failed sign-ins of one account within an hour, from any IPs, still lets the owner in: by a mailed link, not a 429', async () => {
      const user = await registerUser(api, site.token)
      // 4 IPs with 5 failures each: none of them reaches its own limit.
      const failures = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn(user.email, WRONG_PASSWORD, { headers: from(`10.0.${Math.floor(i / 5)}.1`) })),
      )
      expect(new Set(failures.map((response) => response.status))).toEqual(new Set([400]))
      expect(
        new Set(await Promise.all(failures.map(async (response) => ((await response.json()) as OAuthBody).error_description))),
      ).toEqual(new Set([WRONG_CREDENTIALS]))

      const next = await signIn(user.email, user.password, { headers: from('10.1.0.1') })
      expect(next.status).toBe(400)
      expect(((await next.json()) as OAuthBody).error_description).toBe(CONFIRM_BY_MAIL)
      expect(await mailsTo(database.db, user.email, 'account.login-link')).toHaveLength(1)
    })
  })

  it('upgrades a password hash made with weaker argon2 parameters at sign-in', async () => {
    const email = `old.hash.${Date.now()}@example.ru`
    const password = 'Старый-добрый-пароль-1999'
    const weakHash = await hash(password, { algorithm: 2, memoryCost: 4096, timeCost: 2, parallelism: 1 })
    expect(weakHash).toMatch(/^\$argon2id\$v=19\$m=4096,/)
    const [user] = await database.db.insert(users).values({ name: 'Иван Петров', email, passwordHash: weakHash }).returning()

    expect((await signIn(email, password)).status).toBe(200)

    const [stored] = await database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user!.id))
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verify(stored!.passwordHash, password)).toBe(true)
    expect((await signIn(email, password)).status).toBe(200)
  })
})
