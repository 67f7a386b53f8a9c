import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { verifyPassword } from '#api/auth/passwords.ts'
import { auditLog, users } from '#api/db/schema/index.ts'
import { ensureFirstAdmin } from '#api/services/first-admin.ts'
import { findUserByEmail } from '#api/services/users.ts'
import { recordingLogger } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

const FIRST_ADMIN = { email: 'boss@malakhit.test', password: 'Малахитовая-шкатулка-7' }

describe('the first admin from configuration', () => {
  let database: TestDatabase
  const { logger } = recordingLogger()
  const admins = async () => database.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'))

  beforeEach(async () => {
    database = await createTestDatabase()
  })
  afterEach(() => database.destroy())

  it('does nothing when ADMIN_EMAIL is not set', async () => {
    expect(await ensureFirstAdmin(database.db, null, logger)).toBe('not configured')
    expect(await admins()).toEqual([])
  })

  it('creates the account, its address confirmed, its password hashed, with an audit row', async () => {
    expect(await ensureFirstAdmin(database.db, FIRST_ADMIN, logger)).toBe('created')
    const user = await findUserByEmail(database.db, FIRST_ADMIN.email)
    expect(user).toMatchObject({ role: 'admin', name: 'Администратор' })
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date)
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(user!.passwordHash, FIRST_ADMIN.password)).toBe(true)
    const [audit] = await database.db.select().from(auditLog)
    expect(audit).toMatchObject({ action: 'created', entityType: 'user', entityId: String(user!.id), actorId: null, actorName: 'Система' })
  })

  it('promotes an account that already has the address, leaving its password alone', async () => {
    await database.db.insert(users).values({ name: 'Ольга', email: FIRST_ADMIN.email, passwordHash: 'kept-hash' })
    expect(await ensureFirstAdmin(database.db, FIRST_ADMIN, logger)).toBe('promoted')
    expect(await findUserByEmail(database.db, FIRST_ADMIN.email)).toMatchObject({ name: 'Ольга', role: 'admin', passwordHash: 'kept-hash' })
  })

  it('does nothing once any admin exists, so a changed setting cannot take the site over', async () => {
    expect(await ensureFirstAdmin(database.db, FIRST_ADMIN, logger)).toBe('created')
    expect(await ensureFirstAdmin(database.db, { ...FIRST_ADMIN, email: 'other@malakhit.test' }, logger)).toBe('admin exists')
    expect(await admins()).toEqual([{ email: FIRST_ADMIN.email }])
    expect(await findUserByEmail(database.db, 'other@malakhit.test')).toBeUndefined()
  })

  it('refuses a password from the lists of common ones', async () => {
    await expect(ensureFirstAdmin(database.db, { ...FIRST_ADMIN, password: 'password123' }, logger)).rejects.toThrow(/ADMIN_PASSWORD/)
    expect(await admins()).toEqual([])
  })
})
