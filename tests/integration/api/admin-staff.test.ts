import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, staffInvitations, users } from '#api/db/schema/index.ts'
import type { TokenSet } from '#shared/contract/account.ts'
import type { StaffAccount, StaffInvitation } from '#shared/contract/staff.ts'
import { latestMail, linkTokenIn, registerUser, send } from './support/accounts.ts'
import { type AccountApi, forgetRateLimits, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

const PASSWORD = 'Зелёный-чайник-42'

describe('staff accounts', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  let admin: Awaited<ReturnType<typeof signedInWith>>
  let editor: Awaited<ReturnType<typeof signedInWith>>

  const asAdmin = (method: string, path: string, body?: unknown) =>
    send(api, method, `/v1/admin/staff${path}`, { token: admin.token, body })
  const invite = async (email: string, role = 'editor') => {
    const response = await asAdmin('POST', '/invitations', { email, role })
    expect(response.status).toBe(201)
    return (await response.json()) as StaffInvitation
  }
  const invitationToken = async (email: string) =>
    linkTokenIn((await latestMail(database.db, email, 'staff.invitation')).text, '/staff-invitation/')
  const accept = (body: Record<string, unknown>) => send(api, 'POST', '/v1/staff-invitations/accept', { token: site.token, body })
  const check = (token: string) => send(api, 'POST', '/v1/staff-invitations/check', { token: site.token, body: { token } })
  const roleOf = async (email: string) =>
    (await database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role

  beforeAll(async () => {
    ;({ database, api, site } = await openAccountApi())
    admin = await signedInWith(api, database.db, site.token, 'admin', 'Антон Админов')
    editor = await signedInWith(api, database.db, site.token, 'editor', 'Ева Редакторова')
  })
  beforeEach(() => forgetRateLimits(database))
  afterAll(() => database.destroy())

  describe('who may manage staff', () => {
    it('every staff member sees the staff list; only an admin invites, changes roles or sees invitations', async () => {
      const list = await send(api, 'GET', '/v1/admin/staff', { token: editor.token })
      expect(list.status).toBe(200)
      const { data } = (await list.json()) as { data: StaffAccount[] }
      expect(data.map((member) => [member.name, member.role, member.second_factor])).toEqual([
        ['Антон Админов', 'admin', false],
        ['Ева Редакторова', 'editor', false],
      ])
      for (const [method, path, body] of [
        ['GET', '/invitations'],
        ['POST', '/invitations', { email: 'new@malakhit.test', role: 'editor' }],
        ['DELETE', '/invitations/1'],
        ['PATCH', `/${admin.id}`, { role: 'editor' }],
      ] as const) {
        const response = await send(api, method, `/v1/admin/staff${path}`, { token: editor.token, body })
        expect(response.status, `${method} ${path}`).toBe(403)
      }
    })
  })

  describe('an invitation', () => {
    it('mails a link to a new person, who sets a name and password, becomes staff and is signed in', async () => {
      const invitation = await invite('New.Editor@Malakhit.test')
      expect(invitation).toMatchObject({ email: 'new.editor@malakhit.test', role: 'editor', invited_by: admin.name })
      const mail = await latestMail(database.db, 'new.editor@malakhit.test', 'staff.invitation')
      expect(mail.text).toContain('Антон Админов приглашает вас в управление сайтом')
      expect(mail.text).toContain('«Редактор»')
      const token = await invitationToken('new.editor@malakhit.test')

      const checked = await check(token)
      expect(checked.status).toBe(200)
      expect(await checked.json()).toEqual({ email: 'new.editor@malakhit.test', role: 'editor', account_exists: false })

      const withoutPassword = await accept({ token })
      expect(withoutPassword.status).toBe(422)
      expect(await withoutPassword.json()).toMatchObject({ errors: { password: ['Укажите имя и пароль для нового аккаунта.'] } })
      const mismatch = await accept({ token, name: 'Ника', password: PASSWORD, password_confirmation: 'другой' })
      expect(mismatch.status).toBe(422)

      const accepted = await accept({ token, name: 'Ника Новикова', password: PASSWORD, password_confirmation: PASSWORD })
      expect(accepted.status).toBe(200)
      expect(accepted.headers.get('cache-control')).toBe('no-store')
      const tokens = (await accepted.json()) as TokenSet
      const me = await send(api, 'GET', '/v1/admin/me', { token: tokens.access_token })
      expect(await me.json()).toMatchObject({ name: 'Ника Новикова', role: 'editor' })
      const [stored] = await database.db.select().from(users).where(eq(users.email, 'new.editor@malakhit.test'))
      expect(stored!.emailVerifiedAt).toBeInstanceOf(Date)

      const again = await accept({ token, name: 'Ника', password: PASSWORD, password_confirmation: PASSWORD })
      expect(again.status).toBe(422)
      expect(await again.json()).toMatchObject({ message: 'Это приглашение уже приняли. Войдите на сайт со своим паролем.' })
    })

    it('gives an existing account the role without touching its password', async () => {
      const visitor = await registerUser(api, site.token)
      await invite(visitor.email, 'admin')
      const token = await invitationToken(visitor.email)
      expect(await (await check(token)).json()).toMatchObject({ account_exists: true, role: 'admin' })
      const accepted = await accept({ token })
      expect(accepted.status).toBe(200)
      expect(await roleOf(visitor.email)).toBe('admin')
      const [stored] = await database.db.select().from(users).where(eq(users.email, visitor.email))
      expect(stored!.emailVerifiedAt).toBeInstanceOf(Date)
      const signIn = await send(api, 'GET', '/v1/profile', { token: ((await accepted.json()) as TokenSet).access_token })
      expect(await signIn.json()).toMatchObject({ email: visitor.email, role: 'admin' })
    })

    it('refuses an address that is already staff, and keeps only the latest invitation of an address', async () => {
      const refused = await asAdmin('POST', '/invitations', { email: editor.email, role: 'admin' })
      expect(refused.status).toBe(422)
      expect((await refused.json()) as { errors: Record<string, string[]> }).toMatchObject({
        errors: { email: [expect.stringContaining('уже в команде')] },
      })

      await invite('twice@malakhit.test')
      const first = await invitationToken('twice@malakhit.test')
      await invite('twice@malakhit.test', 'admin')
      const second = await invitationToken('twice@malakhit.test')
      expect((await check(first)).status).toBe(422)
      expect(await (await check(second)).json()).toMatchObject({ role: 'admin' })
      const pending = (await (await asAdmin('GET', '/invitations')).json()) as { data: StaffInvitation[] }
      expect(pending.data.filter((item) => item.email === 'twice@malakhit.test').map((item) => item.role)).toEqual(['admin'])
    })

    it('can be withdrawn: its link stops working', async () => {
      const invitation = await invite('withdrawn@malakhit.test')
      const token = await invitationToken('withdrawn@malakhit.test')
      expect((await asAdmin('DELETE', `/invitations/${invitation.id}`)).status).toBe(204)
      expect((await asAdmin('DELETE', `/invitations/${invitation.id}`)).status).toBe(404)
      const response = await check(token)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ errors: { token: [expect.stringContaining('недействительна')] } })
    })

    it('expires after a week', async () => {
      await invite('late@malakhit.test')
      const token = await invitationToken('late@malakhit.test')
      await database.db
        .update(staffInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffInvitations.email, 'late@malakhit.test'))
      const response = await accept({ token, name: 'Поздний', password: PASSWORD, password_confirmation: PASSWORD })
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ message: expect.stringContaining('устарело') })
      expect(await roleOf('late@malakhit.test')).toBeUndefined()
    })

    it('needs the site’s token, and refuses a link that is not one', async () => {
      expect((await send(api, 'POST', '/v1/staff-invitations/check', { body: { token: 'x' } })).status).toBe(401)
      const forged = await check('not-a-real-token')
      expect(forged.status).toBe(422)
      const empty = await check('')
      expect(empty.status).toBe(422)
      expect(await empty.json()).toMatchObject({ errors: { token: ['Ссылка неполная: откройте её из письма целиком.'] } })
    })
  })

  describe('roles', () => {
    it('an admin changes a role, with an audit row', async () => {
      const person = await signedInWith(api, database.db, site.token, 'editor', 'Пётр')
      const response = await asAdmin('PATCH', `/${person.id}`, { role: 'admin' })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ id: person.id, role: 'admin' })
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(person.id)))
      expect(audit).toMatchObject({ action: 'role_changed', actorId: admin.id, details: { role: { from: 'editor', to: 'admin' } } })
    })

    it('taking access away ends every session of that person at once', async () => {
      const person = await signedInWith(api, database.db, site.token, 'editor', 'Уходящий')
      expect((await asAdmin('PATCH', `/${person.id}`, { role: null })).status).toBe(204)
      expect(await roleOf(person.email)).toBeNull()
      expect((await send(api, 'GET', '/v1/profile', { token: person.token })).status).toBe(401)
      expect((await asAdmin('PATCH', `/${person.id}`, { role: 'editor' })).status).toBe(404)
    })

    it('never leaves the site without an admin', async () => {
      // Make the test's admin the only one.
      await database.db.update(users).set({ role: 'editor' }).where(eq(users.role, 'admin'))
      await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id))
      const response = await asAdmin('PATCH', `/${admin.id}`, { role: 'editor' })
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ message: 'Должен остаться хотя бы один администратор: сначала назначьте другого.' })
      expect(await roleOf(admin.email)).toBe('admin')
    })

    it('refuses a role it does not know', async () => {
      const response = await asAdmin('PATCH', `/${editor.id}`, { role: 'owner' })
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ errors: { role: ['Выберите роль: редактор или администратор.'] } })
    })
  })
})
