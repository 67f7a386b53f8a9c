import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content, future, past } from './support/content.ts'
import { createTestApi } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

describe('posts', () => {
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
    await content.tag(db, 'post', 'design', 'Дизайн')
    await content.tag(db, 'post', 'seo', 'SEO')
    await content.tag(db, 'post', 'nothing-tagged', 'Пока без публикаций')
    // Five published news, newest first: news-1 .. news-5.
    for (let i = 1; i <= 5; i++) {
      await content.post(db, { slug: `news-${i}`, publishedAt: past(i), tags: i % 2 ? ['design'] : ['seo'] })
    }
    await content.post(db, { slug: 'draft-news', publishedAt: null })
    await content.post(db, { slug: 'scheduled-news', publishedAt: future() })
    const moved = await content.post(db, { category: 'articles', slug: 'new-name', tags: ['design'] })
    await content.oldSlug(db, moved.id, 'articles', 'old-name')
    const hidden = await content.post(db, { category: 'articles', slug: 'hidden-article', publishedAt: null })
    await content.oldSlug(db, hidden.id, 'articles', 'hidden-old-name')
  })
  afterAll(() => database.destroy())

  it('lists published posts of a category, newest first, with pagination meta', async () => {
    const { status, body } = await get('/posts?category=news&per_page=2')
    expect(status).toBe(200)
    expect(body.data.map((post: { slug: string }) => post.slug)).toEqual(['news-1', 'news-2'])
    expect(body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 })
    expect(body.data[0]).toMatchObject({ category: 'news', tags: [{ slug: 'design', title: 'Дизайн' }] })
    expect(body.data[0]).not.toHaveProperty('body')
  })

  it('serves the last page, and answers 404 past it', async () => {
    expect((await get('/posts?category=news&per_page=2&page=3')).body.data.map((post: { slug: string }) => post.slug)).toEqual(['news-5'])
    const past = await get('/posts?category=news&per_page=2&page=4')
    expect(past.status).toBe(404)
    expect(past.body.message).toMatch(/[а-я]/)
  })

  it('answers the first page of an empty list (a known topic without posts) with no items', async () => {
    const { status, body } = await get('/posts?category=news&tag=nothing-tagged')
    expect(status).toBe(200)
    expect(body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } })
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['per_page=51', 'per_page'],
    ['per_page=0', 'per_page'],
    ['category=blog', 'category'],
    ['tag=Not%20A%20Slug', 'tag'],
  ])('rejects %s with 422 and a message for the field', async (query, field) => {
    const { status, body } = await get(`/posts?${query}`)
    expect(status).toBe(422)
    expect(Object.keys(body.errors)).toEqual([field])
    expect(body.errors[field][0]).toMatch(/[а-яА-Я]/)
  })

  it('answers 404 for a topic that is not in the vocabulary', async () => {
    const { status, body } = await get('/posts?category=news&tag=no-such-topic')
    expect(status).toBe(404)
    expect(body.message).toBe('Такой темы нет.')
    // A topic of another kind (a portfolio service) is not a topic of posts either.
    await content.tag(database.db, 'service', 'web-only', 'Сайты')
    expect((await get('/posts?tag=web-only')).status).toBe(404)
  })

  it('filters by tag', async () => {
    const { body } = await get('/posts?category=news&tag=seo')
    expect(body.data.map((post: { slug: string }) => post.slug)).toEqual(['news-2', 'news-4'])
  })

  it('hides drafts and posts scheduled for later, in lists and by slug', async () => {
    const { body } = await get('/posts?category=news&per_page=50')
    expect(body.data.map((post: { slug: string }) => post.slug)).not.toContain('draft-news')
    expect(body.data.map((post: { slug: string }) => post.slug)).not.toContain('scheduled-news')
    expect((await get('/posts/draft-news?category=news')).status).toBe(404)
    expect((await get('/posts/scheduled-news?category=news')).status).toBe(404)
  })

  it('returns a post with its body, SEO fields and related posts sharing a tag', async () => {
    const { status, body } = await get('/posts/news-3?category=news')
    expect(status).toBe(200)
    expect(body).toMatchObject({ slug: 'news-3', body: '<p>Текст.</p>', seo: { title: 'Пост news-3', description: 'Кратко.' } })
    expect(body.related.map((post: { slug: string }) => post.slug)).toEqual(['news-1', 'news-5', 'news-2'])
  })

  it('does not find a post under the other category', async () => {
    expect((await get('/posts/news-3?category=articles')).status).toBe(404)
  })

  it('answers an old slug with a permanent redirect to the post', async () => {
    const { status, body } = await get('/posts/old-name?category=articles')
    expect(status).toBe(200)
    expect(body).toEqual({ redirect: true, url: '/articles/new-name/', status: 301 })
  })

  it('does not redirect an old slug to an unpublished post', async () => {
    expect((await get('/posts/hidden-old-name?category=articles')).status).toBe(404)
  })

  it('answers an unknown slug with 404 JSON', async () => {
    const { status, body } = await get('/posts/no-such-post?category=news')
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'Публикация не найдена.' })
  })

  it("counts the topics of a category's published posts, most used first", async () => {
    const { status, body } = await get('/posts/tags?category=news')
    expect(status).toBe(200)
    expect(body.data).toEqual([
      { slug: 'design', title: 'Дизайн', count: 3 },
      { slug: 'seo', title: 'SEO', count: 2 },
    ])
    expect((await get('/posts/tags')).status).toBe(422)
  })
})
