import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resultRows } from '#api/db/client.ts'
import { createApi } from '#api/app.ts'
import type { Liveness } from '#api/db/liveness.ts'
import { migrate } from '#api/db/migrate.ts'
import { recordingLogger, TEST_BUILD_ID, testConfig } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase, useTestDatabase } from './support/test-database.ts'

/** A database that a failed probe has shown to be out of reach a moment ago. */
const knownDown: Liveness = { isDown: () => true, probe: async () => false, guard: (work) => work }

describe('the API while the database is out of reach', () => {
  const database = useTestDatabase()

  it('answers 503 with Retry-After at once, without waiting on the database', async () => {
    const { logger, entries } = recordingLogger()
    const api = createApi({ db: database.db, liveness: knownDown, buildId: TEST_BUILD_ID, logger, config: testConfig() })

    for (const path of ['/api/v1/pages/home', '/api/v1/posts?category=news']) {
      const response = await api.request(path)
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after'), path).toBe('60')
      expect(await response.json(), path).toEqual({ message: 'Сервис временно недоступен. Попробуйте ещё раз через минуту.' })
    }
    expect(entries.filter((entry) => entry.level === 'error' && entry.message === 'Database unreachable')).toHaveLength(2)
  })

  it('still answers the health check from a probe of its own', async () => {
    let probes = 0
    const liveness: Liveness = {
      ...knownDown,
      probe: async () => {
        probes += 1
        return false
      },
    }
    const api = createApi({ db: database.db, liveness, buildId: TEST_BUILD_ID, logger: recordingLogger().logger, config: testConfig() })

    const response = await api.request('/api/health')

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down', build: TEST_BUILD_ID })
    expect(probes).toBe(1)
  })
})

describe('statement timeout and migrations', () => {
  let database: TestDatabase
  let folder: string
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false })
    // One migration that records the statement timeout it ran under.
    folder = mkdtempSync(join(tmpdir(), 'migrations-'))
    mkdirSync(join(folder, 'meta'))
    writeFileSync(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when: 1, tag: '0000_probe', breakpoints: true }],
      }),
    )
    writeFileSync(join(folder, '0000_probe.sql'), `create table timeout_seen as select current_setting('statement_timeout') as value;`)
  })
  afterAll(async () => {
    await database.destroy()
    rmSync(folder, { recursive: true, force: true })
  })

  it('lifts the statement timeout for migrations, which may run long or wait for another instance', async () => {
    // Every PostgreSQL connection of the app has a statement timeout; the embedded database gets one here.
    await database.db.execute(sql`set statement_timeout = '5s'`)
    expect(await migrate(database.db, folder)).toBe(1)
    const [row] = resultRows<{ value: string }>(await database.db.execute(sql`select value from timeout_seen`))
    expect(row?.value).toBe('0')
  })
})
