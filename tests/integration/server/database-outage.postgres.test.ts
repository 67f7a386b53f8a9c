import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, resultRows } from '#api/db/client.ts'
import { startSite } from '../../support/site-process.ts'
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.ts'
import { TEST_DATABASE_PREFIX, withDatabaseName } from '../api/support/test-database.ts'

// The production server on PostgreSQL behind a TCP proxy that the tests cut and restore, so the
// database goes away and comes back while the site keeps running. What must hold: the
// health check answers 503 within 1 s and pages the Russian 503 page within 2 s while the database
// is out of reach, and both answer 200 again within 5 s of its return, with no restart.

const HEALTH_LIMIT_MS = 1_000
const PAGE_LIMIT_MS = 2_000
const RECOVERY_LIMIT_MS = 5_000

const serverUrl = process.env.TEST_DATABASE_URL!
const target = new URL(serverUrl)

let admin: postgres.Sql
let databaseName: string
let proxy: TcpProxy
let site: Awaited<ReturnType<typeof startSite>>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// A visitor's browser: search bots get a bare error page.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

/**
 * A GET with its time; a request that hangs fails after 10 s instead of holding up the run. Pages
 * are asked with Cache-Control: no-cache, for a render (a guest could get a page kept from before).
 */
async function timedGet(path: string, { render = true, requestId }: { render?: boolean; requestId?: string } = {}) {
  const started = performance.now()
  const headers: Record<string, string> = {
    'user-agent': BROWSER,
    ...(render ? { 'cache-control': 'no-cache' } : {}),
    ...(requestId ? { 'x-request-id': requestId } : {}),
  }
  const response = await fetch(`${site.url}${path}`, { headers, signal: AbortSignal.timeout(10_000) }).catch((error: unknown) => {
    // A site that is gone says why in its last lines.
    throw new Error(`GET ${path} failed; the site's last lines:\n${site.output.join('').slice(-4_000)}`, { cause: error })
  })
  const body = await response.text()
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    requestId: response.headers.get('x-request-id'),
    body,
    ms: performance.now() - started,
  }
}

/** The server's log lines from `from` on (its output is JSON lines only). */
/** Whole lines only: the last piece is empty or a line still being written. */
const logLinesFrom = (from: number) =>
  site.output
    .join('')
    .split('\n')
    .slice(from, -1)
    .filter((line) => line.trim() !== '')

beforeAll(async () => {
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  databaseName = `${TEST_DATABASE_PREFIX}${process.pid}_outage_${randomBytes(4).toString('hex')}`
  await admin.unsafe(`create database "${databaseName}"`)
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const viaProxy = new URL(withDatabaseName(serverUrl, databaseName))
  viaProxy.hostname = '127.0.0.1'
  viaProxy.port = String(proxy.port)
  // Migrates and seeds the new database through the proxy, as a deployment would.
  site = await startSite({ DATABASE_URL: viaProxy.toString() })
})

// A failed test must not leave the next one without a database.
afterEach(() => proxy.restore())

afterAll(async () => {
  await site?.stop()
  await proxy?.close()
  await admin?.unsafe(`drop database if exists "${databaseName}" with (force)`)
  await admin?.end()
})

// Each outage renders a page nobody asked for before it: what was read before is kept (pages for
// guests, public answers in the process) and may still be served, but a page that needs the
// database now must answer 503.
const outages = [
  { kind: 'the database stops (connections dropped, new ones refused)', cut: () => proxy.stop(), page: '/articles/' },
  {
    kind: 'the database host goes silent (connections open, nothing gets through)',
    cut: async () => proxy.blackhole(),
    page: '/solutions/',
  },
]

describe('PostgreSQL connections of the app', () => {
  it('carry a statement timeout, so a stuck statement ends in 503 instead of a request that never answers', async () => {
    const handle = openDatabase({ kind: 'postgres', url: withDatabaseName(serverUrl, databaseName) })
    try {
      const rows = resultRows<{ statement_timeout: string }>(await handle.db.execute(sql`show statement_timeout`))
      expect(rows[0]?.statement_timeout).toBe('5s')
    } finally {
      await handle.close()
    }
  })
})

