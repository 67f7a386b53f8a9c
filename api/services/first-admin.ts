import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { AcceptablePassword, hashPassword } from '../auth/passwords.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import type { FirstAdmin } from '../../server/config.ts'
import type { Logger } from '../../shared/server/logger.ts'
import { recordAudit } from './audit.ts'
import { findUserByEmail, isEmailTaken } from './users.ts'

export type FirstAdminOutcome = 'not configured' | 'admin exists' | 'created' | 'promoted'

/**
 * The first admin comes from configuration: while no admin exists, the configured address becomes
 * one, as a new account (its address confirmed by whoever set the configuration) or by promoting the
 * account it already has, password unchanged. Once any admin exists, the setting does nothing.
 */
export async function ensureFirstAdmin(db: Database, admin: FirstAdmin | null, logger: Logger): Promise<FirstAdminOutcome> {
  if (!admin) return 'not configured'
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  if (existing) return 'admin exists'
  const account = await findUserByEmail(db, admin.email)
  if (account) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'admin', updatedAt: sql`now()` }).where(eq(users.id, account.id))
      await recordAudit(tx as unknown as Database, null, {
        action: 'promoted_from_configuration',
        entityType: 'user',
        entityId: account.id,
        entityTitle: account.email,
        details: { role: { from: account.role, to: 'admin' } },
      })
    })
    logger.info('First admin promoted from ADMIN_EMAIL', { userId: account.id })
    return 'promoted'
  }
  const password = v.safeParse(AcceptablePassword, admin.password)
  if (!password.success) throw new Error(`ADMIN_PASSWORD is not accepted: ${password.issues[0].message}`)
  try {
    const id = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: 'Администратор',
          email: admin.email,
          passwordHash: await hashPassword(admin.password),
          emailVerifiedAt: new Date(),
          role: 'admin',
        })
        .returning({ id: users.id })
      await recordAudit(tx as unknown as Database, null, {
        action: 'created',
        entityType: 'user',
        entityId: user!.id,
        entityTitle: admin.email,
        details: { role: { from: null, to: 'admin' } },
      })
      return user!.id
    })
    logger.info('First admin created from ADMIN_EMAIL', { userId: id })
    return 'created'
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (isEmailTaken(error)) return 'admin exists'
    throw error
  }
}
