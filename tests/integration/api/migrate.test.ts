import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#api/db/client.ts'
import { migrate, migrationsFolder, resultRows } from '#api/db/migrate.ts'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { createTestDatabase, postgresServerUrl, type TestDatabase } from './support/test-database.ts'

const migrationCount = readMigrationFiles({ migrationsFolder }).length

async function journalRows(database: TestDatabase) {
  return resultRows<{ hash: string }>(await database.db.execute(sql`select hash from drizzle.__drizzle_migrations`))
}

describe('migrations', () => {
  const databases: TestDatabase[] = []
  const fresh = async () => {
    const database = await createTestDatabase({ migrated: false })
    databases.push(database)
    return database
  }
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.destroy()))
  })

  it('applies every migration to an empty database, then nothing on the next start', async () => {
    const database = await fresh()
    expect(await migrate(database.db)).toBe(migrationCount)
    expect(await migrate(database.db)).toBe(0)
    expect(await journalRows(database)).toHaveLength(migrationCount)
  })

  // Two instances can race only on a server: PGlite has one connection, owned by one process, so
  // there the test could not fail. It runs in the api:postgres project.
  it.runIf(postgresServerUrl())('migrates once when two instances start together', async () => {
    const database = await fresh()
    const second = openDatabase({ kind: 'postgres', url: database.url! })
    try {
      const applied = await Promise.all([migrate(database.db), migrate(second.db)])
      expect(applied.toSorted()).toEqual([0, migrationCount])
      expect(await journalRows(database)).toHaveLength(migrationCount)
    } finally {
      await second.close()
    }
  })
})
