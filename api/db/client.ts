import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import type { DatabaseConfig } from '../config.ts'
import { lockDataDir } from './pglite-lock.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** The one database type the API codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface DatabaseHandle {
  db: Database
  kind: DatabaseConfig['kind']
  close(): Promise<void>
}

const options = { schema, casing: 'snake_case' } as const

/** Opens a connection (PostgreSQL pool) or an embedded instance (PGlite; null dataDir = in memory). */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === 'postgres') {
    const client = postgres(config.url, { max: 10, onnotice: () => {} })
    return {
      db: drizzlePostgres(client, options) as unknown as Database,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
    }
  }
  const unlock = config.dataDir ? lockDataDir(config.dataDir) : () => {}
  return pgliteHandle(new PGlite(config.dataDir ?? undefined), unlock)
}

/** Wraps an open PGlite instance; `afterClose` runs once it is closed. */
export function pgliteHandle(client: PGlite, afterClose: () => void = () => {}): DatabaseHandle {
  return {
    db: drizzlePglite(client, options) as unknown as Database,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close()
      } finally {
        afterClose()
      }
    },
  }
}
