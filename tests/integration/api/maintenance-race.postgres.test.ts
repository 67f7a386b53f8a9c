import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase, resultRows } from '#api/db/client.ts'
import { MAINTENANCE_LOCK, runMaintenance } from '#api/db/maintenance.ts'
import type { Retention } from '#server/config.ts'
import * as schema from '#api/db/schema/index.ts'
import { useTestDatabase } from './support/test-database.ts'

// Two instances on one server: only a server has two connections that can race (PGlite is one
// process with one connection). Runs in the api:postgres project only.
const now = new Date('2031-03-15T12:00:00Z')
const retention: Retention = { tokenDays: 7, mailDays: 30, consentDays: 1095, revisionsKept: 50 }
describe('the maintenance job on two instances', () => {
  const database = useTestDatabase()
  let second: DatabaseHandle

  beforeAll(() => {
    second = openDatabase({ kind: 'postgres', url: database.url! })
  })
  afterAll(() => second.close())

  async function overCounters(n: number) {
    await database.db
      .insert(schema.rateLimits)
      .values(Array.from({ length: n }, (_, i) => ({ key: `search:${i}`, points: 1, expire: new Date(now.getTime() - 1000) })))
  }

  async function counters(): Promise<number> {
    const [row] = resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from rate_limits`))
    return Number(row?.n)
  }

  it('skips a run while another instance is running it, and runs once that one is done', async () => {
    await overCounters(3)
    const skipped = await database.withAdvisoryLock(MAINTENANCE_LOCK, async () => {
      const result = await runMaintenance(second, { retention, now })
      return { result, left: await counters() }
    })
    expect(skipped).toEqual({ result: null, left: 3 })
    expect(await runMaintenance(second, { retention, now })).toMatchObject({ rate_limits: 3 })
    expect(await counters()).toBe(0)
  })

  it('removes each row once when two instances start the job together', async () => {
    await overCounters(500)
    const results = await Promise.all([
      runMaintenance(database, { retention, now, batchSize: 50 }),
      runMaintenance(second, { retention, now, batchSize: 50 }),
    ])
    const removed = results.map((result) => result?.rate_limits ?? 0)
    expect(removed.reduce((a, b) => a + b)).toBe(500)
    // Either the second found the lock taken, or it came after the first had removed everything.
    expect(removed.toSorted((a, b) => a - b)).toEqual([0, 500])
    expect(await counters()).toBe(0)
  })
})
