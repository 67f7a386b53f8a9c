import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import type { DatabaseConfig } from '../../server/config.ts'
import { createLiveness, embeddedLiveness, PROBE_TIMEOUT_MS, type Liveness } from './liveness.ts'
import { lockDataDir } from './pglite-lock.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** The one database type the API codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface DatabaseHandle {
  db: Database
  kind: DatabaseConfig['kind']
  /** Whether the database answers right now (health checks, and requests that wait long). */
  liveness: Liveness
  /**
   * Subscribes to a NOTIFY channel. `onListening` runs each time the subscription is in place (at
   * first and after a lost connection came back), when notifications in between may have been missed.
   * Answers the way to unsubscribe.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListening: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const options = { schema, casing: 'snake_case' } as const

/**
 * Opening a connection (TCP, TLS and sign-in) takes milliseconds on a working network; past this
 * the server counts as out of reach and the request answers 503 instead of waiting (the driver
 * waits 30 s by default).
 */
export const CONNECT_TIMEOUT_SECONDS = 2

/**
 * The pause before a connection is tried again after a failed one. The driver's default grows to
 * 20 s while the database is down and every query waits it out before trying at all, so requests
 * hung through the outage and well past it. A short fixed pause answers an outage at once (503)
 * and picks the database up again as soon as it is back.
 */
export const RECONNECT_DELAY_SECONDS = 0.1

/**
 * The longest one statement may run on the server before PostgreSQL cancels it (a lock that is
 * never released, an overloaded server); the request then answers 503. Queries behind pages take
 * milliseconds. Migrations and the seed lift it for their own transaction.
 */
export const STATEMENT_TIMEOUT_MS = 5_000

/** Opens a connection (PostgreSQL pool) or an embedded instance (PGlite; null dataDir = in memory). */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === 'postgres') {
    const client = postgres(config.url, {
      max: 10,
      onnotice: () => {},
      connect_timeout: CONNECT_TIMEOUT_SECONDS,
      backoff: () => RECONNECT_DELAY_SECONDS,
      connection: { statement_timeout: STATEMENT_TIMEOUT_MS },
    })
    const probe = probeClient(config.url)
    return {
      db: drizzlePostgres(client, options) as unknown as Database,
      kind: 'postgres',
      liveness: createLiveness(probe),
      listen: async (channel, onNotify, onListening) => {
        // postgres.js keeps a connection of its own for notifications and listens again after a reconnect.
        const subscription = await client.listen(channel, onNotify, onListening)
        return () => subscription.unlisten()
      },
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), probe.close()])
      },
    }
  }
  const unlock = config.dataDir ? lockDataDir(config.dataDir) : () => {}
  return pgliteHandle(openPglite({ dataDir: config.dataDir ?? undefined }), unlock)
}

/**
 * An embedded instance with the extensions the migrations create (site search: pg_trgm, unaccent).
 * PGlite carries none of them unless given here, so every instance is opened through this.
 */
export function openPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm, unaccent } })
}

/**
 * The liveness probe's own connection, so that a pool busy with slow queries does not make a
 * working database look silent. A connection that let a probe time out is dropped, not reused.
 */
function probeClient(url: string) {
  let client: postgres.Sql | null = null
  const drop = () => {
    void client?.end({ timeout: 0 })
    client = null
  }
  return {
    ping: () => {
      client ??= postgres(url, {
        max: 1,
        onnotice: () => {},
        connect_timeout: PROBE_TIMEOUT_MS / 1000,
        backoff: () => 0,
        fetch_types: false,
        idle_timeout: 60,
      })
      return client`select 1`.execute()
    },
    abandon: drop,
    close: async () => {
      const open = client
      client = null
      await open?.end({ timeout: 1 })
    },
  }
}

/**
 * Liveness asked of the database itself, without deadlines: right for PGlite (see
 * embeddedLiveness), and what an API built on a bare Database gets (tests).
 */
export function livenessOf(db: Database): Liveness {
  return embeddedLiveness(() => db.execute(sql`select 1`))
}

/** Wraps an open PGlite instance; `afterClose` runs once it is closed. */
export function pgliteHandle(client: PGlite, afterClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, options) as unknown as Database
  return {
    db,
    kind: 'pglite',
    liveness: livenessOf(db),
    listen: async (channel, onNotify, onListening) => {
      const unsubscribe = await client.listen(channel, onNotify)
      onListening()
      return unsubscribe
    },
    close: async () => {
      try {
        await client.close()
      } finally {
        afterClose()
      }
    },
  }
}
