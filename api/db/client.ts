import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import type { DatabaseConfig } from '../../server/config.ts'
import { createLiveness, embeddedLiveness, PROBE_TIMEOUT_MS, type Liveness } from './liveness.ts'
import { lockDataDir } from './pglite-lock.ts'
import * as schema from './schema/index.ts'

type Schema = typeof schema
/** The one database type the API codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

/** Runs one SQL statement and answers its rows. */
export type Query = <Row>(statement: SQL) => Promise<Row[]>

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
  /**
   * Runs `work` on one connection that holds the session advisory lock `key`, released after it;
   * answers null at once, without running it, when another connection (another instance) holds it.
   * Statements of `work` commit one by one, so a long job holds no rows for its whole length.
   */
  withAdvisoryLock<T>(key: number, work: (query: Query) => Promise<T>): Promise<T | null>
  close(): Promise<void>
}

const options = { schema, casing: 'snake_case' } as const

/**
 * Opening a connection (TCP, TLS and sign-in) takes milliseconds on a working network; past this
 * the server counts as out of reach and the request answers 503 instead of waiting (the driver
 * waits 30 s by default).
 */
const CONNECT_TIMEOUT_SECONDS = 2

/**
 * The pause before a connection is tried again after a failed one. The driver's default grows to
 * 20 s while the database is down and every query waits it out before trying at all, so requests
 * hung through the outage and well past it. A short fixed pause answers an outage at once (503)
 * and picks the database up again as soon as it is back.
 */
const RECONNECT_DELAY_SECONDS = 0.1

/**
 * The longest one statement may run on the server before PostgreSQL cancels it (a lock that is
 * never released, an overloaded server); the request then answers 503. Queries behind pages take
 * milliseconds. Migrations and the seed lift it for their own transaction.
 */
const STATEMENT_TIMEOUT_MS = 5_000

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
      withAdvisoryLock: async (key, work) => {
        // A session lock belongs to a connection: the pool's next query may go to another one.
        const reserved = await client.reserve()
        try {
          const [row] = await reserved<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}) as locked`
          if (!row?.locked) return null
          const dialect = new PgDialect({ casing: options.casing })
          try {
            return await work(async <Row>(statement: SQL) => {
              const query = dialect.sqlToQuery(statement)
              return (await reserved.unsafe(query.sql, query.params as postgres.ParameterOrJSON<never>[])) as unknown as Row[]
            })
          } finally {
            await reserved`select pg_advisory_unlock(${key})`
          }
        } finally {
          reserved.release()
        }
      },
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
 * PostgreSQL's buffer pool inside PGlite. The embedded instance holds its whole pool in memory from
 * the start (PostgreSQL's 128 MB default was 128 MB of the server's resident memory before the first
 * request); 32 MB holds the whole demo content (25 MB on disk, its indexes included), and a page
 * not in the pool is a read from the operating system's file cache. `npm run bench`: 80–120 MB less
 * resident memory at the same throughput.
 */
const PGLITE_SHARED_BUFFERS = '32MB'

/**
 * An embedded instance with the extensions the migrations create (site search: pg_trgm, unaccent).
 * PGlite carries none of them unless given here, so every instance is opened through this.
 */
export function openPglite(options: Omit<PGliteOptions, 'extensions' | 'startParams'> = {}): PGlite {
  return new PGlite({
    ...options,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    extensions: { pg_trgm, unaccent },
  })
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

/**
 * A query sent to the embedded database once it is closing or closed (a stop, with requests still
 * running): the database is out of reach, and the API answers 503 (see isDatabaseUnavailable).
 */
export class DatabaseClosedError extends Error {
  readonly code = 'DATABASE_CLOSED'
  constructor() {
    super('The embedded database is closed')
    this.name = 'DatabaseClosedError'
  }
}

/** The methods of PGlite that run statements: refused once the instance is closing. */
const STATEMENT_METHODS = new Set<PropertyKey>(['query', 'exec', 'sql', 'transaction', 'listen'])

/**
 * The instance as the API reaches it: once `isClosing()` (our own flag) or the instance says it is
 * closed, a statement fails with DatabaseClosedError instead of whatever PGlite would say.
 */
function refusingOnceClosed(client: PGlite, isClosing: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function' || property === 'constructor') return value
      // PGlite keeps its state in private fields: its methods run on the instance itself, never on the proxy.
      if (!STATEMENT_METHODS.has(property)) return value.bind(target)
      return (...args: unknown[]) => (isClosing() || target.closed ? Promise.reject(new DatabaseClosedError()) : value.apply(target, args))
    },
  })
}

/** Wraps an open PGlite instance; `afterClose` runs once it is closed. */
export function pgliteHandle(instance: PGlite, afterClose: () => void = () => {}): DatabaseHandle {
  let closing = false
  const client = refusingOnceClosed(instance, () => closing)
  const db = drizzlePglite(client, options) as unknown as Database
  return {
    db,
    kind: 'pglite',
    liveness: livenessOf(db),
    // One connection for the whole process: the lock is held on it while the API's queries go on.
    withAdvisoryLock: async (key, work) => {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
      if (!rows[0]?.locked) return null
      try {
        return await work(async <Row>(statement: SQL) => resultRows<Row>(await db.execute(statement)))
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key])
      }
    },
    listen: async (channel, onNotify, onListening) => {
      const unsubscribe = await client.listen(channel, onNotify)
      onListening()
      return unsubscribe
    },
    close: async () => {
      closing = true
      try {
        await instance.close()
      } finally {
        afterClose()
      }
    },
  }
}

/** postgres-js answers execute() with an array, PGlite with { rows }. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[]
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}
