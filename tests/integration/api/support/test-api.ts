import { createApi } from '#api/app.ts'
import type { Logger } from '#api/logger.ts'
import type { Database } from '#api/db/client.ts'

export const TEST_BUILD_ID = 'test-build'

/** A logger that keeps what it was told, so tests can see what reached the server log. */
export function recordingLogger() {
  const entries: { level: 'info' | 'error'; message: string; fields?: Record<string, unknown> }[] = []
  const logger: Logger = {
    info: (message, fields) => entries.push({ level: 'info', message, fields }),
    error: (message, fields) => entries.push({ level: 'error', message, fields }),
  }
  return { logger, entries }
}

/** The reference API on a test database; requests go through `app.request(path)`. */
export function createTestApi(db: Database, logger: Logger = recordingLogger().logger) {
  return createApi({ db, buildId: TEST_BUILD_ID, logger })
}
