import { count, getTableName, sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { seeders } from './seed/index.ts'

const SEED_LOCK = 72_150_002

/**
 * Fills every empty table with the demo content, all or nothing, under a lock so that two
 * instances starting together do not both insert. Tables that already hold rows are left alone.
 * Returns the names of the tables it filled.
 */
export async function seed(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Another instance may hold the lock while it seeds.
    await tx.execute(sql`set local statement_timeout = 0`)
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    const filled: string[] = []
    for (const { table, rows } of seeders) {
      const [row] = await tx.select({ n: count() }).from(table)
      if ((row?.n ?? 0) > 0) continue
      const values = await rows(tx as unknown as Database)
      if (values.length === 0) continue
      await tx.insert(table).values(values)
      filled.push(getTableName(table))
    }
    return filled
  })
}
