import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userTokens, users } from '#api/db/schema/index.ts'
import { codeIn, latestMail, linkTokenIn, mailsTo, registerUser, send } from './support/accounts.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'
import type { Profile } from '#shared/contract/account.ts'

const CYRILLIC = /[А-Яа-яЁё]/
const SITE_GRANTS = ['client_credentials', 'password', 'refresh_token']

interface ErrorBody {
  message: string
  errors?: Record<string, string[]>
}

/** Any other six digits: a code that is certainly wrong. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('email verification', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>

  type NewUser = Awaited<ReturnType<typeof newUser>>

  /** A freshly registered user with what their verification mail says. */
  async function newUser() {
    const user = await registerUser(api, site.token)
    const mail = await latestMail(database.db, user.email, 'account.verification')
    return { ...user, userToken: user.tokens.access_token, code: codeIn(mail.text), link: linkTokenIn(mail.text, '/verification/') }
  }
  /** The message of a 422 refusal under the field. */
  const refusalUnder = async (response: Response, field: string) => {
    expect(response.status).toBe(422)
    return ((await response.json()) as ErrorBody).errors?.[field]?.[0]
  }
  const verify = (token: string, body: Record<string, string>) => send(api, 'POST', '/v1/email/verify', { token, body })
  const resend = (userToken: string) => send(api, 'POST', '/v1/email/verification-notification', { token: userToken })
  const profileOf = async (userToken: string) => (await (await send(api, 'GET', '/v1/profile', { token: userToken })).json()) as Profile
  const verifiedAt = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!.emailVerifiedAt
  /** A freshly registered user whose mailed code and link have run out. */
  async function userWithExpiredMail() {
    const user = await newUser()
    const [row] = await database.db.select().from(users).where(eq(users.email, user.email))
    await database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, row!.id), eq(userTokens.purpose, 'email_verification')))
    return user
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db, { limits: { register: { points: 1000, duration: 3600 }, linkUse: { points: 1000, duration: 900 } } })
    site = await createTestClient(database.db, { grants: SITE_GRANTS })
  })
  afterAll(() => database.destroy())

  describe('POST /v1/email/verify with a code', () => {
    it('verifies the signed-in user by the code from the mail', async () => {
      const user = await newUser()
      const response = await verify(user.userToken, { code: user.code })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { message: string; profile: Profile }
      expect(body.message).toMatch(CYRILLIC)
      expect(body.profile.email_verified_at).not.toBeNull()
      expect(Date.parse(body.profile.email_verified_at!)).toBeGreaterThan(Date.now() - 60_000)
      expect((await profileOf(user.userToken)).email_verified_at).toBe(body.profile.email_verified_at)
    })

    it('answers a wrong code with 422 under code, saying how many tries are left', async () => {
      const user = await newUser()
      const response = await verify(user.userToken, { code: otherCode(user.code) })
      const message = await refusalUnder(response, 'code')
      expect(message).toMatch(CYRILLIC)
      expect(message).toMatch(/\b4\b/)
      expect(await verifiedAt(user.email)).toBeNull()
    })

    it('refuses even the right code after five wrong ones', async () => {
      const user = await newUser()
      for (let attempt = 0; attempt < 5; attempt++) expect((await verify(user.userToken, { code: otherCode(user.code) })).status).toBe(422)
      const response = await verify(user.userToken, { code: user.code })
      expect(await refusalUnder(response, 'code')).toMatch(CYRILLIC)
      expect(await verifiedAt(user.email)).toBeNull()
    })

    it('needs the user’s own token: the site’s client token gets 401', async () => {
      const user = await newUser()
      const response = await verify(site.token, { code: user.code })
      expect(response.status).toBe(401)
      expect(await verifiedAt(user.email)).toBeNull()
      // The refusal did not use the code up.
      expect((await verify(user.userToken, { code: user.code })).status).toBe(200)
    })
  })

  describe('POST /v1/email/verify with the link token', () => {
    it('verifies by the link from the mail with the site’s client token alone', async () => {
      const user = await newUser()
      const response = await verify(site.token, { token: user.link })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { profile: Profile }
      expect(body.profile.email).toBe(user.email)
      expect(body.profile.email_verified_at).not.toBeNull()
      expect((await profileOf(user.userToken)).email_verified_at).not.toBeNull()
    })

    it('accepts a link only once: the second use says the address is already confirmed', async () => {
      const user = await newUser()
      expect((await verify(site.token, { token: user.link })).status).toBe(200)
      const again = await verify(site.token, { token: user.link })
      expect(await refusalUnder(again, 'token')).toMatch(/уже подтвердили/)
    })

    it('stops a link sent before an email change from verifying', async () => {
      const user = await newUser()
      const changed = await send(api, 'PATCH', '/v1/users', {
        token: user.userToken,
        body: { email: `new.${user.email}`, current_password: user.password },
      })
      expect(changed.status).toBe(200)
      const response = await verify(site.token, { token: user.link })
      expect(await refusalUnder(response, 'token')).toMatch(CYRILLIC)
      const profile = await profileOf(user.userToken)
      expect(profile).toMatchObject({ email: `new.${user.email}`, email_verified_at: null })
    })
  })

  describe('POST /v1/email/verify once the mail has run out', () => {
    it.each([
      { what: 'code', field: 'code', verifyBy: (user: NewUser) => verify(user.userToken, { code: user.code }) },
      { what: 'link', field: 'token', verifyBy: (user: NewUser) => verify(site.token, { token: user.link }) },
    ])('refuses the $what, saying that it is outdated', async ({ field, verifyBy }) => {
      const user = await userWithExpiredMail()
      expect(await refusalUnder(await verifyBy(user), field)).toMatch(/устарел/)
      expect(await verifiedAt(user.email)).toBeNull()
    })
  })

  describe('POST /v1/email/verification-notification', () => {
    it('sends a new mail whose code works, while the old code and link no longer do', async () => {
      const user = await newUser()
      const response = await resend(user.userToken)
      expect(response.status).toBe(202)
      expect(((await response.json()) as { message: string }).message).toMatch(CYRILLIC)
      const mails = await mailsTo(database.db, user.email, 'account.verification')
      expect(mails).toHaveLength(2)
      const newCode = codeIn(mails[0]!.text)
      const newLink = linkTokenIn(mails[0]!.text, '/verification/')
      expect(newLink).not.toBe(user.link)

      expect((await verify(site.token, { token: user.link })).status).toBe(422)
      expect((await verify(user.userToken, { code: user.code })).status).toBe(422)
      expect(await verifiedAt(user.email)).toBeNull()
      expect((await verify(user.userToken, { code: newCode })).status).toBe(200)
    })

    it('answers a second resend within the minute with 429 and Retry-After', async () => {
      const user = await newUser()
      expect((await resend(user.userToken)).status).toBe(202)
      const again = await resend(user.userToken)
      expect(again.status).toBe(429)
      const retryAfter = Number(again.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(((await again.json()) as ErrorBody).message).toMatch(CYRILLIC)
      expect(await mailsTo(database.db, user.email, 'account.verification')).toHaveLength(2)
    })

    it('answers a verified user with 200 “already verified” and sends nothing', async () => {
      const user = await newUser()
      expect((await verify(user.userToken, { code: user.code })).status).toBe(200)
      const response = await resend(user.userToken)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { message: string }).message).toMatch(/уже подтвержден/)
      expect(await mailsTo(database.db, user.email, 'account.verification')).toHaveLength(1)
    })

    it('needs the user’s own token: the site’s client token gets 401', async () => {
      expect((await resend(site.token)).status).toBe(401)
    })
  })

  it('stores link tokens and codes only as hashes', async () => {
    const user = await newUser()
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email))
    const tokens = await database.db.select().from(userTokens).where(eq(userTokens.userId, row!.id))
    expect(tokens).toHaveLength(1)
    const stored = Object.values(tokens[0]!).filter((value): value is string => typeof value === 'string')
    expect(stored.length).toBeGreaterThan(0)
    for (const value of stored) {
      expect(value).not.toContain(user.link)
      expect(value).not.toContain(user.code)
    }
    expect(tokens[0]!.codeHash).toBeTruthy()
  })
})

describe('email verification rate limit', () => {
  it('counts link verifications per IP (linkUse) and answers 429 with Retry-After over the limit', async () => {
    const database = await createTestDatabase()
    try {
      const api = createTestApi(database.db, { limits: { linkUse: { points: 2, duration: 900 } } })
      const site = await createTestClient(database.db, { grants: SITE_GRANTS })
      const user = await registerUser(api, site.token)
      const link = linkTokenIn((await latestMail(database.db, user.email, 'account.verification')).text, '/verification/')
      const verifyFrom = (token: string) =>
        send(api, 'POST', '/v1/email/verify', { token: site.token, body: { token }, headers: { 'x-forwarded-for': '198.51.100.7' } })

      expect((await verifyFrom('not-a-real-link-token')).status).toBe(422)
      expect((await verifyFrom('another-made-up-token')).status).toBe(422)
      const limited = await verifyFrom(link)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await limited.json()) as ErrorBody).message).toMatch(CYRILLIC)
      const [stored] = await database.db.select().from(users).where(eq(users.email, user.email))
      expect(stored!.emailVerifiedAt).toBeNull()
    } finally {
      await database.destroy()
    }
  })
})
