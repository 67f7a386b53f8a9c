// The site always keeps an admin: without one nobody could manage the staff, the redirects or the
// audit log. Every change that takes an admin away (a role change, revoked access, a deleted
// account) checks it under the same lock.
import { and, asc, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

/**
 * Locks every admin's row, always in the order of ids, and answers their ids. Two transactions
 * that each take an admin away then run one after the other: the second sees what the first left
 * (a row it waited for and that is no longer an admin's drops out of the answer), and the one
 * order means they never wait for each other in a circle. Take it before locking any user's row.
 */
export async function lockAdmins(tx: Database): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update')
  return rows.map((row) => row.id)
}

/** Whether taking `userId`'s admin role away would leave the site without one, given the locked admins. */
export const isLastAdmin = (lockedAdmins: number[], userId: number) => lockedAdmins.includes(userId) && lockedAdmins.length === 1

/**
 * Whether the account is an admin and no other one exists, read without a lock: a refusal before
 * anything is spent on the request (a code of the second factor). The transaction asks again under
 * lockAdmins.
 */
export async function isOnlyAdmin(db: Database, user: { id: number; role: string | null }): Promise<boolean> {
  if (user.role !== 'admin') return false
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, user.id)))
    .limit(1)
  return !other
}
