import { describe, expect, it } from 'vitest'
import { content, future, past } from './support/content.ts'
import { expectInvalidField, expectNotFound, expectOk, useContentApi } from './support/content-api.ts'

describe('posts', () => {
  const { database, get } = useContentApi(async (db) => {
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

  it('lists published posts of a category, newest first, with pagination meta', async () => {
    const body = expectOk(await get('/posts?category=news&per_page=2'))
    expect(body.data.map((post: { slug: string }) => post.slug)).toEqual(['news-1', 'news-2'])
    expect(body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 })
    expect(body.data[0]).toMatchObject({ category: 'news', tags: [{ slug: 'design', title: 'Дизайн' }] })
    expect(body.data[0]).not.toHaveProperty('body')
  })

  it('serves the last page, and answers 404 past it', async () => {
    expect((await get('/posts?category=news&per_page=2&page=3')).body.data.map((post: { slug: string }) => post.slug)).toEqual(['news-5'])
    expectNotFound(await get('/posts?category=news&per_page=2&page=4'))
  })

  it('answers the first page of an empty list (a known topic without posts) with no items', async () => {
    const body = expectOk(await get('/posts?category=news&tag=nothing-tagged'))
    expect(body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } })
  })

  it.each(['page=0', 'page=abc', 'page=-1', 'per_page=51', 'per_page=0', 'category=blog', 'tag=Not%20A%20Slug'])(
    'rejects %s with 422 and a message for the parameter',
    async (query) => {
      const parameter = query.slice(0, query.indexOf('='))
      const answer = await get(`/posts?${query}`)
      expectInvalidField(answer, parameter)
      expect(answer.body.errors[parameter][0]).toMatch(/[а-яА-Я]/)
    },
  )

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
    const body = expectOk(await get('/posts/news-3?category=news'))
    expect(body).toMatchObject({ slug: 'news-3', body: '<p>Текст.</p>', seo: { title: 'Пост news-3', description: 'Кратко.' } })
    expect(body.related.map((post: { slug: string }) => post.slug)).toEqual(['news-1', 'news-5', 'news-2'])
  })

  it('does not find a post under the other category', async () => {
    expect((await get('/posts/news-3?category=articles')).status).toBe(404)
  })

  it('answers an old slug with a permanent redirect to the post', async () => {
    const body = expectOk(await get('/posts/old-name?category=articles'))
    expect(body).toEqual({ redirect: true, url: '/articles/new-name/', status: 301 })
  })

  it('does not redirect an old slug to an unpublished post', async () => {
    expect((await get('/posts/hidden-old-name?category=articles')).status).toBe(404)
  })

  it.each(['/articles/old-name', '/articles/old-name/', '/Articles/Old-Name/'])(
    "leads a post's old address %s to the post through the redirects endpoint, so the site needs one hop",
    async (path) => {
      const body = expectOk(await get(`/redirects?path=${encodeURIComponent(path)}`))
      expect(body).toEqual({ from: '/articles/old-name', to: '/articles/new-name/', status: 301 })
    },
  )

  it.each([
    ['an unpublished post', '/articles/hidden-old-name/'],
    ['another category', '/news/old-name/'],
    ['a current slug', '/articles/new-name/'],
    ['a deeper path', '/articles/old-name/more/'],
  ])('gives no redirect for the old slug of %s (%s)', async (_case, path) => {
    expect((await get(`/redirects?path=${encodeURIComponent(path)}`)).status).toBe(404)
  })

  it('answers an unknown slug with 404 JSON', async () => {
    const { status, body } = await get('/posts/no-such-post?category=news')
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'Публикация не найдена.' })
  })

  it("counts the topics of a category's published posts, most used first", async () => {
    const body = expectOk(await get('/posts/tags?category=news'))
    expect(body.data).toEqual([
      { slug: 'design', title: 'Дизайн', count: 3 },
      { slug: 'seo', title: 'SEO', count: 2 },
    ])
    expect((await get('/posts/tags')).status).toBe(422)
  })
})
