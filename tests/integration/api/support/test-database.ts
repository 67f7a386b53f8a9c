import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import postgres from 'postgres'
import { afterAll, beforeAll, inject } from 'vitest'
import { openDatabase, openPglite, pgliteHandle, type DatabaseHandle } from '#api/db/client.ts'

export const TEST_DATABASE_PREFIX = 'agency_test_'

export interface TestDatabase extends DatabaseHandle {
  /** Its connection URL on a PostgreSQL server; undefined for PGlite, which lives in this process only. */
  url: string | undefined
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>
}

/** The PostgreSQL URL of the server the suite runs against, when it runs on one. */
function postgresServerUrl(): string | undefined {
  return process.env.TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/**
 * A fresh database of the kind this project runs on, with every migration applied:
 * an in-memory PGlite, or a new database on the PostgreSQL server.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const serverUrl = postgresServerUrl()
  if (!serverUrl) {
    const handle = migrated
      ? pgliteHandle(openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) }))
      : openDatabase({ kind: 'pglite', dataDir: null })
    return { ...handle, url: undefined, destroy: handle.close }
  }

  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  // A migrated database is a copy of the run's migrated template (postgres-global-setup.ts).
  await admin.unsafe(migrated ? `create database "${name}" template "${inject('postgresTemplate')}"` : `create database "${name}"`)
  const url = withDatabaseName(serverUrl, name)
  const handle = openDatabase({ kind: 'postgres', url })
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.close()
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}

/** A database that is gone: created and removed at once, so that every query on it fails as in an outage. */
export async function removedDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase()
  await database.destroy()
  return database
}

/**
 * A fresh migrated database for the tests of one file or `describe`: created before the first of
 * them and removed after the last. The object is empty until then, so use it inside tests and hooks.
 */
export function useTestDatabase(): TestDatabase {
  const database = {} as TestDatabase
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase())
  })
  afterAll(() => database.destroy())
  return database
}
