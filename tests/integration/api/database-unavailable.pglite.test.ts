import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { isDatabaseUnavailable } from '#api/db/unavailable.ts'
import { createTestDatabase } from './support/test-database.ts'

// Told by the handle's own state, not by PGlite's words: a stop closes the embedded database while
// requests are still running, and each of them answers 503.
it('counts a query sent while the embedded database closes, and after, as the database being unavailable', async () => {
  const database = await createTestDatabase()
  await database.db.execute(sql`select 1`)
  const closing = database.close()
  const during = await database.db.execute(sql`select 1`).catch((error: unknown) => error)
  await closing
  const after = await database.db.execute(sql`select 1`).catch((error: unknown) => error)
  expect(isDatabaseUnavailable(during)).toBe(true)
  expect(isDatabaseUnavailable(after)).toBe(true)
})
