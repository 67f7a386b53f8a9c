import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, send } from './support/accounts.ts'
import { content, future, past } from './support/content.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

interface Card {
  slug: string
  title: string
  url: string
  excerpt: string | null
}

interface SeeAlso {
  services: (Card & { category: { slug: string; title: string }; price_from: number | null })[]
  solutions: (Card & { cover: { src: string; alt: string } | null })[]
  articles: (Card & { category: string; cover: { src: string; alt: string } | null; published_at: string })[]
  projects: (Card & { group: { slug: string; title: string }; cover: { src: string; alt: string } | null })[]
}

const slugs = (cards: Card[]) => cards.map((card) => card.slug)

describe('GET /v1/see-also', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>
  let userToken: string

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db)
    site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
    userToken = (await registerUser(api, site.token)).tokens.access_token
    const db = database.db

    const web = await content.category(db, { slug: 'websites', title: 'Сайты', position: 1 })
    const shops = await content.category(db, { slug: 'e-commerce', title: 'Магазины', position: 2 })
    const hidden = await content.category(db, { slug: 'hidden', publishedAt: null, position: 0 })
    await content.service(db, { categoryId: web.id, slug: 'corporate', title: 'Корпоративный сайт', position: 1, priceFrom: 450_000 })
    await content.service(db, { categoryId: web.id, slug: 'landing', position: 2 })
    await content.service(db, { categoryId: web.id, slug: 'promo', position: 3 })
    await content.service(db, { categoryId: web.id, slug: 'draft-service', position: 0, publishedAt: null })
    await content.service(db, { categoryId: shops.id, slug: 'catalogue', position: 1 })
    await content.service(db, { categoryId: hidden.id, slug: 'in-hidden-category', position: 1 })

    await content.solution(db, { slug: 'solution-b', position: 2 })
    await content.solution(db, { slug: 'solution-a', position: 1, cover: { src: '/images/a.svg', alt: 'Решение А' } })
    await content.solution(db, { slug: 'solution-d', position: 4 })
    await content.solution(db, { slug: 'solution-c', position: 3 })
    await content.solution(db, { slug: 'draft-solution', position: 0, publishedAt: null })
    await content.solution(db, { slug: 'future-solution', position: 0, publishedAt: future() })

    await content.post(db, { category: 'articles', slug: 'oldest', publishedAt: past(40) })
    await content.post(db, { category: 'articles', slug: 'older', publishedAt: past(30) })
    await content.post(db, { category: 'articles', slug: 'newer', publishedAt: past(20), title: 'Как выбрать CMS' })
    await content.post(db, { category: 'articles', slug: 'newest', publishedAt: past(10) })
    await content.post(db, { category: 'articles', slug: 'draft-article', publishedAt: null })
    await content.post(db, { category: 'articles', slug: 'scheduled-article', publishedAt: future() })
    await content.post(db, { category: 'news', slug: 'fresh-news', publishedAt: past(1) })

    const group = await content.group(db, { slug: 'garant-auto', title: 'Гарант-Авто' })
    const hiddenGroup = await content.group(db, { slug: 'secret-client', publishedAt: null })
    await content.project(db, { groupId: group.id, slug: 'p2021', year: 2021 })
    await content.project(db, { groupId: group.id, slug: 'p2022', year: 2022 })
    await content.project(db, { groupId: group.id, slug: 'p2023', year: 2023 })
    await content.project(db, { groupId: group.id, slug: 'p2024', year: 2024, cover: { src: '/images/p.svg', alt: 'Проект' } })
    await content.project(db, { groupId: group.id, slug: 'draft-project', year: 2026, publishedAt: null })
    await content.project(db, { groupId: hiddenGroup.id, slug: 'in-hidden-group', year: 2026 })
  })
  afterAll(() => database.destroy())

  const seeAlso = async () => {
    const response = await send(api, 'GET', '/v1/see-also', { token: userToken })
    expect(response.status).toBe(200)
    return (await response.json()) as SeeAlso
  }

  it('refuses a request without a token', async () => {
    const response = await send(api, 'GET', '/v1/see-also')
    expect(response.status).toBe(401)
  })

  it('refuses a client token: the cards are for signed-in users', async () => {
    const response = await send(api, 'GET', '/v1/see-also', { token: site.token })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { message: string }).message).toMatch(/Войдите/)
  })

  it('answers the four groups to a signed-in user, never cached', async () => {
    const response = await send(api, 'GET', '/v1/see-also', { token: userToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as SeeAlso
    expect(Object.keys(body).sort()).toEqual(['articles', 'projects', 'services', 'solutions'])
  })

  it('gives every card a title, a lead and its address on the site', async () => {
    const body = await seeAlso()
    const service = body.services.find((card) => card.slug === 'corporate')
    expect(service).toMatchObject({
      title: 'Корпоративный сайт',
      excerpt: 'Кратко.',
      price_from: 450_000,
      url: '/services/websites/corporate/',
    })
    expect(service?.category).toEqual({ slug: 'websites', title: 'Сайты' })
    expect(body.solutions.find((card) => card.slug === 'solution-a')).toMatchObject({
      url: '/solutions/solution-a/',
      cover: { src: '/images/a.svg', alt: 'Решение А' },
    })
    expect(body.articles.find((card) => card.slug === 'newer')).toMatchObject({
      title: 'Как выбрать CMS',
      category: 'articles',
      url: '/articles/newer/',
    })
    expect(body.projects.find((card) => card.slug === 'p2024')).toMatchObject({
      url: '/garant-auto/p2024/',
      group: { slug: 'garant-auto', title: 'Гарант-Авто' },
      cover: { src: '/images/p.svg', alt: 'Проект' },
    })
  })

  it('spreads the three services over the categories in the editors’ order', async () => {
    expect(slugs((await seeAlso()).services)).toEqual(['corporate', 'catalogue', 'landing'])
  })

  it('takes the first three solutions in the editors’ order', async () => {
    expect(slugs((await seeAlso()).solutions)).toEqual(['solution-a', 'solution-b', 'solution-c'])
  })

  it('takes the three newest articles and no news', async () => {
    expect(slugs((await seeAlso()).articles)).toEqual(['newest', 'newer', 'older'])
  })

  it('takes the three latest projects', async () => {
    expect(slugs((await seeAlso()).projects)).toEqual(['p2024', 'p2023', 'p2022'])
  })

  it('leaves out drafts, scheduled items and items of unpublished categories and groups', async () => {
    const body = await seeAlso()
    const all = [...body.services, ...body.solutions, ...body.articles, ...body.projects].map((card) => card.slug)
    for (const hidden of [
      'draft-service',
      'in-hidden-category',
      'draft-solution',
      'future-solution',
      'draft-article',
      'scheduled-article',
      'draft-project',
      'in-hidden-group',
    ]) {
      expect(all).not.toContain(hidden)
    }
  })

  it('answers the same cards every time', async () => {
    expect(await seeAlso()).toEqual(await seeAlso())
  })
})
