import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#api/db/client.ts'
import { migrate } from '#api/db/migrate.ts'
import { TEST_DATABASE_PREFIX, withDatabaseName } from './test-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty database on the PostgreSQL server, which each test file copies (CREATE DATABASE … TEMPLATE) instead of migrating. */
    postgresTemplate: string
  }
}

/**
 * Drops test databases left behind by runs that died (their process is gone), then migrates one
 * database for the whole run: copying it is a fraction of a migration's time.
 */
export default async function prepareTestDatabases(project: TestProject) {
  // The project's own env (vitest.config.ts) is the tests', not this process's.
  const url = project.config.env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) throw new Error('The PostgreSQL project runs with TEST_DATABASE_URL set (vitest.config.ts).')
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const rows = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`${TEST_DATABASE_PREFIX}%`}`
    for (const { datname } of rows) {
      const pid = Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0])
      if (isAlive(pid)) continue
      await admin.unsafe(`drop database if exists "${datname}" with (force)`)
    }
    // One per project: a project and its `:mocks` twin set up side by side (vitest.config.ts).
    const template = `${TEST_DATABASE_PREFIX}${process.pid}_template_${project.name.replace(/\W/g, '_')}`
    await admin.unsafe(`create database "${template}"`)
    // A template must have no connections while it is copied: this one closes before any test starts.
    const handle = openDatabase({ kind: 'postgres', url: withDatabaseName(url, template) })
    try {
      await migrate(handle.db)
    } finally {
      await handle.close()
    }
    project.provide('postgresTemplate', template)
    return async () => {
      const sql = postgres(url, { max: 1, onnotice: () => {} })
      await sql.unsafe(`drop database if exists "${template}" with (force)`)
      await sql.end()
    }
  } finally {
    await admin.end()
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
