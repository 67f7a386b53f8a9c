import autocannon from 'autocannon'
import { describeFailures, failedRequests } from './load.ts'
import { BYPASS_CACHE, LOAD_PAGES } from './pages.ts'
import { rssMb } from './rss.ts'
import type { BenchSite } from './site.ts'
import { formatCount, formatLatency, Table } from './table.ts'

export interface SoakOptions {
  /** How long the load lasts, in seconds. */
  seconds: number
  connections: number
  acceptEncoding: string
  /** Seconds between two reports. */
  interval: number
  /** Seconds of load before the sample that the drift is measured from. */
  warmup: number
  markdown: boolean
}

/** RSS may grow by this much from the end of the warm-up to the end of the soak (the issue's target). */
const DRIFT_TARGET_PERCENT = 10

/**
 * Each connection goes round the page types in turn: every guest page as a guest gets it (from the
 * page cache once there is one) and with the cache bypassed (a fresh render, where memory leaks
 * show), and the signed-in pages for one person and for the admin.
 */
function mixedRequests(cookies: Record<'person' | 'staff', string>): autocannon.Request[] {
  const guestPages = LOAD_PAGES.filter((page) => (page.visitor ?? 'guest') === 'guest')
  return [
    ...guestPages.map((page) => ({ method: 'GET' as const, path: page.path })),
    ...guestPages.map((page) => ({ method: 'GET' as const, path: page.path, headers: { ...BYPASS_CACHE } })),
    ...LOAD_PAGES.flatMap(({ path, visitor }) =>
      visitor && visitor !== 'guest' ? [{ method: 'GET' as const, path, headers: { cookie: cookies[visitor] } }] : [],
    ),
  ]
}

/** What the answers of one reporting interval were. */
class ReportWindow {
  readonly startedAt = performance.now()
  readonly latencies: number[] = []
  errors = 0

  /** [p50, p99] in whole ms. */
  percentiles(): [number, number] {
    const sorted = this.latencies.toSorted((a, b) => a - b)
    const at = (fraction: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0)
    return [at(0.5), at(0.99)]
  }
}

interface Sample {
  elapsed: number
  rss: number
}

/**
 * Holds the mixed load for `seconds` and prints, every `interval` seconds, the server's RSS, the
 * requests per second, latency and errors of that interval; at the end the totals and how much RSS
 * drifted after the warm-up. Answers whether the load went without a single error.
 */
export async function soak(site: BenchSite, options: SoakOptions): Promise<boolean> {
  const requests = mixedRequests({ person: await site.signIn('person'), staff: await site.signIn('staff') })
  console.log(`Soak: ${options.seconds} s at ${options.connections} connections, each going round ${requests.length} requests:`)
  console.log(
    `${requests.map((request) => `${request.path}${request.headers?.cookie ? ' (signed in)' : request.headers?.['cache-control'] ? ' (cache bypassed)' : ''}`).join(', ')}\n`,
  )

  const table = new Table(
    [
      { title: 'time s', width: 6 },
      { title: 'RSS MB', width: 6 },
      { title: 'req/s', width: 6 },
      { title: 'p50/p99 ms', width: 11 },
      { title: 'errors', width: 6 },
    ],
    { markdown: options.markdown },
  )
  const rssAtStart = rssMb(site.pid)
  console.log(`RSS before the load: ${rssAtStart} MB\n`)
  console.log(table.header())

  const start = performance.now()
  const samples: Sample[] = []
  let current = new ReportWindow()
  const report = () => {
    const now = performance.now()
    const elapsed = Math.round((now - start) / 1000)
    const rss = rssMb(site.pid)
    const rps = current.latencies.length / ((now - current.startedAt) / 1000)
    const [p50, p99] = current.percentiles()
    samples.push({ elapsed, rss })
    console.log(table.row([elapsed, rss, formatCount(rps), formatLatency(p50, p99), current.errors]))
    current = new ReportWindow()
  }

  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: site.url,
        connections: options.connections,
        duration: options.seconds,
        headers: { 'accept-encoding': options.acceptEncoding },
        requests,
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      current.latencies.push(responseTime)
      if (statusCode < 200 || statusCode >= 300) current.errors += 1
    })
    instance.on('reqError', () => {
      current.errors += 1
    })
    const timer = setInterval(report, options.interval * 1000)
    instance.on('done', () => clearInterval(timer))
  })
  // The tail since the last report, unless the load ended right on a report.
  if (performance.now() - current.startedAt >= 1000) report()

  const errors = failedRequests(result)
  console.log(
    `\nRequests: ${formatCount(result.requests.total)} in ${result.duration} s (${formatCount(result.requests.average)} req/s), latency p50/p99 ${formatLatency(result.latency.p50, result.latency.p99)} ms`,
  )
  console.log(`Errors: ${errors}${errors > 0 ? ` (${describeFailures(result)})` : ''}`)
  console.log(`RSS: ${rssAtStart} MB before the load, peak ${Math.max(...samples.map((sample) => sample.rss))} MB`)
  console.log(describeDrift(samples, options.warmup))
  return errors === 0
}

/** RSS at the end against RSS at the first report after the warm-up. */
function describeDrift(samples: Sample[], warmup: number): string {
  const first = samples.find((sample) => sample.elapsed >= warmup)
  const last = samples.at(-1)
  if (!first || !last || first === last) return `RSS drift: the soak is too short for one (it needs reports after ${warmup} s of warm-up)`
  const drift = ((last.rss - first.rss) / first.rss) * 100
  const verdict = drift <= DRIFT_TARGET_PERCENT ? 'within' : 'over'
  return `RSS drift: ${first.rss} MB at ${first.elapsed} s → ${last.rss} MB at ${last.elapsed} s: ${drift >= 0 ? '+' : ''}${drift.toFixed(1)} % (${verdict} the target of ${DRIFT_TARGET_PERCENT} %)`
}
