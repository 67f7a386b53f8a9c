// Prometheus metrics on prom-client's default registry; each is defined next to what it counts.
import { sql } from 'drizzle-orm'
import { Counter, type CounterConfiguration, Gauge, type GaugeConfiguration, register } from 'prom-client'
import { type DatabaseHandle, resultRows } from './db/client.ts'

/**
 * A metric of the default registry, made on first use. The start script and the server bundle each
 * carry a copy of the modules that define metrics, and a name may be registered only once.
 */
export function sharedMetric<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create()
}

export const sharedCounter = <L extends string>(config: CounterConfiguration<L>) => sharedMetric(config.name, () => new Counter(config))

const sharedGauge = <L extends string>(config: GaugeConfiguration<L>) => sharedMetric(config.name, () => new Gauge(config))

/** `malakhit_build_info{build_id} 1`: which build this process serves. */
export function recordBuildInfo(buildId: string): void {
  const gauge = sharedGauge({ name: 'malakhit_build_info', help: 'The build this process serves (always 1).', labelNames: ['build_id'] })
  gauge.reset()
  gauge.labels(buildId).set(1)
}

/** How long one scrape's outbox query is reused by the metrics asked for in the same scrape. */
const SCRAPE_REUSE_MS = 1_000

/**
 * The database's metrics, read when Prometheus scrapes (nothing is counted per request): whether it
 * answers (the health check's probe, within half a second), and the outbox's pending mails and the
 * age of the oldest of them (one indexed count). While the database does not answer, the outbox's
 * figures are left out rather than reported stale.
 */
export function registerDatabaseMetrics(database: () => DatabaseHandle): void {
  let outbox: { at: number; figures: Promise<{ pending: number; oldestSeconds: number } | null> } | undefined
  const readOutbox = () => {
    if (outbox && Date.now() - outbox.at < SCRAPE_REUSE_MS) return outbox.figures
    const figures = (async () => {
      const handle = database()
      if (!(await handle.liveness.probe())) return null
      const rows = resultRows<{ pending: string | number; oldest: string | number | null }>(
        await handle.db.execute(
          sql`select count(*) as pending, extract(epoch from now() - min(created_at)) as oldest from mail_outbox where status = 'pending'`,
        ),
      )
      return { pending: Number(rows[0]?.pending ?? 0), oldestSeconds: Math.max(0, Number(rows[0]?.oldest ?? 0)) }
    })().catch(() => null)
    outbox = { at: Date.now(), figures }
    return figures
  }

  sharedGauge({
    name: 'malakhit_database_up',
    help: 'Whether the database answers a trivial query within 0.5 s (1) or not (0), at scrape time.',
    async collect() {
      this.set((await database().liveness.probe()) ? 1 : 0)
    },
  })
  sharedGauge({
    name: 'malakhit_outbox_pending_mails',
    help: 'Mails waiting in the outbox to be sent (retries included), at scrape time.',
    async collect() {
      const figures = await readOutbox()
      if (figures) this.set(figures.pending)
      else this.reset()
    },
  })
  sharedGauge({
    name: 'malakhit_outbox_oldest_pending_mail_age_seconds',
    help: 'Age of the oldest mail waiting in the outbox, in seconds (0 when none waits), at scrape time.',
    async collect() {
      const figures = await readOutbox()
      if (figures) this.set(figures.oldestSeconds)
      else this.reset()
    },
  })
}
