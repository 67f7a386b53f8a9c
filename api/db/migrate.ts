import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { type Database, resultRows } from './client.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Same journal table as drizzle-kit's migrator, so both tools agree on what has been applied.
const journal = sql`drizzle.__drizzle_migrations`
const MIGRATION_LOCK = 72_150_001

/**
 * Applies pending migrations in one transaction under an advisory lock: when several instances
 * start together, one migrates and the others wait, then find nothing left to do.
 * Returns the number of migrations applied.
 */
export async function migrate(db: Database, folder = migrationsFolder): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder })
  return db.transaction(async (tx) => {
    // A migration may run long, and another instance may hold the lock while it migrates.
    await tx.execute(sql`set local statement_timeout = 0`)
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await tx.execute(sql`create schema if not exists drizzle`)
    await tx.execute(sql`create table if not exists ${journal} (id serial primary key, hash text not null, created_at bigint)`)
    const rows = await tx.execute(sql`select created_at from ${journal} order by created_at desc limit 1`)
    const last = Number(resultRows<{ created_at: string | number }>(rows)[0]?.created_at ?? 0)
    let applied = 0
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement))
      }
      await tx.execute(sql`insert into ${journal} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`)
      applied++
    }
    return applied
  })
}
