import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pages } from '#api/db/schema.ts'
import { createTestApi } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

describe('GET /api/v1/pages/{slug}', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
    const hourAgo = new Date(Date.now() - 3_600_000)
    const inAnHour = new Date(Date.now() + 3_600_000)
    await database.db.insert(pages).values([
      { slug: 'company', title: 'О компании', seoDescription: 'Кто мы', publishedAt: hourAgo, blocks: [] },
      { slug: 'draft', title: 'Черновик', publishedAt: null },
      { slug: 'scheduled', title: 'Запланировано', publishedAt: inAnHour },
    ])
  })
  afterAll(() => database.destroy())

  it('returns a published page with its SEO fields', async () => {
    const response = await createTestApi(database.db).request('/api/v1/pages/company')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      slug: 'company',
      title: 'О компании',
      blocks: [],
      seo: { title: 'О компании', description: 'Кто мы' },
    })
  })

  it.each(['draft', 'scheduled', 'missing'])('answers 404 JSON for a page that is not public: %s', async (slug) => {
    const response = await createTestApi(database.db).request(`/api/v1/pages/${slug}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Страница не найдена.' })
  })

  it('publishes a scheduled page once its time has come', async () => {
    await database.db
      .update(pages)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(pages.slug, 'scheduled'))
    const response = await createTestApi(database.db).request('/api/v1/pages/scheduled')
    expect(response.status).toBe(200)
  })
})
