import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { hashPassword } from '#api/auth/passwords.ts'
import { hashToken } from '#api/auth/secrets.ts'
import { userTokens } from '#api/db/schema/index.ts'
import { latestMail, linkIn, mailsTo, send, type TokenSet } from './support/accounts.ts'
import { expectVerifiedJustNow, refreshOn, registerUserOn, signInOn, useAccountApi } from './support/account-api.ts'
import { expectLinkMailedOnlyToKnownAddress } from './support/mailed-links.ts'
import { createTestApi } from './support/test-api.ts'

const NEW_PASSWORD = 'Синий-трамвай-2024'

// The real hashing, watched: a test checks when the API spends time on it.
vi.mock('#api/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#api/auth/passwords.ts')>()
  return { ...original, hashPassword: vi.fn(original.hashPassword) }
})

describe('password reset', () => {
  const account = useAccountApi()

  const forgot = (email: string, headers: Record<string, string> = {}, on = account.api) =>
    send(on, 'POST', '/v1/password/forgot', { token: account.site.token, body: { email }, headers })
  const reset = (body: Record<string, unknown>) => send(account.api, 'POST', '/v1/password/reset', { token: account.site.token, body })
  const check = (body: Record<string, unknown>) =>
    send(account.api, 'POST', '/v1/password/reset/check', { token: account.site.token, body })
  const signIn = (username: string, password: string) => signInOn(account, username, password)
  const refresh = (refreshToken: string) => refreshOn(account, refreshToken)
  const profile = (token: string) => send(account.api, 'GET', '/v1/profile', { token })

  /** Asks for a reset link for the address and returns the link from the mail. */
  async function resetLink(email: string): Promise<URL> {
    expect((await forgot(email)).status).toBe(202)
    return linkIn((await latestMail(account.database.db, email, 'account.password-reset')).text, '/password/reset/')
  }
  const tokenOf = (link: URL) => link.searchParams.get('token')!
  /** The link as the reset screen sends it to be checked: its token and address. */
  const linkFields = (link: URL, overrides: Record<string, unknown> = {}) => ({
    token: tokenOf(link),
    email: link.searchParams.get('email')!,
    ...overrides,
  })
  /** The row the API keeps for the link's token. */
  const storedToken = async (link: URL) =>
    (
      await account.database.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.tokenHash, hashToken(tokenOf(link))))
    )[0]!
  /** Moves the link's expiry past: it was mailed 61 minutes ago. */
  const expire = (link: URL) =>
    account.database.db
      .update(userTokens)
      .set({ expiresAt: sql`${userTokens.expiresAt} - interval '61 minutes'` })
      .where(eq(userTokens.tokenHash, hashToken(tokenOf(link))))
  const newPassword = (link: URL, overrides: Record<string, unknown> = {}) => ({
    token: tokenOf(link),
    email: link.searchParams.get('email')!,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...overrides,
  })

  describe('POST /v1/password/forgot', () => {
    it('answers a known and an unknown address alike with 202, and mails a link only to the known one', async () => {
      const { email, link } = await expectLinkMailedOnlyToKnownAddress(account, forgot, {
        kind: 'account.password-reset',
        path: '/password/reset/',
      })
      expect(link.searchParams.get('email')).toBe(email)
    })

    it('takes at least the uniform time for a known and for an unknown address', async () => {
      const user = await registerUserOn(account)
      // The suite's API skips the wait; this one waits as in production.
      const timedApi = createTestApi(account.database.db, { config: account.config, uniformTime: true })
      const timed = async (email: string) => {
        const started = performance.now()
        const response = await forgot(email, {}, timedApi)
        expect(response.status).toBe(202)
        return performance.now() - started
      }
      expect(await timed(user.email)).toBeGreaterThanOrEqual(350)
      expect(await timed(`nobody.${Date.now()}@example.ru`)).toBeGreaterThanOrEqual(350)
    })

    it('refuses a malformed address with 422 under email', async () => {
      const response = await forgot('not-an-address')
      expect(response.status).toBe(422)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(body.errors.email).toEqual([expect.any(String)])
    })
  })

  describe('POST /v1/password/reset', () => {
    it('makes an unused sign-in link stop working', async () => {
      const user = await registerUserOn(account)
      expect((await send(account.api, 'POST', '/v1/login-links', { token: account.site.token, body: { email: user.email } })).status).toBe(
        202,
      )
      const loginLink = linkIn((await latestMail(account.database.db, user.email, 'account.login-link')).text, '/login-by-token/')
      expect((await reset(newPassword(await resetLink(user.email)))).status).toBe(200)
      const signInByLink = await send(account.api, 'POST', '/v1/login-by-token', {
        token: account.site.token,
        body: { token: tokenOf(loginLink) },
      })
      expect(signInByLink.status).toBe(422)
    })

    it('sets the new password: the old one fails at the password grant and the new one works', async () => {
      const user = await registerUserOn(account)
      const response = await reset(newPassword(await resetLink(user.email)))
      expect(response.status).toBe(200)

      const old = await signIn(user.email, user.password)
      expect(old.status).toBe(400)
      expect(await old.json()).toMatchObject({ error: 'invalid_grant' })
      const fresh = await signIn(user.email, NEW_PASSWORD)
      expect(fresh.status).toBe(200)
      expect((await profile(((await fresh.json()) as TokenSet).access_token)).status).toBe(200)
    })

    it('ends every session of the user: earlier access and refresh tokens stop working', async () => {
      const user = await registerUserOn(account)
      const other = (await (await signIn(user.email, user.password)).json()) as TokenSet
      expect((await profile(user.tokens.access_token)).status).toBe(200)
      expect((await profile(other.access_token)).status).toBe(200)

      expect((await reset(newPassword(await resetLink(user.email)))).status).toBe(200)

      for (const session of [user.tokens, other]) {
        expect((await profile(session.access_token)).status).toBe(401)
        const refreshed = await refresh(session.refresh_token)
        expect(refreshed.status).toBe(400)
        expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' })
      }
    })

    it('marks an unverified address verified, since the link proves the mailbox', async () => {
      const user = await registerUserOn(account)
      expect(await (await profile(user.tokens.access_token)).json()).toMatchObject({ email_verified_at: null })

      expect((await reset(newPassword(await resetLink(user.email)))).status).toBe(200)

      const session = (await (await signIn(user.email, NEW_PASSWORD)).json()) as TokenSet
      await expectVerifiedJustNow(account, session.access_token)
    })

    it('mails a notice that the password was changed', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      expect(await mailsTo(account.database.db, user.email, 'account.password-changed')).toHaveLength(0)

      expect((await reset(newPassword(link))).status).toBe(200)

      const notices = await mailsTo(account.database.db, user.email, 'account.password-changed')
      expect(notices).toHaveLength(1)
      expect(notices[0]!.text).not.toContain(NEW_PASSWORD)
    })

    it('accepts a link only once', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      expect((await reset(newPassword(link))).status).toBe(200)

      const again = await reset(newPassword(link, { password: 'Другой-пароль-77', password_confirmation: 'Другой-пароль-77' }))
      expect(again.status).toBe(422)
      expect(((await again.json()) as { errors: Record<string, string[]> }).errors.token).toEqual([expect.any(String)])
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200)
    })

    it('refuses a link older than 60 minutes with 422 under token', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      await expire(link)

      const response = await reset(newPassword(link))
      expect(response.status).toBe(422)
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(body.errors.token).toEqual([body.message])
      expect(body.message).toMatch(/устарела/)
      expect((await signIn(user.email, user.password)).status).toBe(200)
    })

    it('refuses a valid link together with another address', async () => {
      const user = await registerUserOn(account)
      const other = await registerUserOn(account)
      const link = await resetLink(user.email)

      const response = await reset(newPassword(link, { email: other.email }))
      expect(response.status).toBe(422)
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.token).toEqual([expect.any(String)])
      expect((await signIn(user.email, user.password)).status).toBe(200)
      expect((await signIn(other.email, other.password)).status).toBe(200)
    })

    it('keeps the link usable after a reset with another address, so the right address still resets', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)

      const refused = await reset(newPassword(link, { email: `someone.else.${Date.now()}@example.ru` }))
      expect(refused.status).toBe(422)
      expect((await storedToken(link)).usedAt).toBeNull()

      expect((await reset(newPassword(link))).status).toBe(200)
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200)
    })

    it('checks the link and the address before hashing the new password', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      vi.mocked(hashPassword).mockClear()

      expect((await reset(newPassword(link, { token: 'no-such-token-0123456789abcdefghijklmnop' }))).status).toBe(422)
      expect((await reset(newPassword(link, { email: `someone.else.${Date.now()}@example.ru` }))).status).toBe(422)
      expect(hashPassword).not.toHaveBeenCalled()

      expect((await reset(newPassword(link))).status).toBe(200)
      expect(hashPassword).toHaveBeenCalledTimes(1)
    })

    it('lets only one of two parallel resets with one link change the password', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      const other = 'Другой-пароль-77'
      const responses = await Promise.all([
        reset(newPassword(link)),
        reset(newPassword(link, { password: other, password_confirmation: other })),
      ])
      expect(responses.map((response) => response.status).sort()).toEqual([200, 422])
      expect(await mailsTo(account.database.db, user.email, 'account.password-changed')).toHaveLength(1)
    })

    it('stops an older link working once a newer one is requested', async () => {
      const user = await registerUserOn(account)
      const older = await resetLink(user.email)
      const newer = await resetLink(user.email)
      expect(tokenOf(newer)).not.toBe(tokenOf(older))

      const refused = await reset(newPassword(older))
      expect(refused.status).toBe(422)
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.token).toEqual([expect.any(String)])
      expect((await reset(newPassword(newer))).status).toBe(200)
    })

    it('refuses a short or a common password with 422 under password', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      for (const password of ['Кот-1', 'password1', 'qwertyuiop']) {
        const response = await reset(newPassword(link, { password, password_confirmation: password }))
        expect(response.status, password).toBe(422)
        const body = (await response.json()) as { errors: Record<string, string[]> }
        expect(Object.keys(body.errors), password).toEqual(['password'])
      }
      expect((await signIn(user.email, user.password)).status).toBe(200)
    })

    it('refuses a confirmation that differs with 422 under password_confirmation', async () => {
      const user = await registerUserOn(account)
      const response = await reset(newPassword(await resetLink(user.email), { password_confirmation: `${NEW_PASSWORD}!` }))
      expect(response.status).toBe(422)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(Object.keys(body.errors)).toEqual(['password_confirmation'])
      expect((await signIn(user.email, user.password)).status).toBe(200)
    })

    it('keeps the link usable after a refused password, so a typo does not cost a new mail', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      expect((await reset(newPassword(link, { password: 'password1', password_confirmation: 'password1' }))).status).toBe(422)
      expect((await reset(newPassword(link, { password_confirmation: 'другое' }))).status).toBe(422)

      expect((await reset(newPassword(link))).status).toBe(200)
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200)
    })
  })

  describe('POST /v1/password/reset/check', () => {
    /** The body of a refusal, which must be the same whatever made the link unusable. */
    async function refusal(response: Response) {
      expect(response.status).toBe(422)
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(body.errors.token).toEqual([body.message])
      return body
    }

    it('answers 200 for a link that can be used, and leaves it unused', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)

      for (const attempt of [1, 2]) {
        const response = await check(linkFields(link))
        expect(response.status, `check ${attempt}`).toBe(200)
        expect(await response.json()).toEqual({ valid: true })
      }
      expect((await storedToken(link)).usedAt).toBeNull()
      expect((await reset(newPassword(link))).status).toBe(200)
    })

    it('reads the address of the link in any case, as the reset does', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      expect((await check(linkFields(link, { email: user.email.toUpperCase() }))).status).toBe(200)
    })

    it('refuses a used, an expired, a replaced, a made-up link and one with another address in the same words', async () => {
      const user = await registerUserOn(account)
      const other = await registerUserOn(account)

      const used = await resetLink(user.email)
      expect((await reset(newPassword(used))).status).toBe(200)
      const replaced = await resetLink(other.email)
      const expired = await resetLink(other.email)
      await expire(expired)
      const valid = await resetLink(user.email)

      const bodies = [
        await refusal(await check(linkFields(used))),
        await refusal(await check(linkFields(expired))),
        await refusal(await check(linkFields(replaced))),
        await refusal(await check(linkFields(valid, { token: 'no-such-token-0123456789abcdefghijklmnop' }))),
        await refusal(await check(linkFields(valid, { email: other.email }))),
        await refusal(await check(linkFields(valid, { email: `nobody.${Date.now()}@example.ru` }))),
        await refusal(await check(linkFields(valid, { email: 'not-an-address' }))),
      ]
      for (const body of bodies) expect(body).toEqual(bodies[0])
      expect(bodies[0]!.message).toMatch(/^Ссылка для смены пароля недействительна или устарела/)
      expect(bodies[0]!.message).toMatch(/Запросите новую/)
      // None of the checks used the valid link up.
      expect((await check(linkFields(valid))).status).toBe(200)
    })

    it('answers a link without its token or address with 422 under the missing field', async () => {
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      const noToken = await check({ email: user.email })
      expect(noToken.status).toBe(422)
      expect(Object.keys(((await noToken.json()) as { errors: Record<string, string[]> }).errors)).toEqual(['token'])
      const noAddress = await check({ token: tokenOf(link) })
      expect(noAddress.status).toBe(422)
      expect(Object.keys(((await noAddress.json()) as { errors: Record<string, string[]> }).errors)).toEqual(['email'])
    })

    it('needs a bearer token', async () => {
      expect((await send(account.api, 'POST', '/v1/password/reset/check', { body: { token: 'x', email: 'a@example.ru' } })).status).toBe(
        401,
      )
    })

    it('counts as a use of a mailed link per IP (linkUse): 429 with Retry-After over the limit, shared with the reset', async () => {
      const limited = createTestApi(account.database.db, { config: account.config, limits: { linkUse: { points: 2, duration: 900 } } })
      const user = await registerUserOn(account)
      const link = await resetLink(user.email)
      const ip = { 'x-forwarded-for': '198.51.100.41' }
      const checkFrom = (headers: Record<string, string>, body = linkFields(link)) =>
        send(limited, 'POST', '/v1/password/reset/check', { token: account.site.token, body, headers })

      expect((await checkFrom(ip)).status).toBe(200)
      expect((await checkFrom(ip, linkFields(link, { token: 'no-such-token-0123456789abcdefghijklmnop' }))).status).toBe(422)
      const tooMany = await checkFrom(ip)
      expect(tooMany.status).toBe(429)
      expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await tooMany.json()) as { message: string }).message).toMatch(/Попробуйте снова через/)
      // The reset itself counts against the same limit.
      expect(
        (await send(limited, 'POST', '/v1/password/reset', { token: account.site.token, body: newPassword(link), headers: ip })).status,
      ).toBe(429)
      expect((await checkFrom({ 'x-forwarded-for': '198.51.100.42' })).status).toBe(200)
    })
  })

  describe('rate limits of reset mails', () => {
    const expectTooMany = async (response: Response) => {
      expect(response.status).toBe(429)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      return (await response.json()) as { message: string }
    }

    it('answers 429 with Retry-After once an IP has asked for its mails', async () => {
      const limited = createTestApi(account.database.db, { config: account.config, limits: { accountMail: { points: 2, duration: 900 } } })
      const ip = { 'x-forwarded-for': '198.51.100.21' }
      for (let i = 0; i < 2; i++) expect((await forgot(`ip.${i}.${Date.now()}@example.ru`, ip, limited)).status).toBe(202)

      const body = await expectTooMany(await forgot(`ip.last.${Date.now()}@example.ru`, ip, limited))
      expect(body.message).toMatch(/Попробуйте снова через/)
      // Another visitor is not affected.
      expect((await forgot(`ip.other.${Date.now()}@example.ru`, { 'x-forwarded-for': '198.51.100.22' }, limited)).status).toBe(202)
    })

    it('answers 429 with Retry-After once an address has been sent its mails, from any IP', async () => {
      const limited = createTestApi(account.database.db, {
        config: account.config,
        limits: { accountMailPerEmail: { points: 2, duration: 900 } },
      })
      const user = await registerUserOn(account)
      expect((await forgot(user.email, { 'x-forwarded-for': '198.51.100.31' }, limited)).status).toBe(202)
      expect((await forgot(user.email, { 'x-forwarded-for': '198.51.100.32' }, limited)).status).toBe(202)

      await expectTooMany(await forgot(user.email, { 'x-forwarded-for': '198.51.100.33' }, limited))
      expect(await mailsTo(account.database.db, user.email, 'account.password-reset')).toHaveLength(2)
    })

    it('limits an unknown address exactly like a known one, so the limit does not reveal accounts', async () => {
      const limited = createTestApi(account.database.db, {
        config: account.config,
        limits: { accountMailPerEmail: { points: 2, duration: 900 } },
      })
      const user = await registerUserOn(account)
      const unknown = `nobody.${Date.now()}@example.ru`
      const answers = async (email: string) => {
        const statuses: number[] = []
        let last: Response | undefined
        for (let i = 0; i < 3; i++) {
          last = await forgot(email, {}, limited)
          statuses.push(last.status)
        }
        return { statuses, body: await last!.json(), retryAfter: last!.headers.get('retry-after') }
      }

      const known = await answers(user.email)
      const stranger = await answers(unknown)
      expect(known.statuses).toEqual([202, 202, 429])
      expect(stranger.statuses).toEqual(known.statuses)
      expect(stranger.body).toEqual(known.body)
      expect(stranger.retryAfter).not.toBeNull()
    })
  })
})
