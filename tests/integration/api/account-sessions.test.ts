import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashToken } from '#api/auth/secrets.ts'
import { authSessions, oauthAccessTokens, userDevices } from '#api/db/schema/index.ts'
import type { AccountSession } from '#shared/contract/account.ts'
import { codeIn, latestMail, mailsTo, newUserFields, registerUser, requestToken, send, type TokenSet } from './support/accounts.ts'
import { refreshOn, registerUserOn, useAccountApi } from './support/account-api.ts'
import { createTestClient } from './support/test-api.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const NEW_SIGN_IN = 'account.new-sign-in'

let deviceSequence = 0
/** A device as the site describes it: the browser, the visitor's address and the site's device id. */
function device(userAgent: string, ip = '203.0.113.7') {
  const id = `device-${++deviceSequence}-${Date.now()}-0123456789abcdef`
  return { id, headers: { 'user-agent': userAgent, 'x-forwarded-for': ip, 'x-device-id': id } }
}

describe('the account’s sessions', () => {
  const account = useAccountApi()

  /** Signs in with the password grant, as the site's server does for a visitor on `from`. */
  async function signIn(user: { email: string; password: string }, from: { headers: Record<string, string> }, client = account.site) {
    const response = await requestToken(
      account.api,
      { grant_type: 'password', client_id: client.id, client_secret: client.secret, username: user.email, password: user.password },
      from.headers,
    )
    expect(response.status).toBe(200)
    return (await response.json()) as TokenSet
  }
  const sessionRow = async (accessToken: string) => {
    const [row] = await account.database.db
      .select({ session: authSessions })
      .from(oauthAccessTokens)
      .innerJoin(authSessions, eq(authSessions.id, oauthAccessTokens.sessionId))
      .where(eq(oauthAccessTokens.tokenHash, hashToken(accessToken)))
    return row!.session
  }
  const list = async (token: string) => {
    const response = await send(account.api, 'GET', '/v1/sessions', { token })
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: AccountSession[] }).data
  }
  const profileStatus = async (token: string) => (await send(account.api, 'GET', '/v1/profile', { token })).status
  const end = (token: string, id: number | string) => send(account.api, 'DELETE', `/v1/sessions/${id}`, { token })

  describe('what a sign-in records', () => {
    it('keeps the browser, the address and only a hash of the device id the site sends', async () => {
      const user = await registerUserOn(account)
      const phone = device(IPHONE, '203.0.113.50')
      const session = await sessionRow((await signIn(user, phone)).access_token)
      expect(session).toMatchObject({ userAgent: IPHONE, ip: '203.0.113.50', deviceHash: hashToken(`device:${phone.id}`) })
      const [known] = await account.database.db.select().from(userDevices).where(eq(userDevices.userId, session.userId))
      expect(known).toMatchObject({ deviceHash: hashToken(`device:${phone.id}`), userAgent: IPHONE })
    })

    it('tells devices apart by the User-Agent when the site sends no device id', async () => {
      const user = await registerUserOn(account)
      const session = await sessionRow((await signIn(user, { headers: { 'user-agent': WINDOWS } })).access_token)
      expect(session.deviceHash).toBe(hashToken(`user-agent:${WINDOWS}`))
    })

    it('ignores a device id that is not one the site makes', async () => {
      const user = await registerUserOn(account)
      const session = await sessionRow((await signIn(user, { headers: { 'user-agent': WINDOWS, 'x-device-id': 'short' } })).access_token)
      expect(session.deviceHash).toBe(hashToken(`user-agent:${WINDOWS}`))
    })

    it('believes nothing of the visitor from a client that is not the site', async () => {
      const user = await registerUserOn(account)
      const other = await createTestClient(account.database.db, { firstParty: false, grants: ['password', 'refresh_token'] })
      const session = await sessionRow((await signIn(user, device(IPHONE, '203.0.113.51'), other)).access_token)
      expect(session).toMatchObject({ userAgent: null, ip: null, deviceHash: null })
    })

    it('records the visitor of a sign-in by the site’s own token (confirming a registration), not by a user’s token', async () => {
      /** Registers, then confirms with the mailed code, the call made with `token` from the device `from`. */
      async function confirmedWith(token: string, from: { headers: Record<string, string> }) {
        const fields = newUserFields()
        expect((await send(account.api, 'POST', '/v1/register', { token: account.site.token, body: fields })).status).toBe(202)
        const code = codeIn((await latestMail(account.database.db, fields.email, 'account.verification')).text)
        const confirmed = await send(account.api, 'POST', '/v1/register/confirm', {
          token,
          headers: from.headers,
          body: { email: fields.email, password: fields.password, code },
        })
        expect(confirmed.status).toBe(200)
        return sessionRow(((await confirmed.json()) as TokenSet).access_token)
      }
      const phone = device(IPHONE, '203.0.113.52')
      expect(await confirmedWith(account.site.token, phone)).toMatchObject({
        userAgent: IPHONE,
        ip: '203.0.113.52',
        deviceHash: hashToken(`device:${phone.id}`),
      })
      // A user's token sits in their cookie: whoever holds it cannot say who the visitor is.
      const someone = await registerUserOn(account)
      expect(await confirmedWith(someone.tokens.access_token, device(IPHONE, '203.0.113.53'))).toMatchObject({
        userAgent: null,
        ip: null,
        deviceHash: null,
      })
    })
  })

  describe('GET /v1/sessions', () => {
    it('lists the active sessions, last used first, with the current one marked and the device read', async () => {
      const user = await registerUserOn(account)
      const phone = await signIn(user, device(IPHONE, '203.0.113.60'))
      const desktop = await signIn(user, device(WINDOWS, '203.0.113.61'))
      const ended = await signIn(user, device(WINDOWS))
      expect((await send(account.api, 'POST', '/v1/logout', { token: ended.access_token })).status).toBe(204)
      // The phone was used an hour ago; the desktop asks now.
      await account.database.db
        .update(authSessions)
        .set({ lastUsedAt: sql`now() - interval '1 hour'` })
        .where(eq(authSessions.id, (await sessionRow(phone.access_token)).id))

      const sessions = await list(desktop.access_token)
      const mine = sessions.filter((session) => session.ip?.startsWith('203.0.113.6'))
      expect(mine).toEqual([
        {
          id: (await sessionRow(desktop.access_token)).id,
          device: { os: 'Windows', browser: 'Chrome 131', kind: 'desktop' },
          ip: '203.0.113.61',
          created_at: expect.any(String),
          last_used_at: expect.any(String),
          current: true,
        },
        {
          id: (await sessionRow(phone.access_token)).id,
          device: { os: 'iPhone', browser: 'Safari 18', kind: 'mobile' },
          ip: '203.0.113.60',
          created_at: expect.any(String),
          last_used_at: expect.any(String),
          current: false,
        },
      ])
      // The session signed in by registerUser (no device known) is listed too, and nothing ended is.
      expect(sessions).toHaveLength(3)
      expect(sessions.filter((session) => session.current)).toHaveLength(1)
    })

    it('refuses a client’s own token as the other account endpoints do', async () => {
      const sessions = await send(account.api, 'GET', '/v1/sessions', { token: account.site.token })
      const profile = await send(account.api, 'GET', '/v1/profile', { token: account.site.token })
      expect(sessions.status).toBe(401)
      expect(await sessions.json()).toEqual(await profile.json())
      expect((await end(account.site.token, 1)).status).toBe(401)
      expect((await send(account.api, 'DELETE', '/v1/sessions', { token: account.site.token })).status).toBe(401)
    })

    it('refuses a request without a token', async () => {
      expect((await send(account.api, 'GET', '/v1/sessions')).status).toBe(401)
    })
  })

  describe('DELETE /v1/sessions/{id}', () => {
    it('ends another session of the account: its access token stops working and its refresh token too', async () => {
      const user = await registerUserOn(account)
      const here = await signIn(user, device(WINDOWS))
      const there = await signIn(user, device(IPHONE))
      const response = await end(here.access_token, (await sessionRow(there.access_token)).id)
      expect(response.status).toBe(204)
      expect(await profileStatus(there.access_token)).toBe(401)
      expect((await refreshOn(account, there.refresh_token)).status).toBe(400)
      expect(await profileStatus(here.access_token)).toBe(200)
      expect((await list(here.access_token)).map((session) => session.id)).not.toContain((await sessionRow(there.access_token)).id)
    })

    it('ends the current session too, which is signing out', async () => {
      const user = await registerUserOn(account)
      const here = await signIn(user, device(WINDOWS))
      expect((await end(here.access_token, (await sessionRow(here.access_token)).id)).status).toBe(204)
      expect(await profileStatus(here.access_token)).toBe(401)
      expect((await refreshOn(account, here.refresh_token)).status).toBe(400)
    })

    it('answers someone else’s session, an ended one, an unknown id and a malformed one with the same 404, and ends nothing', async () => {
      const owner = await registerUserOn(account)
      const stranger = await registerUserOn(account)
      const theirs = (await sessionRow(stranger.tokens.access_token)).id
      const ended = await signIn(owner, device(WINDOWS))
      const endedId = (await sessionRow(ended.access_token)).id
      expect((await end(ended.access_token, endedId)).status).toBe(204)

      const answers = await Promise.all(
        [theirs, endedId, 2_000_000_000, 'abc', '0', '1e3', '99999999999'].map(async (id) => {
          const response = await end(owner.tokens.access_token, id)
          return { status: response.status, body: await response.json() }
        }),
      )
      for (const answer of answers) expect(answer).toEqual(answers[0])
      expect(answers[0]!.status).toBe(404)
      expect(await profileStatus(stranger.tokens.access_token)).toBe(200)
    })
  })

  describe('DELETE /v1/sessions', () => {
    it('ends every session of the account but the current one, and no other account’s', async () => {
      const user = await registerUserOn(account)
      const stranger = await registerUserOn(account)
      const here = await signIn(user, device(WINDOWS))
      const others = [user.tokens, await signIn(user, device(IPHONE)), await signIn(user, device(IPHONE))]
      expect((await send(account.api, 'DELETE', '/v1/sessions', { token: here.access_token })).status).toBe(204)
      for (const other of others) expect(await profileStatus(other.access_token)).toBe(401)
      expect((await list(here.access_token)).map((session) => session.current)).toEqual([true])
      expect(await profileStatus(stranger.tokens.access_token)).toBe(200)
    })
  })

  describe('last use', () => {
    const lastUsed = async (token: string) => (await sessionRow(token)).lastUsedAt.getTime()
    const setLastUsed = async (token: string, interval: string) =>
      account.database.db
        .update(authSessions)
        .set({ lastUsedAt: sql`now() - ${interval}::interval` })
        .where(eq(authSessions.id, (await sessionRow(token)).id))

    it('moves when the access token is used, at most once a minute', async () => {
      const user = await registerUserOn(account)
      const token = user.tokens.access_token
      await setLastUsed(token, '2 minutes')
      const before = await lastUsed(token)
      expect(await profileStatus(token)).toBe(200)
      const moved = await lastUsed(token)
      expect(moved).toBeGreaterThan(before + 60_000)
      // Within the minute, further use writes nothing.
      await setLastUsed(token, '30 seconds')
      const recent = await lastUsed(token)
      expect(await profileStatus(token)).toBe(200)
      expect(await lastUsed(token)).toBe(recent)
    })

    it('moves when the session is refreshed', async () => {
      const user = await registerUserOn(account)
      await setLastUsed(user.tokens.access_token, '2 hours')
      const before = await lastUsed(user.tokens.access_token)
      const refreshed = await refreshOn(account, user.tokens.refresh_token)
      expect(refreshed.status).toBe(200)
      expect(await lastUsed(((await refreshed.json()) as TokenSet).access_token)).toBeGreaterThan(before + 60 * 60_000)
    })
  })

  describe('the mail about a new device', () => {
    it('is not sent for the account’s first known device, nor again for a known one', async () => {
      const user = await registerUserOn(account)
      const phone = device(IPHONE)
      await signIn(user, phone)
      await signIn(user, phone)
      expect(await mailsTo(account.database.db, user.email, NEW_SIGN_IN)).toHaveLength(0)
    })

    it('is sent once for each device the account has not used before, with the time, device, address and the way to the sessions', async () => {
      const user = await registerUserOn(account)
      await signIn(user, device(WINDOWS))
      const phone = device(IPHONE, '203.0.113.77')
      await signIn(user, phone)
      await signIn(user, phone)
      const mails = await mailsTo(account.database.db, user.email, NEW_SIGN_IN)
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail!.subject).toBe('Малахит: новый вход в личный кабинет')
      expect(mail!.text).toContain('iPhone · Safari 18')
      expect(mail!.text).toContain('203.0.113.77')
      expect(mail!.text).toMatch(/\d{1,2} [а-я]+ \d{4} в \d{2}:\d{2} \(МСК\)/)
      expect(mail!.text).toContain('https://malakhit.test/profile/sessions/')
      expect(mail!.text).toContain('https://malakhit.test/password/forgot/')

      await signIn(user, device(WINDOWS, '203.0.113.78'))
      expect(await mailsTo(account.database.db, user.email, NEW_SIGN_IN)).toHaveLength(2)
    })

    it('is not sent for the sign-in that finishes a registration, and is for the next device after it', async () => {
      const fields = newUserFields()
      expect((await send(account.api, 'POST', '/v1/register', { token: account.site.token, body: fields })).status).toBe(202)
      const code = codeIn((await latestMail(account.database.db, fields.email, 'account.verification')).text)
      const confirmed = await send(account.api, 'POST', '/v1/register/confirm', {
        token: account.site.token,
        headers: device(WINDOWS).headers,
        body: { email: fields.email, password: fields.password, code },
      })
      expect(confirmed.status).toBe(200)
      expect(await mailsTo(account.database.db, fields.email, NEW_SIGN_IN)).toHaveLength(0)
      await signIn(fields, device(IPHONE))
      expect(await mailsTo(account.database.db, fields.email, NEW_SIGN_IN)).toHaveLength(1)
    })

    it('is not sent when the client is not the site, whose word on the device means nothing', async () => {
      const user = await registerUserOn(account)
      await signIn(user, device(WINDOWS))
      const other = await createTestClient(account.database.db, { firstParty: false, grants: ['password'] })
      await signIn(user, device(IPHONE), other)
      expect(await mailsTo(account.database.db, user.email, NEW_SIGN_IN)).toHaveLength(0)
    })
  })

  it('is kept apart from another account signing in on the same device', async () => {
    const first = await registerUser(account.api, account.site.token)
    const second = await registerUser(account.api, account.site.token)
    const shared = device(WINDOWS)
    await signIn(first, shared)
    await signIn(second, shared)
    await signIn(second, device(IPHONE))
    expect(await mailsTo(account.database.db, first.email, NEW_SIGN_IN)).toHaveLength(0)
    expect(await mailsTo(account.database.db, second.email, NEW_SIGN_IN)).toHaveLength(1)
  })
})
