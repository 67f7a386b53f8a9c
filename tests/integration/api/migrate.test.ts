import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { resultRows } from '#api/db/client.ts'
import { migrate, migrationsFolder } from '#api/db/migrate.ts'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

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
})
