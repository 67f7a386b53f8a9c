import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { announceDuePublications, readContentVersion } from '#api/db/content-version.ts'
import { auditLog, tags } from '#api/db/schema/index.ts'
import type { AdminPost } from '#shared/contract/editorial.ts'
import type { Paginated } from '#shared/contract/common.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

type ErrorBody = { message: string; errors?: Record<string, string[]> }

const draft = (overrides: Record<string, unknown> = {}) => ({
  category: 'news',
  slug: 'novyj-sajt',
  title: 'Запустили новый сайт',
  excerpt: 'Коротко о запуске.',
  body: '<h2>Что сделали</h2><p>Всё <strong>по плану</strong>.</p><script>alert(1)</script>',
  cover: { src: '/images/demo/cover.svg', alt: 'Главная страница нового сайта' },
  tags: ['launches'],
  seo_title: '',
  seo_description: null,
  ...overrides,
})

describe('news and articles in the staff area', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  let editor: Awaited<ReturnType<typeof signedInWith>>
  let visitorToken: string

  const call = (method: string, path: string, body?: unknown, token = editor.token) =>
    send(api, method, `/v1/admin/posts${path}`, { token, body })
  const json = async <T>(response: Response) => (await response.json()) as T
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '', draft(overrides))
    expect(response.status).toBe(201)
    return json<AdminPost>(response)
  }
  const publicPost = (slug: string, category = 'news') => send(api, 'GET', `/v1/posts/${slug}?category=${category}`, { token: site.token })
  const auditOf = async (id: number) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)))
        .orderBy(auditLog.id)
    ).map((row) => row.action)

  beforeAll(async () => {
    ;({ database, api, site } = await openAccountApi())
    await database.db.insert(tags).values([
      { kind: 'post', slug: 'launches', title: 'Запуски проектов' },
      { kind: 'post', slug: 'design', title: 'Дизайн и UX' },
    ])
    editor = await signedInWith(api, database.db, site.token, 'editor', 'Ева Редакторова')
    visitorToken = (await signedInWith(api, database.db, site.token, null)).token
  })
  afterAll(() => database.destroy())

  it('is staff only: a guest 401, a visitor 403', async () => {
    expect((await send(api, 'GET', '/v1/admin/posts')).status).toBe(401)
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/tags'],
      ['GET', '/1'],
      ['PUT', '/1'],
      ['POST', '/1/publish'],
      ['POST', '/1/unpublish'],
      ['DELETE', '/1'],
      ['GET', '/1/preview'],
      ['GET', '/1/revisions'],
      ['GET', '/1/revisions/1'],
      ['POST', '/1/revisions/1/restore'],
    ] as const) {
      expect((await call(method, path, undefined, visitorToken)).status, `${method} ${path}`).toBe(403)
    }
  })

  it('creates a draft with its body made safe, not on the site until published', async () => {
    const post = await create()
    expect(post).toMatchObject({
      status: 'draft',
      revision: 1,
      published_at: null,
      slug: 'novyj-sajt',
      tags: ['launches'],
      seo_title: null,
      path: '/news/novyj-sajt/',
      former_paths: [],
    })
    expect(post.body).toBe('<h2>Что сделали</h2><p>Всё <strong>по плану</strong>.</p>')
    expect((await publicPost('novyj-sajt')).status).toBe(404)
    const preview = await call('GET', `/${post.id}/preview`)
    expect(preview.status).toBe(200)
    // A draft has no publication date to show: the preview says where it stands instead of inventing one.
    expect(await preview.json()).toMatchObject({ title: 'Запустили новый сайт', body: post.body, status: 'draft', published_at: null })
    expect(await auditOf(post.id)).toEqual(['created'])
  })

  it('reads and saves a post in one shape: what it answers is taken back as it is, and nothing changes', async () => {
    const { id } = await create({
      slug: 'odna-forma',
      tags: ['launches', 'design'],
      seo_title: 'Новый сайт «Вектора»',
      og_image: { src: '/images/demo/og.png', alt: 'Главная страница на экране ноутбука', width: 1200, height: 630 },
    })
    const read = await json<AdminPost>(await call('GET', `/${id}`))
    expect(read.tags).toEqual(['launches', 'design'])

    const saved = await call('PUT', `/${id}`, read)
    expect(saved.status).toBe(200)
    expect(await json<AdminPost>(saved)).toEqual(read)
    expect(await json<AdminPost>(await call('GET', `/${id}`))).toEqual(read)
    expect(await auditOf(id)).toEqual(['created'])
    expect((await call('DELETE', `/${id}`)).status).toBe(204)
  })

  it('previews a scheduled post with its moment to come, and as published once the moment has passed', async () => {
    const post = await create({ slug: 'predprosmotr-po-raspisaniyu' })
    const at = new Date(Date.now() + 60 * 60 * 1000)
    expect((await call('POST', `/${post.id}/publish`, { revision: post.revision, published_at: at.toISOString() })).status).toBe(200)
    const preview = async () => json<{ status: string; published_at: string | null }>(await call('GET', `/${post.id}/preview`))
    expect(await preview()).toMatchObject({ status: 'scheduled', published_at: at.toISOString() })

    vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1000 })
    try {
      expect(await preview()).toMatchObject({ status: 'published', published_at: at.toISOString() })
    } finally {
      vi.useRealTimers()
    }
    // The lists of the tests below count the scheduled posts.
    expect((await call('DELETE', `/${post.id}`)).status).toBe(204)
  })

  it('explains every field that is wrong, in Russian, and saves nothing', async () => {
    const response = await call('POST', '', draft({ slug: 'Новый сайт', title: ' ', cover: { src: '/x.png', alt: '' }, tags: ['nope'] }))
    expect(response.status).toBe(422)
    const { errors } = await json<ErrorBody>(response)
    // A topic outside the vocabulary is checked once the fields themselves are right (below).
    expect(Object.keys(errors!).sort()).toEqual(['cover', 'slug', 'title'])
    expect(errors!.title).toEqual(['Введите заголовок.'])
    expect(errors!.cover![0]).toContain('Опишите изображение')
    const unknownTag = await call('POST', '', draft({ slug: 'drugoj', tags: ['nope'] }))
    expect(await json<ErrorBody>(unknownTag)).toMatchObject({ errors: { tags: ['Таких тем нет: nope.'] } })
    const taken = await call('POST', '', draft())
    expect(await json<ErrorBody>(taken)).toMatchObject({ errors: { slug: ['Такой адрес уже занят другой публикацией этого раздела.'] } })
  })

  it('publishes now: the post is on the site, in its list and in the sitemap, and the content version moves', async () => {
    const post = await create({ slug: 'opublikovano' })
    const before = await readContentVersion(database.db)
    const published = await call('POST', `/${post.id}/publish`, { revision: post.revision })
    expect(published.status).toBe(200)
    expect(await json<AdminPost>(published)).toMatchObject({ status: 'published', revision: 2 })
    expect((await publicPost('opublikovano')).status).toBe(200)
    const list = await json<{ data: { slug: string }[] }>(await send(api, 'GET', '/v1/posts?category=news', { token: site.token }))
    expect(list.data.map((item) => item.slug)).toContain('opublikovano')
    const sitemap = await json<{ data: { path: string }[] }>(await send(api, 'GET', '/v1/sitemap', { token: site.token }))
    expect(JSON.stringify(sitemap)).toContain('/news/opublikovano/')
    expect(await readContentVersion(database.db)).toBeGreaterThan(before)
    expect(await auditOf(post.id)).toEqual(['created', 'published'])
  })

  it('keeps an OpenGraph image apart from the cover: the public post shares it, and the cover once it is cleared', async () => {
    const ogImage = { src: '/images/demo/share.png', alt: 'Карточка запуска для соцсетей', width: 1200, height: 630 }
    const post = await create({ slug: 'kartinka-dlya-socsetej', og_image: ogImage })
    expect(post.og_image).toEqual(ogImage)
    expect((await json<AdminPost>(await call('GET', `/${post.id}`))).og_image).toEqual(ogImage)
    await call('POST', `/${post.id}/publish`, { revision: post.revision })
    const shared = await json<{ cover: unknown; seo: { image: unknown } }>(await publicPost('kartinka-dlya-socsetej'))
    expect(shared.seo.image).toEqual(ogImage)
    expect(shared.cover).toEqual(draft().cover)
    const cleared = await call('PUT', `/${post.id}`, { ...draft({ slug: 'kartinka-dlya-socsetej', og_image: null }), revision: 2 })
    expect(await json<AdminPost>(cleared)).toMatchObject({ og_image: null, revision: 3 })
    expect((await json<{ seo: { image: unknown } }>(await publicPost('kartinka-dlya-socsetej'))).seo.image).toEqual(draft().cover)
    // Out of the way of the lists counted below.
    expect((await call('DELETE', `/${post.id}`)).status).toBe(204)
  })

  it('refuses an OpenGraph image from elsewhere or without words, in Russian', async () => {
    for (const [ogImage, message] of [
      [{ src: 'https://elsewhere.example/share.png', alt: 'Чужая картинка' }, 'Выберите изображение из загруженных на сайт.'],
      [{ src: '/images/demo/share.png', alt: ' ' }, 'Опишите изображение: что на нём, для тех, кто его не видит.'],
      ['/images/demo/share.png', undefined],
    ] as const) {
      const response = await call('POST', '', draft({ slug: 'chuzhaya-kartinka', og_image: ogImage }))
      expect(response.status).toBe(422)
      const { message: summary, errors } = await json<ErrorBody>(response)
      expect(summary).toMatch(/[а-я]/i)
      expect(Object.keys(errors!)).toEqual(['og_image'])
      expect(errors!.og_image![0]).toMatch(message ?? /[а-я]/i)
    }
  })

  it('refuses a save made from a stale copy with 409, and keeps what was saved', async () => {
    const post = await create({ slug: 'dva-redaktora' })
    const first = await call('PUT', `/${post.id}`, { ...draft({ slug: 'dva-redaktora', title: 'Правка первого' }), revision: 1 })
    expect(first.status).toBe(200)
    expect(await json<AdminPost>(first)).toMatchObject({ title: 'Правка первого', revision: 2 })
    const second = await call('PUT', `/${post.id}`, { ...draft({ slug: 'dva-redaktora', title: 'Правка второго' }), revision: 1 })
    expect(second.status).toBe(409)
    expect(await json<ErrorBody>(second)).toEqual({
      message:
        'Пока вы редактировали, публикацию сохранил кто-то другой. Ваш текст не потерян: сравните его с сохранённой версией и сохраните снова.',
    })
    expect(await json<AdminPost>(await call('GET', `/${post.id}`))).toMatchObject({ title: 'Правка первого', revision: 2 })
    expect((await call('POST', `/${post.id}/publish`, { revision: 1 })).status).toBe(409)
    const missing = await call('PUT', `/${post.id}`, draft({ slug: 'dva-redaktora' }))
    expect(missing.status).toBe(422)
    expect((await json<ErrorBody>(missing)).errors).toHaveProperty('revision')
  })

  it('keeps an old address working with a 301 after the slug or the section changes', async () => {
    let post = await create({ slug: 'staryj-adres' })
    post = await json<AdminPost>(await call('POST', `/${post.id}/publish`, { revision: post.revision }))
    post = await json<AdminPost>(await call('PUT', `/${post.id}`, { ...draft({ slug: 'novyj-adres' }), revision: post.revision }))
    expect(post.former_paths).toEqual(['/news/staryj-adres/'])
    expect(await json(await publicPost('staryj-adres'))).toEqual({ redirect: true, url: '/news/novyj-adres/', status: 301 })

    post = await json<AdminPost>(
      await call('PUT', `/${post.id}`, { ...draft({ slug: 'novyj-adres', category: 'articles' }), revision: post.revision }),
    )
    expect(post.path).toBe('/articles/novyj-adres/')
    expect(await json(await publicPost('novyj-adres', 'news'))).toEqual({ redirect: true, url: '/articles/novyj-adres/', status: 301 })

    // Back to the first address: it is the post's own again, not a redirect to itself.
    post = await json<AdminPost>(
      await call('PUT', `/${post.id}`, { ...draft({ slug: 'staryj-adres', category: 'news' }), revision: post.revision }),
    )
    expect((await publicPost('staryj-adres')).status).toBe(200)
    expect(post.former_paths.sort()).toEqual(['/articles/novyj-adres/', '/news/novyj-adres/'])
    const updates = await database.db.select().from(auditLog).where(eq(auditLog.action, 'updated'))
    expect(updates.at(-1)!.details).toMatchObject({
      fields: ['category', 'slug'],
      path: { from: '/articles/novyj-adres/', to: '/news/staryj-adres/' },
    })
  })

  it('schedules a post: hidden until its moment, then public by itself, announced once to the caches', async () => {
    const post = await create({ slug: 'po-raspisaniyu' })
    const at = new Date(Date.now() + 60 * 60 * 1000)
    const scheduled = await json<AdminPost>(
      await call('POST', `/${post.id}/publish`, { revision: post.revision, published_at: at.toISOString() }),
    )
    expect(scheduled).toMatchObject({ status: 'scheduled', published_at: at.toISOString() })
    expect((await publicPost('po-raspisaniyu')).status).toBe(404)
    expect(await announceDuePublications(database.db)).toBe(false)

    vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1000 })
    try {
      expect((await publicPost('po-raspisaniyu')).status).toBe(200)
      const before = await readContentVersion(database.db)
      expect(await announceDuePublications(database.db)).toBe(true)
      expect(await readContentVersion(database.db)).toBe(before + 1)
      expect(await announceDuePublications(database.db)).toBe(false)
    } finally {
      vi.useRealTimers()
    }
    expect(await auditOf(post.id)).toEqual(['created', 'scheduled'])
  })

  it('unpublishes and publishes again; deletes, keeping the audit rows', async () => {
    let post = await create({ slug: 'snyat' })
    post = await json<AdminPost>(await call('POST', `/${post.id}/publish`, { revision: post.revision }))
    post = await json<AdminPost>(await call('POST', `/${post.id}/unpublish`, { revision: post.revision }))
    expect(post).toMatchObject({ status: 'unpublished', published_at: null })
    expect((await publicPost('snyat')).status).toBe(404)
    expect((await call('POST', `/${post.id}/unpublish`, { revision: post.revision })).status).toBe(409)
    post = await json<AdminPost>(await call('POST', `/${post.id}/publish`, { revision: post.revision }))
    expect(post.status).toBe('published')

    expect((await call('DELETE', `/${post.id}`)).status).toBe(204)
    expect((await call('GET', `/${post.id}`)).status).toBe(404)
    expect((await publicPost('snyat')).status).toBe(404)
    expect(await auditOf(post.id)).toEqual(['created', 'published', 'unpublished', 'published', 'deleted'])
  })

  it('lists every status, filtered, searched and sorted', async () => {
    const list = async (query: string) => (await json<Paginated<AdminPost>>(await call('GET', query))).data.map((post) => post.slug)
    // «Запустили…» before «Правка…».
    expect(await list('?status=draft&sort=title')).toEqual(['novyj-sajt', 'dva-redaktora'])
    expect(await list('?status=scheduled')).toEqual(['po-raspisaniyu'])
    expect(await list('?status=published&sort=title')).toEqual(['opublikovano', 'staryj-adres'])
    expect(await list('?q=ADRES')).toEqual(['staryj-adres'])
    expect(await list('?category=articles')).toEqual([])
    expect((await call('GET', '?status=archived')).status).toBe(422)
    const topics = await json<{ data: { slug: string }[] }>(await call('GET', '/tags'))
    expect(topics.data.map((tag) => tag.slug).sort()).toEqual(['design', 'launches'])
  })

  it('answers a page past the end with no items and where the list ends, not 404 (the public list keeps its 404)', async () => {
    const page = await json<Paginated<AdminPost>>(await call('GET', '?status=draft&per_page=1&page=5'))
    expect(page).toEqual({ data: [], meta: { current_page: 5, last_page: 2, per_page: 1, total: 2 } })
    const empty = await json<Paginated<AdminPost>>(await call('GET', '?category=articles&page=3'))
    expect(empty.meta).toMatchObject({ current_page: 3, last_page: 1, total: 0 })
    expect((await send(api, 'GET', '/v1/posts?category=news&per_page=1&page=99', { token: site.token })).status).toBe(404)
  })
})
