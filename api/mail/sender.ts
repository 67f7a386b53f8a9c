// The sender loop: delivers what api/mail/outbox.ts queued, retries with backoff, and deletes only
// the mails the outbox must forget once sent (FORGOTTEN_ONCE_SENT).
//
// A run claims a small batch of due mails in a short transaction (FOR UPDATE SKIP LOCKED, so
// instances sharing one PostgreSQL never take the same row) and, in that transaction, counts the
// attempt and pushes next_attempt_at a lease ahead. Sending happens after the commit, without
// holding locks. A success marks the row sent; a failure records the error and schedules the next
// attempt. If the process dies mid-send, the row is still pending and becomes due again when the
// lease runs out, so a mail is never lost (it may, rarely, arrive twice; it keeps its Message-ID).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { ApiConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import { fileStoreOf } from '../files/configured.ts'
import { checkKey, type FileStore } from '../files/store.ts'
import { FORGOTTEN_ONCE_SENT } from './outbox.ts'
import { describeError, type Logger } from '../../shared/server/logger.ts'
import { logTransport, smtpTransport, type MailMessage, type MailTransport } from './transport.ts'

type OutboxRow = typeof mailOutbox.$inferSelect

/** Attempts before a mail is marked failed (it stays in the outbox). */
export const MAX_ATTEMPTS = 8

/** Waits after the 1st, 2nd, … failed attempt; the last one repeats. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 720, 1440].map((minutes) => minutes * 60_000)

/** How long a claimed mail is left to its sender before another run may take it again. */
const CLAIM_LEASE_MS = 10 * 60_000

/** Short enough that a sign-in code arrives while the person still looks at the form. */
const DEFAULT_INTERVAL_MS = 2_000
const BATCH_SIZE = 10
/** A run stops after this many batches, so stop() never waits long; the next tick goes on. */
const MAX_BATCHES_PER_RUN = 20
const MAX_ERROR_LENGTH = 2_000

/** The wait before the next attempt, after `attempts` attempts have failed. */
function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!
}

export interface MailSenderOptions {
  db: Database
  logger: Logger
  config: ApiConfig
  /** Pause between runs; the first run comes after one interval. */
  intervalMs?: number
  /** Defaults to SMTP when config.mail.url is set, else the log. */
  transport?: MailTransport
  maxAttempts?: number
  batchSize?: number
}

export interface MailSender {
  /** Delivers the mails that are due now; resolves with how many were delivered. Runs never overlap. */
  runOnce(): Promise<number>
  /**
   * Starts a run now rather than at the next tick (mail was just queued), unless one is already
   * waiting to start: a code or a link reaches its reader while they still look at the form.
   */
  wake(): void
  /** Stops the loop and waits for a run in progress. */
  stop(): Promise<void>
}

function defaultTransport(config: ApiConfig, logger: Logger): MailTransport {
  return config.mail.url ? smtpTransport(config.mail.url, config.mail.from) : logTransport(logger, config.mail.folder)
}

const afterMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`

/** Takes up to `limit` due mails for this run (see the top of the file). */
async function claimDueMails(db: Database, limit: number, maxAttempts: number): Promise<OutboxRow[]> {
  return db
    .transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id, kind: mailOutbox.kind, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true })

      // Due again with no attempts left: the last attempt was cut off (the process died while sending).
      const exhaustedRows = due.filter((row) => row.attempts >= maxAttempts)
      const forgotten = exhaustedRows.filter((row) => FORGOTTEN_ONCE_SENT.has(row.kind)).map((row) => row.id)
      if (forgotten.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, forgotten))
      const exhausted = exhaustedRows.filter((row) => !FORGOTTEN_ONCE_SENT.has(row.kind)).map((row) => row.id)
      if (exhausted.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ status: 'failed', lastError: sql`coalesce(${mailOutbox.lastError} || ' | ', '') || 'the last attempt was interrupted'` })
          .where(inArray(mailOutbox.id, exhausted))
      }

      const claimable = due.filter((row) => row.attempts < maxAttempts).map((row) => row.id)
      if (claimable.length === 0) return []
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: afterMs(CLAIM_LEASE_MS) })
        .where(inArray(mailOutbox.id, claimable))
        .returning()
    })
    .then((rows) => rows.toSorted((a, b) => a.id - b.id))
}

/** The row as a transport takes it: each attachment opened from the file store when the mail is composed. */
function messageOf(row: OutboxRow, files: FileStore): MailMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt,
    attachments: row.attachments.map((attachment) => ({
      filename: attachment.filename,
      path: checkKey(attachment.path),
      contentType: attachment.contentType,
      async open() {
        const file = await files.get(attachment.path)
        if (!file) throw new Error(`Attachment ${attachment.path} is missing from the file store`)
        return file.body
      },
    })),
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH)

export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, logger, config } = options
  const transport = options.transport ?? defaultTransport(config, logger)
  const files = fileStoreOf(config)
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  const batchSize = options.batchSize ?? BATCH_SIZE
  let stopped = false
  let current: Promise<number> | undefined

  async function deliver(row: OutboxRow): Promise<boolean> {
    const forget = FORGOTTEN_ONCE_SENT.has(row.kind)
    try {
      await transport.send(messageOf(row, files))
    } catch (error) {
      const last = row.attempts >= maxAttempts
      const retryMs = retryDelayMs(row.attempts)
      // Pending only: a sender that outlived its lease must not undo another one's success.
      const stillPending = and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'))
      if (last && forget) await db.delete(mailOutbox).where(stillPending)
      else {
        await db
          .update(mailOutbox)
          .set(last ? { status: 'failed', lastError: errorText(error) } : { lastError: errorText(error), nextAttemptAt: afterMs(retryMs) })
          .where(stillPending)
      }
      const outcome = !last
        ? 'Mail not sent; will retry'
        : forget
          ? 'Mail failed for good; deleted with its personal data'
          : 'Mail failed for good; it stays in the outbox'
      logger.error(outcome, {
        mailId: row.id,
        kind: row.kind,
        ...(row.requestId ? { requestId: row.requestId } : {}),
        attempts: row.attempts,
        ...(last ? {} : { retryInSeconds: retryMs / 1000 }),
        ...describeError(error),
      })
      return false
    }
    if (forget) await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id))
    else {
      await db
        .update(mailOutbox)
        // The error of an earlier attempt no longer describes the mail.
        .set({ status: 'sent', sentAt: sql`now()`, deliveredVia: transport.via, lastError: null })
        .where(eq(mailOutbox.id, row.id))
    }
    logger.info('Mail delivered', {
      mailId: row.id,
      kind: row.kind,
      via: transport.via,
      attempts: row.attempts,
      ...(row.requestId ? { requestId: row.requestId } : {}),
    })
    return true
  }

  async function drain(): Promise<number> {
    let delivered = 0
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const rows = await claimDueMails(db, batchSize, maxAttempts)
      for (const row of rows) if (await deliver(row)) delivered++
      if (rows.length < batchSize || stopped) break
    }
    return delivered
  }

  function runOnce(): Promise<number> {
    const previous = current
    const run = (async () => {
      await previous?.catch(() => {})
      return drain()
    })()
    current = run
    const settle = () => {
      if (current === run) current = undefined
    }
    run.then(settle, settle)
    return run
  }

  const runInBackground = () => runOnce().catch((error: unknown) => logger.error('Mail sender run failed', describeError(error)))
  const timer = setInterval(() => {
    if (current || stopped) return
    runInBackground()
  }, options.intervalMs ?? DEFAULT_INTERVAL_MS)
  timer.unref()
  let wakeWaiting = false

  return {
    runOnce,
    wake() {
      if (stopped || wakeWaiting) return
      // One run after the current one sees every mail queued until it starts.
      wakeWaiting = true
      const previous = current
      void (async () => {
        await previous?.catch(() => {})
        wakeWaiting = false
        if (!stopped) await runInBackground()
      })()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      while (current) await current.catch(() => {})
      transport.close?.()
    },
  }
}

// ---------------------------------------------------------------- one per process

// On globalThis: the start script and the server bundle each carry a copy of this module, and
// Vite's dev server re-evaluates modules on change; one loop per process is enough.
const key = Symbol.for('agency.mailSender')
const store = globalThis as typeof globalThis & { [key]?: MailSender }

/** Starts the process-wide sender loop, or returns the one already running. */
export function startProcessMailSender(options: MailSenderOptions): MailSender {
  store[key] ??= startMailSender(options)
  return store[key]
}

/** Wakes the process-wide sender loop, if this process runs one (see MailSender.wake). */
export function wakeProcessMailSender(): void {
  store[key]?.wake()
}

/** Stops the process-wide sender loop (before the database is closed). */
export async function stopProcessMailSender(): Promise<void> {
  const sender = store[key]
  delete store[key]
  await sender?.stop()
}
