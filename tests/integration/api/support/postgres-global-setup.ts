import postgres from 'postgres'
import { TEST_DATABASE_PREFIX } from './test-database.ts'

/** Drops test databases left behind by runs that died (their process is gone). */
export default async function dropAbandonedTestDatabases() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql<{ datname: string }[]>`select datname from pg_database where datname like ${`${TEST_DATABASE_PREFIX}%`}`
    for (const { datname } of rows) {
      const pid = Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0])
      if (isAlive(pid)) continue
      await sql.unsafe(`drop database if exists "${datname}" with (force)`)
    }
  } finally {
    await sql.end()
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
