import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import type { ApiConfig } from '#api/config.ts'
import { registerUser, requestToken, send, type TokenSet } from './accounts.ts'
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
export async function openAccountApi(config: ApiConfig = testConfig()): Promise<AccountApi> {
  const database = await createTestDatabase()
  const api = createTestApi(database.db, { config })
  const site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
  return { database, config, api, site }
}

/** Empties the rate-limit counters, so that one test's attempts do not limit the next. */
export async function forgetRateLimits({ db }: TestDatabase): Promise<void> {
  await db.execute(sql`truncate rate_limits`)
}

/**
 * The account API for the tests of one file or `describe`: opened before the first of them, with
 * the rate-limit counters forgotten before each, and its database removed after the last. The
 * object is empty until then, so use it inside tests and hooks.
 */
export function useAccountApi(): AccountApi {
  const account = {} as AccountApi
  beforeAll(async () => {
    Object.assign(account, await openAccountApi())
  })
  beforeEach(() => forgetRateLimits(account.database))
  afterAll(() => account.database.destroy())
  return account
}

/** Registers a new person through the account API with the site's client and signs them in (see registerUser). */
export function registerUserOn({ api, site }: AccountApi, overrides: Record<string, unknown> = {}) {
  return registerUser(api, site.token, overrides)
}

/** Signs in with the password grant, as the site does with its client. */
export function signInOn({ api, site }: AccountApi, username: string, password: string) {
  return requestToken(api, { grant_type: 'password', client_id: site.id, client_secret: site.secret, username, password })
}

/** Deletes the person's account as the profile does: with their password. */
export function deleteAccountOn({ api }: AccountApi, user: { tokens: TokenSet; password: string }) {
  return send(api, 'DELETE', '/v1/users', { token: user.tokens.access_token, body: { password: user.password } })
}

/** Exchanges a refresh token for a new pair, as the site does with its client. */
export function refreshOn({ api, site }: AccountApi, refreshToken: string) {
  return requestToken(api, { grant_type: 'refresh_token', client_id: site.id, client_secret: site.secret, refresh_token: refreshToken })
}

/** The profile the access token opens has its address verified, within the last minute. */
export async function expectVerifiedJustNow({ api }: AccountApi, accessToken: string) {
  const profile = (await (await send(api, 'GET', '/v1/profile', { token: accessToken })).json()) as { email_verified_at: string | null }
  expect(profile.email_verified_at).not.toBeNull()
  expect(Date.now() - Date.parse(profile.email_verified_at!)).toBeLessThan(60_000)
}
