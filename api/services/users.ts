import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import type { Profile } from '#shared/contract/account.ts'

export type User = typeof users.$inferSelect

export const toProfile = (user: User): Profile => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  company: user.company,
  email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  role: user.role,
  created_at: user.createdAt.toISOString(),
})

/** Emails are compared whatever their case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
  return user
}

export async function findUserById(db: Database, id: number, { forUpdate = false } = {}): Promise<User | undefined> {
  const query = db.select().from(users).where(eq(users.id, id)).limit(1)
  const [user] = forUpdate ? await query.for('update') : await query
  return user
}

/** True for PostgreSQL's unique_violation on the users' email index (two sign-ups racing for one address). */
export function isEmailTaken(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    // PGlite names the constraint `constraint`, postgres.js `constraint_name`.
    const { code, constraint, constraint_name } = cause as { code?: string; constraint?: string; constraint_name?: string }
    if (code === '23505' && (constraint ?? constraint_name) === 'users_email_lower_key') return true
  }
  return false
}

export const EMAIL_TAKEN_MESSAGE = 'Эта почта уже зарегистрирована. Войдите или восстановите пароль.'
