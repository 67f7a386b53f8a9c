import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content, future } from './support/content.ts'
import { createTestApi } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

describe('services and solutions', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  const get = async (path: string) => {
    const response = await api.request(`/api/v1${path}`)
    return { status: response.status, body: (await response.json()) as any }
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db)
    const db = database.db
    const web = await content.category(db, { slug: 'websites', position: 2 })
    const shops = await content.category(db, { slug: 'e-commerce', position: 1 })
    await content.category(db, { slug: 'hidden-category', publishedAt: null })
    await content.service(db, { categoryId: web.id, slug: 'corporate', position: 1, priceFrom: 450_000, highlights: ['Быстро'] })
    await content.service(db, { categoryId: web.id, slug: 'landing', position: 2 })
    await content.service(db, { categoryId: web.id, slug: 'draft-service', publishedAt: null })
    await content.service(db, { categoryId: shops.id, slug: 'catalogue', position: 1 })
    for (let i = 1; i <= 3; i++) await content.solution(db, { slug: `solution-${i}`, position: i })
    await content.solution(db, { slug: 'future-solution', publishedAt: future() })
  })
  afterAll(() => database.destroy())

  it('lists published categories in order, each with its published services', async () => {
    const { status, body } = await get('/services')
    expect(status).toBe(200)
    expect(body.data.map((category: { slug: string }) => category.slug)).toEqual(['e-commerce', 'websites'])
    expect(body.data[1].services.map((service: { slug: string }) => service.slug)).toEqual(['corporate', 'landing'])
  })

  it('returns a category with its services and SEO fields', async () => {
    const { status, body } = await get('/services/websites')
    expect(status).toBe(200)
    expect(body).toMatchObject({ slug: 'websites', seo: { title: 'Направление websites' } })
    expect(body.services).toHaveLength(2)
  })

  it('returns a service with its category and the other services of the category', async () => {
    const { status, body } = await get('/services/websites/corporate')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      slug: 'corporate',
      price_from: 450_000,
      highlights: ['Быстро'],
      category: { slug: 'websites', title: 'Направление websites' },
    })
    expect(body.related.map((service: { slug: string }) => service.slug)).toEqual(['landing'])
  })

  it.each([
    '/services/hidden-category',
    '/services/no-such-category',
    '/services/websites/draft-service',
    '/services/e-commerce/corporate',
    '/solutions/future-solution',
    '/solutions/no-such-solution',
  ])('answers 404 JSON for %s', async (path) => {
    const { status, body } = await get(path)
    expect(status).toBe(404)
    expect(body.message).toMatch(/[а-я]/)
  })

  it('lists published solutions with pagination', async () => {
    const { body } = await get('/solutions?per_page=2&page=2')
    expect(body.data.map((solution: { slug: string }) => solution.slug)).toEqual(['solution-3'])
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 })
    expect((await get('/solutions?per_page=2&page=3')).status).toBe(404)
  })

  it('returns a solution with its body and features', async () => {
    const { status, body } = await get('/solutions/solution-1')
    expect(status).toBe(200)
    expect(body).toMatchObject({ slug: 'solution-1', body: '<p>Текст.</p>', features: [] })
  })
})
