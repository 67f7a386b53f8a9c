import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { beforeEach, describe, expect, it } from 'vitest'
import { users } from '#api/db/schema/index.ts'
import { send } from './support/accounts.ts'
import { registerUserOn, signInOn, useAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

interface ErrorBody {
  message: string
  errors?: Record<string, string[]>
}

const RUSSIAN = /[а-яё]/i
const WRONG_PASSWORD = 'Не-тот-пароль-1'

describe('deleting one’s own account', () => {
  const account = useAccountApi()

  const remove = (token: string, body?: Record<string, unknown>) => send(account.api, 'DELETE', '/v1/users', { token, body })
  const storedUser = async (email: string) => (await account.database.db.select().from(users).where(eq(users.email, email)))[0]
  const errorOf = async (response: Response) => (await response.json()) as ErrorBody
  const admins = async () =>
    (await account.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((row) => row.id).sort()

  it('refuses a request without the password with 422 under password, in Russian, and keeps the account', async () => {
    const user = await registerUserOn(account)
    for (const body of [undefined, {}, { password: '' }, { password: '   ' }]) {
      const response = await remove(user.tokens.access_token, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      const error = await errorOf(response)
      expect(Object.keys(error.errors ?? {})).toEqual(['password'])
      expect(error.errors!.password![0]).toMatch(RUSSIAN)
      expect(error.message).toMatch(RUSSIAN)
    }
    expect(await storedUser(user.email)).toBeDefined()
    expect((await send(account.api, 'GET', '/v1/profile', { token: user.tokens.access_token })).status).toBe(200)
  })

  it('refuses a wrong password with 422 under password and keeps the account and its sessions', async () => {
    const user = await registerUserOn(account)
    const response = await remove(user.tokens.access_token, { password: WRONG_PASSWORD })
    expect(response.status).toBe(422)
    const error = await errorOf(response)
    expect(Object.keys(error.errors ?? {})).toEqual(['password'])
    expect(error.errors!.password![0]).toMatch(/Пароль не подошёл/)
    expect(await storedUser(user.email)).toBeDefined()
    expect((await send(account.api, 'GET', '/v1/profile', { token: user.tokens.access_token })).status).toBe(200)
    expect((await signInOn(account, user.email, user.password)).status).toBe(200)
  })

  it('deletes the account given its password', async () => {
    const user = await registerUserOn(account)
    const response = await remove(user.tokens.access_token, { password: user.password })
    expect(response.status).toBe(204)
    expect(await storedUser(user.email)).toBeUndefined()
  })

  it('counts wrong passwords with those of the profile’s edits: the 6th within 15 minutes is 429, even when right', async () => {
    const user = await registerUserOn(account)
    const moveEmail = { email: `moved.${Date.now()}@example.ru`, current_password: WRONG_PASSWORD }
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await send(account.api, 'PATCH', '/v1/users', { token: user.tokens.access_token, body: moveEmail })).status).toBe(422)
    }
    for (let attempt = 4; attempt <= 5; attempt++) {
      expect((await remove(user.tokens.access_token, { password: WRONG_PASSWORD })).status, `attempt ${attempt}`).toBe(422)
    }

    const refused = await remove(user.tokens.access_token, { password: user.password })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
    expect((await errorOf(refused)).message).toMatch(/Слишком много попыток ввести текущий пароль/)
    expect(await storedUser(user.email)).toBeDefined()
  })

  it('lets no more wrong passwords through than the limit when they come all at once', async () => {
    const user = await registerUserOn(account)
    const responses = await Promise.all(Array.from({ length: 8 }, () => remove(user.tokens.access_token, { password: WRONG_PASSWORD })))
    expect(responses.map((response) => response.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429])
    expect(await storedUser(user.email)).toBeDefined()
  })

  describe('of staff with a second factor', () => {
    /** Turns on the staff member's authenticator app; answers a code it will show next, and the recovery codes. */
    async function withSecondFactor(token: string) {
      const path = '/v1/admin/second-factor'
      const { secret } = (await (await send(account.api, 'POST', `${path}/setup`, { token })).json()) as { secret: string }
      const codeAt = (timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp })
      const enrolledAt = Date.now()
      const confirmed = await send(account.api, 'POST', `${path}/confirm`, { token, body: { code: codeAt(enrolledAt) } })
      expect(confirmed.status).toBe(200)
      const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] }
      // The step after the enrolment's: the enrolment spent its own, and a neighbouring step is accepted.
      return { nextCode: codeAt(enrolledAt + 30_000), recoveryCodes: recovery_codes }
    }

    it('asks for the code after a right password, refuses a wrong one, and deletes with a current one', async () => {
      const editor = await signedInWith(account.api, account.database.db, account.site.token, 'editor')
      const { nextCode } = await withSecondFactor(editor.token)

      // The password comes first: a wrong one says nothing of the code.
      const wrongPassword = await remove(editor.token, { password: WRONG_PASSWORD })
      expect(wrongPassword.status).toBe(422)
      expect(Object.keys((await errorOf(wrongPassword)).errors ?? {})).toEqual(['password'])

      const withoutCode = await remove(editor.token, { password: editor.password })
      expect(withoutCode.status).toBe(422)
      const asked = await errorOf(withoutCode)
      expect(Object.keys(asked.errors ?? {})).toEqual(['code'])
      expect(asked.errors!.code![0]).toMatch(/код из приложения/)

      const wrongCode = await remove(editor.token, { password: editor.password, code: '000000' })
      expect(wrongCode.status).toBe(422)
      expect((await errorOf(wrongCode)).errors!.code![0]).toMatch(/Код не подошёл/)
      expect(await storedUser(editor.email)).toBeDefined()

      expect((await remove(editor.token, { password: editor.password, code: nextCode })).status).toBe(204)
      expect(await storedUser(editor.email)).toBeUndefined()
    })

    it('takes a recovery code in place of the app’s', async () => {
      const editor = await signedInWith(account.api, account.database.db, account.site.token, 'editor')
      const { recoveryCodes } = await withSecondFactor(editor.token)
      expect((await remove(editor.token, { password: editor.password, code: recoveryCodes[0]!.toUpperCase() })).status).toBe(204)
      expect(await storedUser(editor.email)).toBeUndefined()
    })
  })

  describe('the last admin', () => {
    // Each test starts with no admin at all, and makes its own.
    beforeEach(() => account.database.db.update(users).set({ role: null }).where(eq(users.role, 'admin')))
    const newAdmin = () => signedInWith(account.api, account.database.db, account.site.token, 'admin', 'Антон Админов')

    it('cannot delete itself: 409 that says to appoint another admin first, the account untouched', async () => {
      const admin = await newAdmin()
      const response = await remove(admin.token, { password: admin.password })
      expect(response.status).toBe(409)
      expect((await errorOf(response)).message).toMatch(/единственный администратор.*назначьте/s)
      expect(await storedUser(admin.email)).toMatchObject({ role: 'admin' })
      expect((await send(account.api, 'GET', '/v1/profile', { token: admin.token })).status).toBe(200)
    })

    it('still needs its password before it is told so', async () => {
      const admin = await newAdmin()
      expect((await remove(admin.token, { password: WRONG_PASSWORD })).status).toBe(422)
    })

    it('can delete itself once another admin is appointed', async () => {
      const [first, second] = [await newAdmin(), await newAdmin()]
      expect((await remove(first.token, { password: first.password })).status).toBe(204)
      expect(await admins()).toEqual([second.id])
    })

    it('two admins deleting themselves at once leave one of them', async () => {
      const pair = [await newAdmin(), await newAdmin()]
      const responses = await Promise.all(pair.map((admin) => remove(admin.token, { password: admin.password })))
      expect(responses.map((response) => response.status).sort()).toEqual([204, 409])
      expect(await admins()).toHaveLength(1)
    })

    it('an admin deleting itself while the other gives up the role leaves one admin', async () => {
      const [leaving, stepping] = [await newAdmin(), await newAdmin()]
      const [deleted, demoted] = await Promise.all([
        remove(leaving.token, { password: leaving.password }),
        send(account.api, 'PATCH', `/v1/admin/staff/${stepping.id}`, { token: stepping.token, body: { role: 'editor' } }),
      ])
      expect([deleted.status, demoted.status].filter((status) => status === 409)).toHaveLength(1)
      expect(await admins()).toHaveLength(1)
    })
  })
})
