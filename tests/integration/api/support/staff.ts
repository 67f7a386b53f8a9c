import { eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { users } from '#api/db/schema/index.ts'
import type { StaffRole } from '#shared/contract/staff.ts'
import { registerUser } from './accounts.ts'
import type { createTestApi } from './test-api.ts'

type TestApi = ReturnType<typeof createTestApi>

/** Who may call the staff area: nobody signed in, a visitor's account, an editor, an admin. */
export type Caller = 'guest' | 'user' | StaffRole

/** A person signed in through the API with the given role (null: a visitor's account); their id, name, address, password and token. */
export async function signedInWith(api: TestApi, db: Database, clientToken: string, role: StaffRole | null, name = 'Мария Соколова') {
  const person = await registerUser(api, clientToken, { name })
  const [row] = await db.update(users).set({ role }).where(eq(users.email, person.email)).returning({ id: users.id })
  return { id: row!.id, name, email: person.email, password: person.password, token: person.tokens.access_token }
}
