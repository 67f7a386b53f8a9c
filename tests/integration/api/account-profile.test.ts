import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authSessions, oauthAccessTokens, oauthRefreshTokens, rateLimits, userTokens, users } from '#api/db/schema/index.ts'
import { enqueueMail } from '#api/mail/outbox.ts'
import { startMailSender } from '#api/mail/sender.ts'
import type { MailMessage } from '#api/mail/transport.ts'
import { latestMail, linkTokenIn, mailsTo, requestToken, send, type TokenSet } from './support/accounts.ts'
import { deleteAccountOn, refreshOn, registerUserOn, signInOn, useAccountApi } from './support/account-api.ts'
import { createTestClient, recordingLogger } from './support/test-api.ts'
import type { Profile } from '#shared/contract/account.ts'

interface ErrorBody {
  message: string
  errors: Record<string, string[]>
}

const NEW_PASSWORD = 'Синий-трамвай-2024'

describe('the signed-in user’s account', () => {
  const account = useAccountApi()

  const profile = (token: string) => send(account.api, 'GET', '/v1/profile', { token })
  const update = (token: string, body: Record<string, unknown>) => send(account.api, 'PATCH', '/v1/users', { token, body })
  const signIn = (username: string, password: string) => signInOn(account, username, password)
  const refresh = (refreshToken: string) => refreshOn(account, refreshToken)
  /** A second sign-in of the same user, as from another device. */
  const otherSession = async (email: string, password: string) => {
    const response = await signIn(email, password)
    expect(response.status).toBe(200)
    return (await response.json()) as TokenSet
  }
  const storedUser = async (id: number) => (await account.database.db.select().from(users).where(eq(users.id, id)))[0]
  const idOf = async (token: string) => ((await (await profile(token)).json()) as Profile).id

  describe('GET /v1/profile', () => {
    it('returns the signed-in user’s profile, never cached', async () => {
      const user = await registerUserOn(account)
      const response = await profile(user.tokens.access_token)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({
        id: expect.any(Number),
        name: user.name,
        email: user.email,
        phone: '+79991234567',
        company: user.company,
        email_verified_at: null,
        role: null,
        created_at: expect.any(String),
      })
    })

    it('refuses a client’s own token, which has no user, with 401', async () => {
      const response = await profile(account.site.token)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
    })
  })

  describe('PATCH /v1/users', () => {
    it('updates the name, the phone (stored as E.164) and the company, and returns the profile', async () => {
      const user = await registerUserOn(account)
      const response = await update(user.tokens.access_token, { name: 'Мария Иванова', phone: '8 (912) 345-67-89', company: 'АО «Гранит»' })
      expect(response.status).toBe(200)
      const body = (await response.json()) as Profile
      expect(body).toMatchObject({ name: 'Мария Иванова', phone: '+79123456789', company: 'АО «Гранит»', email: user.email })
      expect(await (await profile(user.tokens.access_token)).json()).toEqual(body)
    })

    it('clears the phone and the company when they are sent empty', async () => {
      const user = await registerUserOn(account)
      const response = await update(user.tokens.access_token, { phone: '', company: '  ' })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ phone: null, company: null, name: user.name })
      expect(await (await profile(user.tokens.access_token)).json()).toMatchObject({ phone: null, company: null })
    })

    it('refuses an invalid name and phone with 422 for each field, changing nothing', async () => {
      const user = await registerUserOn(account)
      const response = await update(user.tokens.access_token, { name: ' ', phone: '12345', company: 'АО «Гранит»' })
      expect(response.status).toBe(422)
      const body = (await response.json()) as ErrorBody
      expect(Object.keys(body.errors).sort()).toEqual(['name', 'phone'])
      expect(await (await profile(user.tokens.access_token)).json()).toMatchObject({ name: user.name, company: user.company })
    })

    it('refuses an email change without the current password with 422 under current_password', async () => {
      const user = await registerUserOn(account)
      const response = await update(user.tokens.access_token, { email: `moved.${Date.now()}@example.ru` })
      expect(response.status).toBe(422)
      expect(Object.keys(((await response.json()) as ErrorBody).errors)).toEqual(['current_password'])
      expect(await (await profile(user.tokens.access_token)).json()).toMatchObject({ email: user.email })
    })

    it('refuses an email change with a wrong current password with 422 under current_password', async () => {
      const user = await registerUserOn(account)
      const response = await update(user.tokens.access_token, {
        email: `moved.${Date.now()}@example.ru`,
        current_password: 'Не-тот-пароль-1',
      })
      expect(response.status).toBe(422)
      expect(Object.keys(((await response.json()) as ErrorBody).errors)).toEqual(['current_password'])
      expect(await (await profile(user.tokens.access_token)).json()).toMatchObject({ email: user.email })
    })

    it('refuses the 6th wrong current password within 15 minutes with 429 and Retry-After, even when it is right', async () => {
      const user = await registerUserOn(account)
      const moveWith = (current_password: string) =>
        update(user.tokens.access_token, { email: `moved.${Date.now()}@example.ru`, current_password })
      for (let attempt = 1; attempt <= 5; attempt++) expect((await moveWith('Не-тот-пароль-1')).status, `attempt ${attempt}`).toBe(422)

      const refused = await moveWith(user.password)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
      expect(((await refused.json()) as ErrorBody).message).toMatch(/Слишком много попыток ввести текущий пароль/)
      expect(await (await profile(user.tokens.access_token)).json()).toMatchObject({ email: user.email })
      // Edits that need no password go on.
      expect((await update(user.tokens.access_token, { company: 'АО «Гранит»' })).status).toBe(200)
    })

    it('lets no more wrong current passwords through than the limit when they come all at once', async () => {
      const user = await registerUserOn(account)
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          update(user.tokens.access_token, {
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
            current_password: 'Не-тот-пароль-1',
          }),
        ),
      )
      expect(responses.map((response) => response.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429])
    })

    it('counts wrong current passwords per user and forgets them after a right one', async () => {
      const [user, other] = [await registerUserOn(account), await registerUserOn(account)]
      const wrong = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, current_password: 'Не-тот-пароль-1' }
      for (let attempt = 1; attempt <= 4; attempt++) expect((await update(user.tokens.access_token, wrong)).status).toBe(422)
      expect((await update(other.tokens.access_token, wrong)).status).toBe(422)

      expect((await update(user.tokens.access_token, { ...wrong, current_password: user.password })).status).toBe(200)
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await update(user.tokens.access_token, wrong)).status, `attempt ${attempt} after the right one`).toBe(422)
      }
    })

    it('changes the email: unverified again, a verification to the new address and a notice to the old one', async () => {
      const user = await registerUserOn(account)
      const id = await idOf(user.tokens.access_token)
      await account.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id))
      const newEmail = `moved.${Date.now()}@example.ru`

      const response = await update(user.tokens.access_token, { email: newEmail, current_password: user.password })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ email: newEmail, email_verified_at: null })

      expect(await mailsTo(account.database.db, newEmail, 'account.verification')).toHaveLength(1)
      const notice = await latestMail(account.database.db, user.email, 'account.email-changed')
      expect(notice.text).toContain(newEmail)
      expect((await signIn(newEmail, user.password)).status).toBe(200)
    })

    it('refuses an address another user has, whatever its case, with 422 under email', async () => {
      const user = await registerUserOn(account)
      const other = await registerUserOn(account)
      const response = await update(user.tokens.access_token, { email: other.email.toUpperCase(), current_password: user.password })
      expect(response.status).toBe(422)
      expect(Object.keys(((await response.json()) as ErrorBody).errors)).toEqual(['email'])
      expect(await (await profile(user.tokens.access_token)).json()).toMatchObject({ email: user.email })
    })

    it('refuses a password change without the current password with 422 under current_password', async () => {
      const user = await registerUserOn(account)
      const response = await update(user.tokens.access_token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      expect(response.status).toBe(422)
      expect(Object.keys(((await response.json()) as ErrorBody).errors)).toEqual(['current_password'])
      expect((await signIn(user.email, user.password)).status).toBe(200)
    })

    it('changes the password: the current session keeps working and every other session ends', async () => {
      const user = await registerUserOn(account)
      const other = await otherSession(user.email, user.password)

      const response = await update(user.tokens.access_token, {
        current_password: user.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      expect(response.status).toBe(200)

      expect((await profile(user.tokens.access_token)).status).toBe(200)
      expect((await refresh(user.tokens.refresh_token)).status).toBe(200)
      expect((await profile(other.access_token)).status).toBe(401)
      const refused = await refresh(other.refresh_token)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ error: 'invalid_grant' })

      expect((await signIn(user.email, user.password)).status).toBe(400)
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200)
    })

    it('makes mailed reset and sign-in links that are still unused stop working when the password is changed', async () => {
      const user = await registerUserOn(account)
      await send(account.api, 'POST', '/v1/login-links', { token: account.site.token, body: { email: user.email } })
      await send(account.api, 'POST', '/v1/password/forgot', { token: account.site.token, body: { email: user.email } })
      const loginLink = linkTokenIn((await latestMail(account.database.db, user.email, 'account.login-link')).text, '/login-by-token/')
      const resetLink = linkTokenIn((await latestMail(account.database.db, user.email, 'account.password-reset')).text, '/password/reset/')

      const changed = await update(user.tokens.access_token, {
        current_password: user.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      expect(changed.status).toBe(200)

      expect(
        (await send(account.api, 'POST', '/v1/login-by-token', { token: account.site.token, body: { token: loginLink } })).status,
      ).toBe(422)
      const reset = await send(account.api, 'POST', '/v1/password/reset', {
        token: account.site.token,
        body: { token: resetLink, email: user.email, password: 'Другой-пароль-77', password_confirmation: 'Другой-пароль-77' },
      })
      expect(reset.status).toBe(422)
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200)
    })

    it('mails a notice when the password is changed', async () => {
      const user = await registerUserOn(account)
      const response = await update(user.tokens.access_token, {
        current_password: user.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      expect(response.status).toBe(200)
      const notices = await mailsTo(account.database.db, user.email, 'account.password-changed')
      expect(notices).toHaveLength(1)
      expect(notices[0]!.text).not.toContain(NEW_PASSWORD)
    })
  })

  describe('DELETE /v1/users', () => {
    it('answers 204 to the account’s password and removes the user with their sessions, tokens and mailed links', async () => {
      const user = await registerUserOn(account)
      await otherSession(user.email, user.password)
      const id = await idOf(user.tokens.access_token)
      expect((await send(account.api, 'POST', '/v1/login-links', { token: account.site.token, body: { email: user.email } })).status).toBe(
        202,
      )
      const sessionIds = (await account.database.db.select().from(authSessions).where(eq(authSessions.userId, id))).map((row) => row.id)
      expect(sessionIds).toHaveLength(2)

      const response = await deleteAccountOn(account, user)
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')

      expect(await storedUser(id)).toBeUndefined()
      expect(await account.database.db.select().from(authSessions).where(eq(authSessions.userId, id))).toHaveLength(0)
      expect(await account.database.db.select().from(oauthAccessTokens).where(eq(oauthAccessTokens.userId, id))).toHaveLength(0)
      for (const sessionId of sessionIds) {
        expect(await account.database.db.select().from(oauthRefreshTokens).where(eq(oauthRefreshTokens.sessionId, sessionId))).toHaveLength(
          0,
        )
      }
      expect(await account.database.db.select().from(userTokens).where(eq(userTokens.userId, id))).toHaveLength(0)
    })

    it('drops the account mails still queued for the address and queues only the deletion notice', async () => {
      const user = await registerUserOn(account)
      expect((await send(account.api, 'POST', '/v1/login-links', { token: account.site.token, body: { email: user.email } })).status).toBe(
        202,
      )
      // A mail that is not about the account (a form's confirmation) is not the account's to take away.
      await enqueueMail(account.database.db, [
        { kind: 'contact.confirmation', to: user.email, subject: 'Мы получили вашу заявку', text: 'Спасибо!' },
      ])
      expect((await mailsTo(account.database.db, user.email)).map((mail) => mail.kind).sort()).toEqual([
        'account.login-link',
        'account.verification',
        'contact.confirmation',
      ])

      expect((await deleteAccountOn(account, user)).status).toBe(204)

      expect((await mailsTo(account.database.db, user.email)).map((mail) => mail.kind).sort()).toEqual([
        'account.deleted',
        'contact.confirmation',
      ])
    })

    it('forgets the rate-limit counters kept under the address and the user, and no one else’s', async () => {
      const [user, bystander] = [await registerUserOn(account), await registerUserOn(account)]
      const id = await idOf(user.tokens.access_token)
      for (const person of [user, bystander]) {
        expect((await signIn(person.email, 'Не-тот-пароль-1')).status).toBe(400)
        expect(
          (await send(account.api, 'POST', '/v1/login-links', { token: account.site.token, body: { email: person.email } })).status,
        ).toBe(202)
      }
      expect(
        (await update(user.tokens.access_token, { email: `moved.${Date.now()}@example.ru`, current_password: 'Не-тот-пароль-1' })).status,
      ).toBe(422)
      expect((await send(account.api, 'POST', '/v1/email/verification-notification', { token: user.tokens.access_token })).status).toBe(202)
      const keysOf = async (email: string, userId: number) =>
        (await account.database.db.select({ key: rateLimits.key }).from(rateLimits))
          .map((row) => row.key)
          .filter((key) => key.includes(email) || key.endsWith(`:${userId}`))
          .sort()
      expect(await keysOf(user.email, id)).toEqual([
        `accountMailPerEmail:${user.email}`,
        `currentPassword:${id}`,
        `login:${user.email}|unknown`,
        `loginAccount:${user.email}`,
        `verificationResend:${id}`,
      ])
      const bystanderKeys = await keysOf(bystander.email, -1)
      expect(bystanderKeys).toHaveLength(3)

      expect((await deleteAccountOn(account, user)).status).toBe(204)

      expect(await keysOf(user.email, id)).toEqual([])
      expect(await keysOf(bystander.email, -1)).toEqual(bystanderKeys)
    })

    it('delivers the deletion notice and then forgets it, so no account mail to the address is left', async () => {
      const user = await registerUserOn(account)
      const delivered: MailMessage[] = []
      const sender = startMailSender({
        db: account.database.db,
        logger: recordingLogger().logger,
        config: account.config,
        intervalMs: 3_600_000,
        transport: { via: 'log', send: async (message) => void delivered.push(message) },
      })
      try {
        expect((await deleteAccountOn(account, user)).status).toBe(204)
        expect((await mailsTo(account.database.db, user.email)).map((mail) => mail.kind)).toEqual(['account.deleted'])

        await sender.runOnce()
      } finally {
        await sender.stop()
      }
      expect(delivered.filter((mail) => mail.to === user.email).map((mail) => mail.kind)).toEqual(['account.deleted'])
      expect(delivered.find((mail) => mail.to === user.email)!.text).toContain('Мы удалили ваш аккаунт')
      expect(await mailsTo(account.database.db, user.email)).toEqual([])
    })

    it('makes every token of the user answer 401', async () => {
      const user = await registerUserOn(account)
      const other = await otherSession(user.email, user.password)
      expect((await deleteAccountOn(account, user)).status).toBe(204)

      for (const tokens of [user.tokens, other]) {
        expect((await profile(tokens.access_token)).status).toBe(401)
        expect((await deleteAccountOn(account, { tokens, password: user.password })).status).toBe(401)
        expect((await refresh(tokens.refresh_token)).status).toBe(400)
      }
      expect((await signIn(user.email, user.password)).status).toBe(400)
    })

    it('lets the same address register again', async () => {
      const user = await registerUserOn(account)
      expect((await deleteAccountOn(account, user)).status).toBe(204)

      const again = await registerUserOn(account, { email: user.email, name: 'Мария Новикова' })
      expect(await (await profile(again.tokens.access_token)).json()).toMatchObject({
        email: user.email,
        name: 'Мария Новикова',
        email_verified_at: null,
      })
    })
  })

  describe('POST /v1/logout', () => {
    it('ends the session: its access token answers 401 and its refresh token is refused, while another session goes on', async () => {
      const user = await registerUserOn(account)
      const other = await otherSession(user.email, user.password)

      const response = await send(account.api, 'POST', '/v1/logout', { token: user.tokens.access_token })
      expect(response.status).toBe(204)

      expect((await profile(user.tokens.access_token)).status).toBe(401)
      const refused = await refresh(user.tokens.refresh_token)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ error: 'invalid_grant' })

      expect((await profile(other.access_token)).status).toBe(200)
      expect((await refresh(other.refresh_token)).status).toBe(200)
    })

    it('revokes only the token itself when a client logs out with its own token', async () => {
      const client = await createTestClient(account.database.db)
      const second = await createTestClient(account.database.db)
      const sameClient = (await (
        await requestToken(account.api, { grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret })
      ).json()) as { access_token: string }
      const user = await registerUserOn(account)
      const withClient = (token: string) => send(account.api, 'POST', '/v1/login-links', { token, body: { email: 'not-an-address' } })
      expect((await withClient(client.token)).status).toBe(422)

      expect((await send(account.api, 'POST', '/v1/logout', { token: client.token })).status).toBe(204)

      expect((await withClient(client.token)).status).toBe(401)
      expect((await withClient(sameClient.access_token)).status).toBe(422)
      expect((await withClient(second.token)).status).toBe(422)
      expect((await profile(user.tokens.access_token)).status).toBe(200)
    })
  })
})
