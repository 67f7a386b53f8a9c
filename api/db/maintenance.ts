// The periodic clean-up of rows that have served their purpose (decision 024): ended sessions and
// their tokens, used or expired mailed links, finished rate-limit windows, old mail, and
// anonymised consents past the time they may still be needed as proof.
import { sql, type SQL } from 'drizzle-orm'
import { Counter, register } from 'prom-client'
import { describeError, type Logger } from '../../shared/server/logger.ts'
import type { MaintenanceSettings, Retention } from '../../server/config.ts'
import type { DatabaseHandle, Query } from './client.ts'

/** The advisory lock that lets one instance at a time run the job (migrations use 72_150_001). */
export const MAINTENANCE_LOCK = 72_150_002

/** Rows removed per statement: a backlog goes in many short statements, none holding rows long. */
const DEFAULT_BATCH_SIZE = 1_000

const REMOVED_KINDS = [
  'sessions',
  'access_tokens',
  'refresh_tokens',
  'one_time_tokens',
  'staff_invitations',
  'rate_limits',
  'mails',
  'consents',
  'revisions',
] as const

type RemovedKind = (typeof REMOVED_KINDS)[number]
export type Removed = Record<RemovedKind, number>

const METRIC = 'malakhit_maintenance_removed_rows_total'

// The site's server and its bundle may each load this module; the registry takes a name once.
const removedRows =
  (register.getSingleMetric(METRIC) as Counter<'kind'> | undefined) ??
  new Counter({ name: METRIC, help: 'Rows the maintenance job removed, by kind of row.', labelNames: ['kind'] })

const DAY_MS = 86_400_000
/** A moment as an SQL value (an ISO string: the drivers agree on it, not on Date objects). */
const moment = (date: Date) => sql`${date.toISOString()}::timestamptz`
const before = (now: Date, days: number) => moment(new Date(now.getTime() - days * DAY_MS))

/** Runs a statement answering `count` until it removes fewer than a batch; answers the total. */
async function inBatches(query: Query, statement: SQL, batchSize: number): Promise<number> {
  let total = 0
  for (;;) {
    const [row] = await query<{ count: number | string }>(statement)
    const count = Number(row?.count ?? 0)
    total += count
    if (count < batchSize) return total
  }
}

/**
 * Removes up to a batch of the rows of `table` that `condition` picks. The condition is checked
 * again on the row being deleted, so a row that came back to life meanwhile (a rate-limit window
 * started over) stays; rows another transaction holds are skipped until the next run.
 */
function removeWhere(table: string, key: string, condition: SQL, batchSize: number): SQL {
  const t = sql.raw(table)
  const k = sql.raw(key)
  return sql`with gone as (
    delete from ${t} where ${k} in (select ${k} from ${t} where ${condition} limit ${batchSize} for update skip locked) and ${condition}
    returning 1
  ) select count(*)::int as count from gone`
}

/**
 * Ended sessions, with their tokens (counted as such): a session ends when it is revoked, or else
 * with the last of its tokens or its last use, whichever is later.
 */
async function removeSessions(query: Query, cutoff: SQL, batchSize: number) {
  const removed = { sessions: 0, access_tokens: 0, refresh_tokens: 0 }
  for (;;) {
    const [row] = await query<{ sessions: number; access: number; refresh: number }>(
      sql`with batch as (
        select s.id from auth_sessions s
        where s.revoked_at < ${cutoff} or (
          s.revoked_at is null and s.last_used_at < ${cutoff}
          -- Not max(expires_at) per session: the planner walked the expiry index for each session.
          and not exists (select 1 from oauth_refresh_tokens r where r.session_id = s.id and r.expires_at >= ${cutoff})
          and not exists (select 1 from oauth_access_tokens a where a.session_id = s.id and a.expires_at >= ${cutoff})
        )
        limit ${batchSize} for update skip locked
      ),
      access as (delete from oauth_access_tokens where session_id in (select id from batch) returning 1),
      refresh as (delete from oauth_refresh_tokens where session_id in (select id from batch) returning 1),
      sessions as (delete from auth_sessions where id in (select id from batch) returning 1)
      select (select count(*)::int from sessions) as sessions, (select count(*)::int from access) as access,
        (select count(*)::int from refresh) as refresh`,
    )
    const sessions = Number(row?.sessions ?? 0)
    removed.sessions += sessions
    removed.access_tokens += Number(row?.access ?? 0)
    removed.refresh_tokens += Number(row?.refresh ?? 0)
    if (sessions < batchSize) return removed
  }
}

