import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test'

/**
 * The database the deploy's instances share: a new one on the PostgreSQL server of the tests
 * (TEST_DATABASE_URL, or the local default when it answers), as production runs several instances.
 * Without a server, each instance keeps its own embedded database (PGlite, in its own DATA_DIR):
 * the same seeded content, slower to start.
 */
export async function deployDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES
  const admin = postgres(serverUrl, { max: 1, connect_timeout: 2, onnotice: () => {} })
  const name = `agency_test_${process.pid}_deploy_${randomBytes(4).toString('hex')}`
  try {
    await admin.unsafe(`create database "${name}"`)
  } catch {
    await admin.end()
    return { env: {}, drop: async () => {} }
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}
