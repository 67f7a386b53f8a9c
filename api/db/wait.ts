import { sql } from 'drizzle-orm'
import type { Logger } from '../../shared/server/logger.ts'
import type { Database } from './client.ts'

/** The database did not answer within the wait: its message is one line for the operator. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError'
}

/** Why a connection failed, in the database's or the system's own words, on one line. */
function connectionFailure(error: unknown): string {
  // Drizzle wraps the driver's error ("Failed query: select 1"); the reason is its cause.
  const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error
  // A host with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (reason instanceof AggregateError && reason.errors.length > 0) {
    return [...new Set(reason.errors.map((inner) => connectionFailure(inner)))].join('; ')
  }
  const message = reason instanceof Error ? reason.message : String(reason)
  return message.replace(/\s+/g, ' ').trim() || (reason as { code?: string }).code || 'unknown error'
}

/** Where a postgres:// URL points, without the user's password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
  } catch {
    return 'DATABASE_URL'
  }
}

export interface WaitOptions {
  /** Give up after this long (DATABASE_WAIT_SECONDS); 0: one attempt. */
  seconds: number
  /** Where it points, for the messages (no password). */
  target: string
  logger: Logger
  /** Between attempts. */
  pauseMs?: number
}

/**
 * Waits until the database answers, for a database that starts together with the site (a
 * compose file, a machine booting), with one log line per failed attempt; then gives up with a
 * DatabaseUnreachableError whose message says what the last attempt met. An unknown database or a
 * refused password are waited for too: provisioning may fix them a moment later.
 */
export async function waitForDatabase(db: Database, { seconds, target, logger, pauseMs = 1_000 }: WaitOptions): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql`select 1`)
      if (attempt > 1) logger.info('The database answers', { target, attempt })
      return
    } catch (error) {
      const reason = connectionFailure(error)
      if (Date.now() + pauseMs > deadline) {
        throw new DatabaseUnreachableError(
          `The database at ${target} did not answer within ${seconds} s (DATABASE_WAIT_SECONDS): ${reason}`,
        )
      }
      logger.info(`Waiting for the database at ${target} (attempt ${attempt}): ${reason}`)
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  }
}
