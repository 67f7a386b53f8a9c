import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashToken } from '#api/auth/secrets.ts'
import { userTokens } from '#api/db/schema/index.ts'
import { latestMail, linkIn, mailsTo, send, type TokenSet } from './support/accounts.ts'
import { expectVerifiedJustNow, registerUserOn, useAccountApi } from './support/account-api.ts'
import { expectLinkMailedOnlyToKnownAddress } from './support/mailed-links.ts'

interface ErrorBody {
  message: string
  errors: Record<string, string[]>
}

describe('sign-in links', () => {
  const account = useAccountApi()

  const askForLink = (email: string) => send(account.api, 'POST', '/v1/login-links', { token: account.site.token, body: { email } })
  const signInBy = (token: string) => send(account.api, 'POST', '/v1/login-by-token', { token: account.site.token, body: { token } })
  const profile = (token: string) => send(account.api, 'GET', '/v1/profile', { token })

  /** Asks for a sign-in link for the address and returns its token from the mail. */
  async function linkToken(email: string): Promise<string> {
    expect((await askForLink(email)).status).toBe(202)
    return linkIn((await latestMail(account.database.db, email, 'account.login-link')).text, '/login-by-token/').searchParams.get('token')!
  }
  /** Moves a link's expiry into the past, as if the minutes had gone by since the mail. */
  const age = (token: string, minutes: number) =>
    account.database.db
      .update(userTokens)
      .set({ expiresAt: sql`${userTokens.expiresAt} - make_interval(mins => ${minutes})` })
      .where(eq(userTokens.tokenHash, hashToken(token)))

  describe('POST /v1/login-links', () => {
    it('answers a known and an unknown address alike with 202, and mails a link only to the known one', async () => {
      await expectLinkMailedOnlyToKnownAddress(account, askForLink, { kind: 'account.login-link', path: '/login-by-token/' })
    })
  })

  describe('the return path', () => {
    const askWithReturn = (email: string, redirect: string) =>
      send(account.api, 'POST', '/v1/login-links', { token: account.site.token, body: { email, redirect } })

    it('carries a path of the site into the mailed link, so signing in leads back to where the person was going', async () => {
      const user = await registerUserOn(account)
      expect((await askWithReturn(user.email, '/see-also-cards/?tab=2')).status).toBe(202)
      const link = linkIn((await latestMail(account.database.db, user.email, 'account.login-link')).text, '/login-by-token/')
      expect(link.searchParams.get('redirect')).toBe('/see-also-cards/?tab=2')
      expect(link.searchParams.get('token')).toMatch(/^\S{20,}$/)
    })

    it('keeps the return path as the site would normalise it', async () => {
      const user = await registerUserOn(account)
      expect((await askWithReturn(user.email, '/x/../see-also-cards/./?tab=2')).status).toBe(202)
      const link = linkIn((await latestMail(account.database.db, user.email, 'account.login-link')).text, '/login-by-token/')
      expect(link.searchParams.get('redirect')).toBe('/see-also-cards/?tab=2')
    })

    // The last ones are protocol-relative only once their dot segments are resolved: the site refuses
    // them when following the link, and the API, sharing its rule, refuses them up front.
    const offSite = ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'profile/', '/ space/']
    const dotted = ['/.//evil.example', '/..//evil.example', '/x/..//evil.example', '/%2e//evil.example', '/x/%2e%2e/%252Fevil.example']
    for (const target of [...offSite, ...dotted]) {
      it(`refuses ${JSON.stringify(target)} as a return path with 422 and mails nothing`, async () => {
        const user = await registerUserOn(account)
        const response = await askWithReturn(user.email, target)
        expect(response.status).toBe(422)
        expect(((await response.json()) as ErrorBody).errors.redirect).toEqual(['Адрес возврата должен вести на этот сайт.'])
        expect(await mailsTo(account.database.db, user.email, 'account.login-link')).toHaveLength(0)
      })
    }
  })

  describe('rate limits, at their production values', () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    const askFrom = (email: string, ip: string) =>
      send(account.api, 'POST', '/v1/login-links', { token: account.site.token, body: { email }, headers: from(ip) })
    async function expectTooMany(response: Response, maxSeconds: number) {
      expect(response.status).toBe(429)
      const retryAfter = Number(response.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(60)
      expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
      expect(((await response.json()) as ErrorBody).message).toMatch(/Попробуйте снова через/)
    }

    it('answers the 11th sign-in link request from one IP within 15 minutes with 429 and Retry-After', async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => askFrom(`ip.${i}.${Date.now()}@example.ru`, '198.51.100.70')))
      expect(new Set(answers.map((response) => response.status))).toEqual(new Set([202]))

      await expectTooMany(await askFrom(`ip.last.${Date.now()}@example.ru`, '198.51.100.70'), 15 * 60)
      expect((await askFrom(`ip.other.${Date.now()}@example.ru`, '198.51.100.71')).status).toBe(202)
    })

    it('answers the 4th sign-in link request for one address within 15 minutes with 429, from any IP, after 3 mails', async () => {
      const user = await registerUserOn(account)
      for (const ip of ['198.51.100.81', '198.51.100.82', '198.51.100.83']) expect((await askFrom(user.email, ip)).status).toBe(202)

      await expectTooMany(await askFrom(user.email, '198.51.100.84'), 15 * 60)
      expect(await mailsTo(account.database.db, user.email, 'account.login-link')).toHaveLength(3)
    })

    it('answers the 21st use of mailed links from one IP within 15 minutes with 429 and Retry-After', async () => {
      const use = (token: string, ip = '198.51.100.90') =>
        send(account.api, 'POST', '/v1/login-by-token', { token: account.site.token, body: { token }, headers: from(ip) })
      for (let attempt = 1; attempt <= 20; attempt++) {
        expect((await use(`guessed-token-${attempt}-0123456789abcdefghij`)).status, `attempt ${attempt}`).toBe(422)
      }

      const user = await registerUserOn(account)
      const token = await linkToken(user.email)
      await expectTooMany(await use(token), 15 * 60)
      // The refused attempt did not use the link up: from another IP it still signs in.
      expect((await use(token, '198.51.100.91')).status).toBe(200)
    })
  })

  describe('POST /v1/login-by-token', () => {
    it('gives a token set that opens the profile of the user the link was mailed to', async () => {
      const user = await registerUserOn(account)
      const response = await signInBy(await linkToken(user.email))
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const tokens = (await response.json()) as TokenSet
      expect(tokens).toEqual({
        token_type: 'Bearer',
        expires_in: expect.any(Number),
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      })
      expect(tokens.access_token).not.toBe(user.tokens.access_token)

      const opened = await profile(tokens.access_token)
      expect(opened.status).toBe(200)
      expect(await opened.json()).toMatchObject({ email: user.email, name: user.name })
    })

    it('marks the address verified, since the link proves the mailbox', async () => {
      const user = await registerUserOn(account)
      expect(await (await profile(user.tokens.access_token)).json()).toMatchObject({ email_verified_at: null })

      const tokens = (await (await signInBy(await linkToken(user.email))).json()) as TokenSet
      await expectVerifiedJustNow(account, tokens.access_token)
    })

    it('signs in only once by a link, and says so the second time', async () => {
      const user = await registerUserOn(account)
      const token = await linkToken(user.email)
      expect((await signInBy(token)).status).toBe(200)

      const again = await signInBy(token)
      expect(again.status).toBe(422)
      const body = (await again.json()) as ErrorBody
      expect(body.message).toMatch(/уже входили/)
      expect(body.errors.token).toEqual([body.message])
    })

    it('still signs in 14 minutes after the mail', async () => {
      const user = await registerUserOn(account)
      const token = await linkToken(user.email)
      await age(token, 14)
      expect((await signInBy(token)).status).toBe(200)
    })

    it('refuses a link 15 minutes after the mail, saying it has expired', async () => {
      const user = await registerUserOn(account)
      const token = await linkToken(user.email)
      await age(token, 15)

      const response = await signInBy(token)
      expect(response.status).toBe(422)
      const body = (await response.json()) as ErrorBody
      expect(body.message).toMatch(/устарела/)
      expect(body.errors.token).toEqual([body.message])
    })

    it('refuses an unknown token with 422 under token', async () => {
      const response = await signInBy('no-such-token-0123456789abcdefghijklmnop')
      expect(response.status).toBe(422)
      const body = (await response.json()) as ErrorBody
      expect(body.errors.token).toEqual([expect.any(String)])
    })

    it('refuses a link that was mailed before the address changed', async () => {
      const user = await registerUserOn(account)
      const token = await linkToken(user.email)
      const changed = await send(account.api, 'PATCH', '/v1/users', {
        token: user.tokens.access_token,
        body: { email: `moved.${Date.now()}@example.ru`, current_password: user.password },
      })
      expect(changed.status).toBe(200)

      const response = await signInBy(token)
      expect(response.status).toBe(422)
      expect(((await response.json()) as ErrorBody).errors.token).toEqual([expect.any(String)])
    })
  })
})
