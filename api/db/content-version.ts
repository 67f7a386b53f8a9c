import { and, eq, sql } from 'drizzle-orm'
import type { Logger } from '../../shared/server/logger.ts'
import type { Database, DatabaseHandle } from './client.ts'
import {
  clients,
  contentVersion,
  pages,
  portfolioGroups,
  portfolioProjects,
  posts,
  serviceCategories,
  services,
  solutions,
} from './schema/index.ts'

/** The channel the database announces content changes on (migration 0002_content_version). */
const CONTENT_CHANNEL = 'content_changed'

/** Pause before listening is tried again after it failed (the database was out of reach). */
const RETRY_LISTEN_MS = 5_000

type Listener = (version: number) => void

interface ContentSignal {
  /** The content version this process last learned of; null until it has heard from the database. */
  version: number | null
  listeners: Set<Listener>
}

// Kept on globalThis: the start script and the server bundle each carry a copy of this module, and
// the caches in both must hear the same news.
const key = Symbol.for('agency.content-version')
const store = globalThis as typeof globalThis & { [key]?: ContentSignal }
const signal = (): ContentSignal => (store[key] ??= { version: null, listeners: new Set() })

/** The content version this process knows of (null: not heard yet, nothing may be kept for long). */
export function knownContentVersion(): number | null {
  return signal().version
}

/** Calls `listener` whenever the content changes; answers the way to stop. */
export function onContentChange(listener: Listener): () => void {
  signal().listeners.add(listener)
  return () => signal().listeners.delete(listener)
}

/** Records the version the database reports; listeners hear of every change. */
export function learnContentVersion(version: number): void {
  const current = signal()
  if (current.version === version) return
  current.version = version
  for (const listener of current.listeners) listener(version)
}

export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1))
  return row?.version ?? 0
}

/**
 * Follows the content version of the database: read at once and every time listening (re)starts
 * (notifications may have been missed), then from each announcement. Several instances on one
 * PostgreSQL all hear a change any of them, or anyone else, makes. Answers the way to stop.
 */
export async function followContentVersion(handle: DatabaseHandle, logger: Logger): Promise<() => Promise<void>> {
  let stopped = false
  let unlisten: (() => Promise<void>) | null = null
  let retry: NodeJS.Timeout | undefined

  const reread = () => {
    readContentVersion(handle.db).then(learnContentVersion, (error: unknown) =>
      logger.error('Could not read the content version', { error: String(error) }),
    )
  }
  const onNotify = (payload: string) => {
    const version = Number(payload)
    if (Number.isSafeInteger(version)) learnContentVersion(version)
    else reread()
  }
  const listen = async () => {
    try {
      const stop = await handle.listen(CONTENT_CHANNEL, onNotify, reread)
      if (stopped) await stop()
      else unlisten = stop
    } catch (error) {
      if (stopped) return
      logger.error('Could not listen for content changes; trying again', { error: String(error) })
      retry = setTimeout(() => void listen(), RETRY_LISTEN_MS)
      retry.unref()
    }
  }
  await listen()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await unlisten?.()
  }
}

/** Tables whose rows go public at their published_at. */
const SCHEDULED_TABLES = [pages, posts, serviceCategories, services, solutions, clients, portfolioGroups, portfolioProjects]

/**
 * A scheduled item goes public at its moment without any write, so no trigger announces it: when
 * the latest publication moment that has come is newer than the last content change, this bumps
 * the content version (and every instance's caches let go). Idempotent: once bumped, the change is
 * newer than the moment, so instances checking at the same time mostly do nothing.
 */
export async function announceDuePublications(db: Database, now = new Date()): Promise<boolean> {
  const dueMoments = sql.join(
    SCHEDULED_TABLES.map(
      (table) => sql`select max(${table.publishedAt}) as at from ${table} where ${table.publishedAt} <= ${now.toISOString()}::timestamptz`,
    ),
    sql` union all `,
  )
  const latestDue = sql`(select max(at) from (${dueMoments}) as due)`
  // The change is dated no earlier than the moment it announces, so a database clock behind the
  // instance's does not announce the same moment again at the next check.
  const [bumped] = await db
    .update(contentVersion)
    .set({ version: sql`${contentVersion.version} + 1`, changedAt: sql`greatest(now(), ${latestDue})` })
    .where(and(eq(contentVersion.id, 1), sql`${contentVersion.changedAt} < ${latestDue}`))
    .returning({ version: contentVersion.version })
  if (!bumped) return false
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(bumped.version)})`)
  return true
}

/** Checks for due publications every `intervalMs`; answers the way to stop. */
export function watchScheduledPublications(db: Database, logger: Logger, intervalMs = 15_000): () => void {
  const timer = setInterval(() => {
    announceDuePublications(db).catch((error: unknown) =>
      logger.error('Could not announce scheduled publications', { error: String(error) }),
    )
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