describe('the site during a database outage', () => {
  for (const outage of outages) {
    it(`${outage.kind}: health and pages answer 503 in time, then recover by themselves`, async () => {
      expect((await timedGet('/api/health')).status).toBe(200)
      expect((await timedGet('/news/')).status).toBe(200)
      // A guest's visit leaves the page kept.
      const kept = await timedGet('/news/', { render: false })
      expect(kept.status).toBe(200)

      const linesBefore = site.output.join('').split('\n').length - 1
      await outage.cut()
      // Answers may lag the cut by a moment (a probe that has just succeeded is reused briefly).
      await sleep(300)
      // Several rounds over a few seconds: the answers hold for the whole outage, not just at first.
      for (let round = 0; round < 4; round++) {
        const requestId = `outage-${outage.page.replaceAll('/', '')}-${round}`
        const [health, page] = await Promise.all([timedGet('/api/health'), timedGet(outage.page, { requestId })])
        expect(health.status, `health, round ${round}`).toBe(503)
        // A balancer takes the instance out (readiness); a supervisor leaves the process be (liveness).
        expect((await timedGet('/api/health/ready')).status, `readiness, round ${round}`).toBe(503)
        expect((await timedGet('/api/health/live')).status, `liveness, round ${round}`).toBe(200)
        expect(JSON.parse(health.body)).toMatchObject({ status: 'unavailable', database: 'down' })
        expect(health.ms, `health, round ${round}`).toBeLessThan(HEALTH_LIMIT_MS)
        expect(page.status, `page, round ${round}`).toBe(503)
        expect(page.ms, `page, round ${round}`).toBeLessThan(PAGE_LIMIT_MS)
        expect(page.retryAfter).toBe('60')
        expect(page.body).toContain('data-error-status="503"')
        expect(page.body).toContain('Сервис временно недоступен')
        // The visitor can quote the request, and the operator find it in the log.
        expect(page.requestId).toBe(requestId)
        expect(page.body).toContain('Код запроса: <code')
        expect(page.body).toContain(`>${requestId}</code>`)
        // Guests still get a page kept from before the outage, while it lasts (60 s at most).
        const keptPage = await timedGet('/news/', { render: false })
        expect(keptPage.status, `kept page, round ${round}`).toBe(200)
        expect(keptPage.body).toContain('<h1')
        expect(keptPage.body).not.toContain('data-error-status')
        await sleep(500)
      }

      // A burst of visitors while it lasts: each distinct failure is written once with its stack and
      // then only counted, not a stack trace per request (it used to be two or three per page).
      const burst = await Promise.all(Array.from({ length: 30 }, () => timedGet(outage.page)))
      expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 503))
      // The child's log reaches this process through a pipe, after its answers: wait for the lines.
      const requestLines503 = () =>
        logLinesFrom(linesBefore).filter((line) => line.includes('"message":"Request"') && line.includes('"status":503'))
      await expect.poll(() => requestLines503().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(38)
      const outageLines = logLinesFrom(linesBefore)
      for (const line of outageLines) expect(() => JSON.parse(line), line).not.toThrow()
      const stacks = outageLines.filter((line) => line.includes('"stack"'))
      expect(stacks.length).toBeLessThanOrEqual(6)

      await proxy.restore()
      const restoredAt = performance.now()
      let recoveredAfter = Number.POSITIVE_INFINITY
      while (performance.now() - restoredAt < RECOVERY_LIMIT_MS + 5_000) {
        const [health, page] = await Promise.all([timedGet('/api/health'), timedGet(outage.page)])
        if (health.status === 200 && page.status === 200) {
          recoveredAfter = performance.now() - restoredAt
          break
        }
        await sleep(100)
      }
      expect(recoveredAfter).toBeLessThan(RECOVERY_LIMIT_MS)
      expect((await timedGet('/api/health/ready')).status).toBe(200)
      // And it stays up.
      for (let round = 0; round < 3; round++) {
        const [health, page] = await Promise.all([timedGet('/api/health'), timedGet(outage.page)])
        expect([health.status, page.status]).toEqual([200, 200])
      }
    })
  }
})
