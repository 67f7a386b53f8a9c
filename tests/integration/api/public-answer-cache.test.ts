import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '#api/db/seed.ts'
import { createPublicAnswerCache, type PublicAnswerCache } from '#api/http/public-answer-cache.ts'
import { registerUser, send } from './support/accounts.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// The API in the site's process keeps answers of public content. A change that the version in the
// test's hands does not announce shows what was kept; announcing it shows the change.
describe('kept public answers', () => {
  let database: TestDatabase
  let cache: PublicAnswerCache
  let version: number | null = 1
  let api: ReturnType<typeof createTestApi>
  let siteToken: string

  const renameCompanyPage = (title: string) => database.db.execute(sql`update pages set title = ${title} where slug = 'company'`)
  const companyTitle = async () => ((await (await send(api, 'GET', '/v1/pages/company')).json()) as { title: string }).title

  beforeAll(async () => {
    database = await createTestDatabase()
    await seed(database.db)
    cache = createPublicAnswerCache({ maxBytes: 4 * 1024 * 1024, ttlMs: 60_000, contentVersion: () => version })
    api = createTestApi(database.db, { answerCache: cache })
    siteToken = (await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })).token
  })
  afterAll(() => database.destroy())

  it('answers from what it kept until the content version changes', async () => {
    await renameCompanyPage('О студии')
    expect(await companyTitle()).toBe('О студии')
    await renameCompanyPage('Студия «Малахит»')
    expect(await companyTitle()).toBe('О студии')
    version = 2
    expect(await companyTitle()).toBe('Студия «Малахит»')
  })

  it('keeps answers by address, query included', async () => {
    const first = await (await send(api, 'GET', '/v1/posts?category=news&per_page=2')).json()
    const second = await (await send(api, 'GET', '/v1/posts?category=news&per_page=2&page=2')).json()
    expect(first).not.toEqual(second)
    expect(await (await send(api, 'GET', '/v1/posts?category=news&per_page=2')).json()).toEqual(first)
  })

  it('keeps nothing while the content version is unknown', async () => {
    version = null
    await renameCompanyPage('Версия неизвестна')
    expect(await companyTitle()).toBe('Версия неизвестна')
    await renameCompanyPage('Снова известна')
    expect(await companyTitle()).toBe('Снова известна')
    version = 3
  })

  it('does not keep a refusal: an address that appears is found at once', async () => {
    const lookup = '/v1/redirects?path=/old-vacancies'
    expect((await send(api, 'GET', lookup)).status).toBe(404)
    await database.db.execute(sql`insert into redirects (from_path, to_path) values ('/old-vacancies', '/company/')`)
    expect((await send(api, 'GET', lookup)).status).toBe(200)
  })

  it('never keeps personal answers: each person gets their own profile', async () => {
    const anna = await registerUser(api, siteToken, { name: 'Анна Петрова' })
    const boris = await registerUser(api, siteToken, { name: 'Борис Иванов' })
    const profileOf = async (token: string) => ((await (await send(api, 'GET', '/v1/profile', { token })).json()) as { name: string }).name
    expect(await profileOf(anna.tokens.access_token)).toBe('Анна Петрова')
    expect(await profileOf(boris.tokens.access_token)).toBe('Борис Иванов')
    expect((await send(api, 'GET', '/v1/profile')).status).toBe(401)
  })
})
