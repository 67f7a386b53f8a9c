import { describe, expect, it } from 'vitest'
import { content, future } from './support/content.ts'
import { expectOk, itAnswersNotFound, useContentApi } from './support/content-api.ts'

describe('services and solutions', () => {
  const { get } = useContentApi(async (db) => {
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

  it('lists published categories in order, each with its published services', async () => {
    const body = expectOk(await get('/services'))
    expect(body.data.map((category: { slug: string }) => category.slug)).toEqual(['e-commerce', 'websites'])
    expect(body.data[1].services.map((service: { slug: string }) => service.slug)).toEqual(['corporate', 'landing'])
  })

  it('returns a category with its services and SEO fields', async () => {
    const body = expectOk(await get('/services/websites'))
    expect(body).toMatchObject({ slug: 'websites', seo: { title: 'Направление websites' } })
    expect(body.services).toHaveLength(2)
  })

  it('returns a service with its category and the other services of the category', async () => {
    const body = expectOk(await get('/services/websites/corporate'))
    expect(body).toMatchObject({
      slug: 'corporate',
      price_from: 450_000,
      highlights: ['Быстро'],
      category: { slug: 'websites', title: 'Направление websites' },
    })
    expect(body.related.map((service: { slug: string }) => service.slug)).toEqual(['landing'])
  })

  itAnswersNotFound(get, [
    '/services/hidden-category',
    '/services/no-such-category',
    '/services/websites/draft-service',
    '/services/e-commerce/corporate',
    '/solutions/future-solution',
    '/solutions/no-such-solution',
  ])

  it('lists published solutions with pagination', async () => {
    const { body } = await get('/solutions?per_page=2&page=2')
    expect(body.data.map((solution: { slug: string }) => solution.slug)).toEqual(['solution-3'])
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 })
    expect((await get('/solutions?per_page=2&page=3')).status).toBe(404)
  })

  it('returns a solution with its body and features', async () => {
    const body = expectOk(await get('/solutions/solution-1'))
    expect(body).toMatchObject({ slug: 'solution-1', body: '<p>Текст.</p>', features: [] })
  })
})
