import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, recordingLogger, TEST_BUILD_ID } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

describe('GET /api/health', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.destroy())

  it('reports the database as up and the build id', async () => {
    const response = await createTestApi(database.db).request('/api/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', build: TEST_BUILD_ID })
  })

  it('answers 503 and logs the cause when the database is unreachable', async () => {
    const broken = await createTestDatabase()
    await broken.destroy()
    const { logger, entries } = recordingLogger()

    const response = await createTestApi(broken.db, logger).request('/api/health')

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down', build: TEST_BUILD_ID })
    expect(entries.some((entry) => entry.level === 'error' && entry.message.includes('database unreachable'))).toBe(true)
  })
})
