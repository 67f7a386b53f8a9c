import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { findUserByEmail, type User } from '../services/users.ts'
import { eq } from 'drizzle-orm'
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts'

// Verifying against a real hash when the email is unknown makes both failures take the same time.
let decoyHash: Promise<string> | undefined
const decoy = () => (decoyHash ??= hashPassword('decoy password that no account has'))

/** The user with this email and password, or undefined; an unknown email and a wrong password look the same. */
export async function authenticateUser(db: Database, email: string, password: string): Promise<User | undefined> {
  const user = await findUserByEmail(db, email)
  const matches = await verifyPassword(user?.passwordHash ?? (await decoy()), password)
  if (!user || !matches) return undefined
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id))
  }
  return user
}
