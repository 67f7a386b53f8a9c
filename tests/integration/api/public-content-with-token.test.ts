import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '#api/db/seed.ts'
import { registerUser, send } from './support/accounts.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// The site sends a signed-in visitor's token with every call, public content included: the public
// answers must not depend on it, nor fail on a token that has expired or was never valid.
describe('public content read with a bearer token', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let userToken: string

  beforeAll(async () => {
    database = await createTestDatabase()
    await seed(database.db)
    api = createTestApi(database.db)
    const site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
    userToken = (await registerUser(api, site.token)).tokens.access_token
  })
  afterAll(() => database.destroy())

  it.each([
    '/v1/posts?category=news',
    '/v1/posts?category=articles&page=2&per_page=2',
    '/v1/posts/tags?category=articles',
    '/v1/services',
    '/v1/solutions',
    '/v1/clients',
    '/v1/portfolio',
    '/v1/pages/company',
    '/v1/sitemap',
    '/v1/redirects?path=/garant',
    `/v1/search?q=${encodeURIComponent('доступность сайтов')}`,
    `/v1/search/suggestions?q=${encodeURIComponent('досту')}`,
  ])('%s answers the same to a guest, a signed-in user and a stale token', async (path) => {
    const asGuest = await send(api, 'GET', path)
    const asUser = await send(api, 'GET', path, { token: userToken })
    const withUnknownToken = await send(api, 'GET', path, { token: 'expired-or-revoked-token' })
    expect(asGuest.status).toBe(200)
    const body = await asGuest.json()
    for (const answer of [asUser, withUnknownToken]) {
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual(body)
    }
  })
})