/**
 * One pass of the clean-up with the database's rows judged at `now`; answers what it removed, or
 * null when another instance is running it (the advisory lock is taken).
 */
export async function runMaintenance(
  handle: Pick<DatabaseHandle, 'withAdvisoryLock'>,
  { retention, now = new Date(), batchSize = DEFAULT_BATCH_SIZE }: { retention: Retention; now?: Date; batchSize?: number },
): Promise<Removed | null> {
  const tokens = before(now, retention.tokenDays)
  const mails = before(now, retention.mailDays)
  const consents = before(now, retention.consentDays)
  const removed = await handle.withAdvisoryLock(MAINTENANCE_LOCK, async (query) => {
    const fromSessions = await removeSessions(query, tokens, batchSize)
    const remove = (table: string, key: string, condition: SQL) =>
      inBatches(query, removeWhere(table, key, condition, batchSize), batchSize)
    return {
      ...fromSessions,
      // Tokens of sessions still alive that have expired, and client-credentials tokens.
      access_tokens:
        fromSessions.access_tokens + (await remove('oauth_access_tokens', 'id', sql`(expires_at < ${tokens} or revoked_at < ${tokens})`)),
      // A rotated refresh token stays until it expires: presented again, it reveals a leak.
      refresh_tokens: fromSessions.refresh_tokens + (await remove('oauth_refresh_tokens', 'id', sql`expires_at < ${tokens}`)),
      one_time_tokens: await remove('user_tokens', 'id', sql`(used_at < ${tokens} or expires_at < ${tokens})`),
      staff_invitations: await remove('staff_invitations', 'id', sql`(accepted_at < ${tokens} or expires_at < ${tokens})`),
      // The limiter reads a row past its window as absent, so it goes at once.
      rate_limits: await remove('rate_limits', 'key', sql`expire < ${moment(now)}`),
      // Pending mail is never removed; a mail given up on is dated from when it was queued.
      mails: await remove(
        'mail_outbox',
        'id',
        sql`((status = 'sent' and sent_at < ${mails}) or (status = 'failed' and created_at < ${mails}))`,
      ),
      // Only anonymised consents: the consent of a person whose data is still held is their proof.
      consents: await remove('consents', 'id', sql`anonymised_at < ${consents}`),
      // The newest saves of each editorial item stay; older ones go.
      revisions: await remove(
        'content_revisions',
        'id',
        sql`id in (select id from (select id, row_number() over (partition by entity_type, entity_id order by revision desc) as place
          from content_revisions) ranked where place > ${retention.revisionsKept})`,
      ),
    } satisfies Removed
  })
  if (removed) for (const kind of REMOVED_KINDS) if (removed[kind] > 0) removedRows.inc({ kind }, removed[kind])
  return removed
}

/** One run with its log line: what it removed and how long it took, or that another instance had it. */
export async function maintainOnce(
  handle: Pick<DatabaseHandle, 'withAdvisoryLock'>,
  retention: Retention,
  logger: Logger,
  now = new Date(),
): Promise<Removed | null> {
  const started = performance.now()
  try {
    const removed = await runMaintenance(handle, { retention, now })
    if (removed) logger.info('Maintenance done', { removed, ms: Math.round(performance.now() - started) })
    else logger.info('Maintenance skipped: another instance is running it')
    return removed
  } catch (error) {
    logger.error('Maintenance failed', describeError(error))
    return null
  }
}

/** The first run comes a minute after start, so a start (or a deploy) is not slowed by it. */
const FIRST_RUN_DELAY_MS = 60_000

/**
 * Runs the job every `intervalMinutes` in this process (nothing when 0). Every instance runs it;
 * the lock makes the ones that find it taken skip that turn. Answers how to stop, waiting for a
 * run in progress.
 */
export function startMaintenance(
  handle: Pick<DatabaseHandle, 'withAdvisoryLock'>,
  settings: MaintenanceSettings,
  logger: Logger,
): () => Promise<void> {
  if (settings.intervalMinutes === 0) return async () => {}
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = maintainOnce(handle, settings.retention, logger).finally(() => schedule(settings.intervalMinutes * 60_000))
    }, delay)
    timer.unref()
  }
  schedule(FIRST_RUN_DELAY_MS)
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
