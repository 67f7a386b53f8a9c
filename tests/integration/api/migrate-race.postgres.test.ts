import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { afterEach, expect, it } from 'vitest'
import { openDatabase, resultRows } from '#api/db/client.ts'
import { migrate, migrationsFolder } from '#api/db/migrate.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// Two instances can race only on a server: PGlite has one connection, owned by one process, so
// there this test could not fail. It runs in the api:postgres project only.
const migrationCount = readMigrationFiles({ migrationsFolder }).length
const databases: TestDatabase[] = []
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.destroy()))
})

it('migrates once when two instances start together', async () => {
  const database = await createTestDatabase({ migrated: false })
  databases.push(database)
  const second = openDatabase({ kind: 'postgres', url: database.url! })
  try {
    const applied = await Promise.all([migrate(database.db), migrate(second.db)])
    expect(applied.toSorted()).toEqual([0, migrationCount])
    const journal = resultRows<{ hash: string }>(await database.db.execute(sql`select hash from drizzle.__drizzle_migrations`))
    expect(journal).toHaveLength(migrationCount)
  } finally {
    await second.close()
  }
})
