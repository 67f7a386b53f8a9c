import { sql } from 'drizzle-orm'
import type { ApiConfig } from '#api/config.ts'
import { createTestApi, createTestClient, testConfig } from './test-api.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

/** What the account endpoints' tests work with: a fresh database, the API on it, and the site's client. */
export interface AccountApi {
  database: TestDatabase
  config: ApiConfig
  api: ReturnType<typeof createTestApi>
  site: Awaited<ReturnType<typeof createTestClient>>
}

/** A fresh database with the API on it, and a first-party client with the site's grants. */
export async function openAccountApi(): Promise<AccountApi> {
  const database = await createTestDatabase()
  const config = testConfig()
  const api = createTestApi(database.db, { config })
  const site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
  return { database, config, api, site }
}

/** Empties the rate-limit counters, so that one test's attempts do not limit the next. */
export async function forgetRateLimits({ db }: TestDatabase): Promise<void> {
  await db.execute(sql`truncate rate_limits`)
}
