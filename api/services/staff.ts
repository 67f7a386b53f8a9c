import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'
import type { StaffMember } from '#shared/contract/staff.ts'

/** Everyone with a staff role, by name (the assignee picker, the staff list). */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(isNotNull(users.role))
    .orderBy(asc(users.name), asc(users.id))
  return rows.map((row) => ({ ...row, role: row.role! }))
}

export async function isStaffMember(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.role)))
  return Boolean(row)
}
