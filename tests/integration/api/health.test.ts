import { describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import type { Logger } from '#shared/server/logger.ts'
import { createTestApi, recordingLogger, TEST_BUILD_ID } from './support/test-api.ts'
import { removedDatabase, useTestDatabase } from './support/test-database.ts'

describe('GET /api/health', () => {
  const database = useTestDatabase()
  /** The health check of the API on `db`. */
  const checkHealth = (db: Database, logger: Logger = recordingLogger().logger) => createTestApi(db, logger).request('/api/health')

  it('reports the database as up and the build id', async () => {
    const response = await checkHealth(database.db)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', build: TEST_BUILD_ID })
  })

  it('answers 503 and logs the cause when the database is unreachable', async () => {
    const { logger, entries } = recordingLogger()

    const response = await checkHealth((await removedDatabase()).db, logger)

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down', build: TEST_BUILD_ID })
    expect(entries.some((entry) => entry.level === 'error' && entry.message.includes('database unreachable'))).toBe(true)
  })
})
