import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pages } from '#api/db/schema/index.ts'
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
      {
        slug: 'privacy',
        title: 'Политика',
        publishedAt: hourAgo,
        body:
          '<h2 id="celi">Цели</h2><table><thead><tr><th scope="col">Цель</th><th scope="col">Срок</th></tr></thead>' +
          '<tbody><tr><td>Ответ</td><td>1&nbsp;год</td></tr></tbody></table><h2 id="prava">Права</h2><p>Текст</p>',
      },
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

  it('gives the body ready for reading, with the sections for a table of contents', async () => {
    const response = await createTestApi(database.db).request('/api/v1/pages/privacy')
    const page = await response.json()
    expect(page.body).toContain('<td role="cell" data-label="Срок">1&nbsp;год</td>')
    expect(page.sections).toEqual([
      { id: 'celi', title: 'Цели' },
      { id: 'prava', title: 'Права' },
    ])
  })

  it('lists no sections of a page without a body', async () => {
    const response = await createTestApi(database.db).request('/api/v1/pages/company')
    expect(await response.json()).toMatchObject({ body: null, sections: [] })
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
