import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { announceDuePublications, readContentVersion } from '#api/db/content-version.ts'
import { auditLog, pages, redirects, tags } from '#api/db/schema/index.ts'
import type { AdminItem, AdminItemSummary, AdminTag } from '#shared/contract/editorial.ts'
import type { Paginated } from '#shared/contract/common.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

type ErrorBody = { message: string; errors?: Record<string, string[]> }
type Draft = Record<string, unknown>

const cover = { src: '/images/demo/cover.svg', alt: 'Главный экран сайта' }
const unsafeBody = '<p>Делаем <strong>быстро</strong>.</p><script>alert(1)</script>'
const safeBody = '<p>Делаем <strong>быстро</strong>.</p>'
const RUSSIAN = /[А-Яа-яЁё]/

type StaffMemberSignedIn = Awaited<ReturnType<typeof signedInWith>>

describe('editing content in the staff area', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  /** Who calls: an editor, an admin, and a visitor's account. */
  let editor: StaffMemberSignedIn
  let admin: StaffMemberSignedIn
  let visitorToken: string
  /** Parents the drafts below point at: a service section and a portfolio group. */
  let categoryId: number
  let groupId: number

  /** A call to the staff API, by the editor unless `token` says otherwise (null: nobody signed in). */
  const call = (method: string, path: string, body?: unknown, token: string | null = editor.token) =>
    send(api, method, `/v1/admin${path}`, { token: token ?? undefined, body: method === 'GET' ? undefined : body })
  const json = async <T>(response: Response) => (await response.json()) as T
  const publicGet = (path: string) => send(api, 'GET', path, { token: site.token })
  const sitemapPaths = async () =>
    (await json<{ data: { path: string }[] }>(await publicGet('/v1/sitemap'))).data.map((entry) => entry.path)
  const redirectOf = async (path: string) => {
    const response = await publicGet(`/v1/redirects?path=${encodeURIComponent(path)}`)
    return response.status === 200 ? json<{ to: string; status: number }>(response) : null
  }
  const auditRows = (entityType: string, id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  const auditOf = async (entityType: string, id: number) => (await auditRows(entityType, id)).map((row) => row.action)
  const create = async (type: string, draft: Draft) => {
    const response = await call('POST', `/${type}`, draft)
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
    return json<AdminItem>(response)
  }
  const save = async (type: string, item: AdminItem, changes: Draft) => {
    const response = await call('PUT', `/${type}/${item.id}`, { ...item.fields, ...changes, revision: item.revision })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    return json<AdminItem>(response)
  }
  const publish = async (type: string, item: AdminItem, at?: Date) => {
    const response = await call('POST', `/${type}/${item.id}/publish`, { revision: item.revision, published_at: at?.toISOString() })
    expect(response.status).toBe(200)
    return json<AdminItem>(response)
  }

  /**
   * Each kind with a page of its own: a valid draft (slug given), where the public API answers it,
   * and the public address it has.
   */
  const KINDS: {
    type: string
    entity: string
    draft: (slug: string) => Draft
    publicApi: (slug: string) => string
    path: (slug: string) => string
    /** Wrong values of the kind's own fields. */
    wrong: Draft[]
  }[] = [
    {
      type: 'service-categories',
      entity: 'service_category',
      draft: (slug) => ({ slug, title: 'Разработка сайтов', excerpt: 'Сайты под ключ.', body: unsafeBody, cover }),
      publicApi: (slug) => `/v1/services/${slug}`,
      path: (slug) => `/services/${slug}/`,
      wrong: [{ cover: { src: 'https://evil.example/x.png', alt: 'Обложка' } }, { cover: { src: '/x.png', alt: '' } }],
    },
    {
      type: 'services',
      entity: 'service',
      draft: (slug) => ({
        category_id: categoryId,
        slug,
        title: 'Интернет-магазин',
        excerpt: 'Магазин с каталогом и оплатой.',
        body: unsafeBody,
        highlights: ['Каталог', 'Оплата онлайн'],
        price_from: 300_000,
        duration: 'от 2 месяцев',
      }),
      publicApi: (slug) => `/v1/services/uslugi/${slug}`,
      path: (slug) => `/services/uslugi/${slug}/`,
      wrong: [{ category_id: 'abc' }, { category_id: 999_999_999_999 }, { highlights: [''] }, { price_from: 1.5 }, { duration: ['x'] }],
    },
    {
      type: 'solutions',
      entity: 'solution',
      draft: (slug) => ({
        slug,
        title: 'Сайт для клиники',
        excerpt: 'Запись к врачу онлайн.',
        body: unsafeBody,
        cover,
        features: [{ title: 'Запись', text: 'Пациент выбирает врача и время.' }],
      }),
      publicApi: (slug) => `/v1/solutions/${slug}`,
      path: (slug) => `/solutions/${slug}/`,
      wrong: [{ features: [{ title: '' }] }, { features: 'много' }, { price_from: -1 }],
    },
    {
      type: 'portfolio-groups',
      entity: 'portfolio_group',
      draft: (slug) => ({ slug, title: 'Группа компаний «Север»', excerpt: 'Сайты холдинга.', body: unsafeBody, cover }),
      publicApi: (slug) => `/v1/portfolio/${slug}`,
      path: (slug) => `/${slug}/`,
      wrong: [{ client_id: 'первый' }, { cover: { src: '//evil.example/x.png', alt: 'x' } }],
    },
    {
      type: 'portfolio-projects',
      entity: 'portfolio_project',
      draft: (slug) => ({
        group_id: groupId,
        slug,
        title: 'Корпоративный сайт',
        excerpt: 'Новый сайт за три месяца.',
        body: unsafeBody,
        cover,
        images: [cover],
        services: ['web'],
        industries: ['retail'],
        year: 2025,
        links: [{ label: 'Сайт', url: 'https://example.ru' }],
      }),
      publicApi: (slug) => `/v1/portfolio/sever/${slug}`,
      path: (slug) => `/sever/${slug}/`,
      wrong: [{ images: 'none' }, { links: [{ label: 'x', url: 'javascript:alert(1)' }] }, { year: 1800 }, { services: ['Не слаг'] }],
    },
  ]

  beforeAll(async () => {
    ;({ database, api, site } = await openAccountApi())
    await database.db.insert(tags).values([
      { kind: 'service', slug: 'web', title: 'Веб-разработка' },
      { kind: 'industry', slug: 'retail', title: 'Розница' },
      { kind: 'industry', slug: 'unused', title: 'Пустая отрасль' },
    ])
    await database.db
      .insert(pages)
      .values([{ slug: 'company', title: 'О компании', body: '<p>Мы — агентство.</p>', publishedAt: new Date(Date.now() - 86_400_000) }])
    editor = await signedInWith(api, database.db, site.token, 'editor', 'Ева Редакторова')
    admin = await signedInWith(api, database.db, site.token, 'admin', 'Антон Админов')
    visitorToken = (await signedInWith(api, database.db, site.token, null)).token
    const category = await create('service-categories', { slug: 'uslugi', title: 'Услуги', excerpt: 'Что мы делаем.' })
    categoryId = (await publish('service-categories', category)).id
    const group = await create('portfolio-groups', { slug: 'sever', title: 'Север', excerpt: 'Проекты «Севера».' })
    groupId = (await publish('portfolio-groups', group)).id
  })
  afterAll(() => database.destroy())

  const ENDPOINTS = [
    ['GET', ''],
    ['POST', ''],
    ['GET', '/1'],
    ['PUT', '/1'],
    ['POST', '/1/publish'],
    ['POST', '/1/unpublish'],
    ['DELETE', '/1'],
    ['GET', '/1/preview'],
    ['GET', '/1/revisions'],
    ['GET', '/1/revisions/1'],
    ['POST', '/1/revisions/1/restore'],
  ] as const
  const TYPES = ['service-categories', 'services', 'solutions', 'clients', 'portfolio-groups', 'portfolio-projects', 'pages']

  it('is for staff: a guest 401 and a visitor 403 everywhere; editors and admins both edit', async () => {
    for (const type of TYPES) {
      for (const [method, path] of ENDPOINTS) {
        expect((await call(method, `/${type}${path}`, {}, null)).status, `guest ${method} ${type}${path}`).toBe(401)
        expect((await call(method, `/${type}${path}`, {}, visitorToken)).status, `visitor ${method} ${type}${path}`).toBe(403)
      }
      expect((await call('GET', `/${type}`, undefined, admin.token)).status).toBe(200)
      expect((await call('GET', `/${type}`)).status).toBe(200)
    }
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['PATCH', '/1'],
      ['DELETE', '/1'],
    ] as const) {
      expect((await call(method, `/tags${path}`, {}, null)).status).toBe(401)
      expect((await call(method, `/tags${path}`, {}, visitorToken)).status).toBe(403)
    }
    const byAdmin = await call('POST', '/solutions', KINDS[2]!.draft('ot-admina'), admin.token)
    expect(byAdmin.status).toBe(201)
  })

  describe.each(KINDS)('$type', (kind) => {
    it('creates a draft with a safe body, publishes it to the site and the sitemap, takes it off, deletes it', async () => {
      const slug = `${kind.type}-zhizn`
      let item = await create(kind.type, kind.draft(slug))
      expect(item).toMatchObject({ status: 'draft', revision: 1, slug, path: kind.path(slug), former_paths: [] })
      expect(item.fields.body).toBe(safeBody)
      expect((await publicGet(kind.publicApi(slug))).status).toBe(404)

      const before = await readContentVersion(database.db)
      item = await publish(kind.type, item)
      expect(item).toMatchObject({ status: 'published', revision: 2 })
      expect((await publicGet(kind.publicApi(slug))).status).toBe(200)
      expect(await sitemapPaths()).toContain(kind.path(slug))
      expect(await readContentVersion(database.db)).toBeGreaterThan(before)

      item = await json<AdminItem>(await call('POST', `/${kind.type}/${item.id}/unpublish`, { revision: item.revision }))
      expect(item).toMatchObject({ status: 'unpublished', published_at: null })
      expect((await publicGet(kind.publicApi(slug))).status).toBe(404)
      expect(await sitemapPaths()).not.toContain(kind.path(slug))
      const again = await call('POST', `/${kind.type}/${item.id}/unpublish`, { revision: item.revision })
      expect(again.status).toBe(409)
      expect((await json<ErrorBody>(again)).message).toMatch(RUSSIAN)

      expect((await call('DELETE', `/${kind.type}/${item.id}`)).status).toBe(204)
      expect((await call('GET', `/${kind.type}/${item.id}`)).status).toBe(404)
      expect(await auditOf(kind.entity, item.id)).toEqual(['created', 'published', 'unpublished', 'deleted'])
    })

    it('previews a draft as its public page would answer it, for editors and admins; an unknown id is 404', async () => {
      const slug = `${kind.type}-predprosmotr`
      const item = await create(kind.type, kind.draft(slug))
      const preview = await call('GET', `/${kind.type}/${item.id}/preview`)
      expect(preview.status).toBe(200)
      expect(preview.headers.get('cache-control')).toBe('no-store')
      const shown = await json<{ slug: string; title: string; body: string }>(preview)
      expect(shown).toMatchObject({ slug, title: item.title, body: safeBody })
      expect((await call('GET', `/${kind.type}/${item.id}/preview`, undefined, admin.token)).status).toBe(200)
      // Published, the public API answers exactly what the preview showed.
      await publish(kind.type, item)
      expect(await json(await publicGet(kind.publicApi(slug)))).toEqual(shown)
      const unknown = await call('GET', `/${kind.type}/999999/preview`)
      expect(unknown.status).toBe(404)
      expect((await json<ErrorBody>(unknown)).message).toMatch(RUSSIAN)
      expect((await call('GET', `/${kind.type}/abc/preview`)).status).toBe(422)
    })

    it('refuses a save from a stale copy with 409 and keeps what was saved', async () => {
      const item = await create(kind.type, kind.draft(`${kind.type}-dva`))
      const first = await save(kind.type, item, { title: 'Правка первого' })
      expect(first).toMatchObject({ title: 'Правка первого', revision: 2 })
      const second = await call('PUT', `/${kind.type}/${item.id}`, { ...item.fields, title: 'Правка второго', revision: 1 })
      expect(second.status).toBe(409)
      expect((await json<ErrorBody>(second)).message).toMatch(/^Пока вы редактировали, .+ сохранил кто-то другой\. Ваш текст не потерян/)
      expect(await json<AdminItem>(await call('GET', `/${kind.type}/${item.id}`))).toMatchObject({ title: 'Правка первого', revision: 2 })
      expect((await call('POST', `/${kind.type}/${item.id}/publish`, { revision: 1 })).status).toBe(409)
      const updates = await auditRows(kind.entity, item.id)
      expect(updates.map((row) => row.action)).toEqual(['created', 'updated'])
      expect(updates[1]!.details).toEqual({ fields: ['title'], changes: { title: { from: item.fields.title, to: 'Правка первого' } } })
    })

    it('explains what is wrong in Russian with 422 for any input, never a 500', async () => {
      const empty = await call('POST', `/${kind.type}`, {})
      expect(empty.status).toBe(422)
      const { message, errors } = await json<ErrorBody>(empty)
      expect(message).toBe('Проверьте правильность заполнения полей.')
      expect(Object.keys(errors!)).toContain('slug')
      for (const texts of Object.values(errors!)) for (const text of texts) expect(text).toMatch(RUSSIAN)

      const good = kind.draft(`${kind.type}-plohoj`)
      for (const wrong of [
        { slug: 'Плохой адрес' },
        { slug: 'nul\u0000' },
        { slug: 42 },
        { title: ['массив'] },
        { title: 'а'.repeat(201) },
        { body: { html: true } },
        { excerpt: '   ' },
        { position: -1 },
        { position: '1; drop table' },
        { seo_title: 'а'.repeat(121) },
        { og_image: { src: 'https://evil.example/share.png', alt: 'Картинка' } },
        { og_image: { src: '/images/demo/share.png', alt: '' } },
        ...kind.wrong,
      ]) {
        const response = await call('POST', `/${kind.type}`, { ...good, ...wrong })
        expect(response.status, JSON.stringify(wrong)).toBe(422)
        const body = await json<ErrorBody>(response)
        expect(Object.keys(body.errors!), JSON.stringify(wrong)).toEqual(Object.keys(wrong))
        for (const texts of Object.values(body.errors!)) for (const text of texts) expect(text).toMatch(RUSSIAN)
      }
      for (const raw of ['[]', 'null', '"text"', '{"slug":', '1e999']) {
        const response = await api.request(`/api/v1/admin/${kind.type}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: raw,
        })
        expect(response.status, raw).toBeGreaterThanOrEqual(400)
        expect(response.status, raw).toBeLessThan(500)
      }
      const taken = await call('POST', `/${kind.type}`, kind.draft(`${kind.type}-dva`))
      expect(taken.status).toBe(422)
      expect((await json<ErrorBody>(taken)).errors!.slug![0]).toMatch(RUSSIAN)
      for (const [method, path] of [
        ['GET', '/abc'],
        ['PUT', '/0x1'],
        ['GET', '/99999999'],
      ] as const) {
        const response = await call(method, `/${kind.type}${path}`, {})
        expect([404, 422]).toContain(response.status)
      }
      expect((await call('GET', `/${kind.type}?sort=random&status=archived&page=0`)).status).toBe(422)
    })

    it('saves an OpenGraph image that the public page shares instead of its cover; cleared, the cover is shared again', async () => {
      const slug = `${kind.type}-socseti`
      const ogImage = { src: '/images/demo/share.png', alt: 'Карточка для соцсетей', width: 1200, height: 630 }
      let item = await create(kind.type, { ...kind.draft(slug), og_image: ogImage })
      expect(item.fields.og_image).toEqual(ogImage)
      item = await publish(kind.type, item)
      const shared = await json<{ seo: { image: unknown } }>(await publicGet(kind.publicApi(slug)))
      expect(shared.seo.image).toEqual(ogImage)
      item = await save(kind.type, item, { og_image: null })
      expect(item.fields.og_image).toBeNull()
      const fallback = await json<{ seo: { image: unknown } }>(await publicGet(kind.publicApi(slug)))
      expect(fallback.seo.image).toEqual(kind.draft(slug).cover ?? null)
    })

    it('schedules publication: hidden until its moment, then public by itself and announced to the caches', async () => {
      const slug = `${kind.type}-potom`
      const item = await create(kind.type, kind.draft(slug))
      const at = new Date(Date.now() + 60 * 60 * 1000)
      expect(await publish(kind.type, item, at)).toMatchObject({ status: 'scheduled', published_at: at.toISOString() })
      expect((await publicGet(kind.publicApi(slug))).status).toBe(404)
      expect(await announceDuePublications(database.db)).toBe(false)
      vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1000 })
      try {
        expect((await publicGet(kind.publicApi(slug))).status).toBe(200)
        expect(await announceDuePublications(database.db)).toBe(true)
      } finally {
        vi.useRealTimers()
      }
      expect(await auditOf(kind.entity, item.id)).toEqual(['created', 'scheduled'])
    })

    it('keeps the old address answering 301 in one hop after the address changes', async () => {
      let item = await publish(kind.type, await create(kind.type, kind.draft(`${kind.type}-a`)))
      item = await save(kind.type, item, { slug: `${kind.type}-b` })
      item = await save(kind.type, item, { slug: `${kind.type}-c` })
      expect(item.path).toBe(kind.path(`${kind.type}-c`))
      expect(item.former_paths.sort()).toEqual([kind.path(`${kind.type}-a`), kind.path(`${kind.type}-b`)])
      // Both earlier addresses lead straight to the current one.
      expect(await redirectOf(kind.path(`${kind.type}-a`))).toEqual({
        from: expect.any(String),
        to: kind.path(`${kind.type}-c`),
        status: 301,
      })
      expect(await redirectOf(kind.path(`${kind.type}-b`))).toMatchObject({ to: kind.path(`${kind.type}-c`), status: 301 })
      const paths = await sitemapPaths()
      expect(paths).toContain(kind.path(`${kind.type}-c`))
      expect(paths).not.toContain(kind.path(`${kind.type}-a`))

      // Back to the first address: it is the item's own again, not a redirect to itself.
      item = await save(kind.type, item, { slug: `${kind.type}-a` })
      expect(await redirectOf(kind.path(`${kind.type}-a`))).toBeNull()
      expect(await redirectOf(kind.path(`${kind.type}-c`))).toMatchObject({ to: kind.path(`${kind.type}-a`) })
      expect((await publicGet(kind.publicApi(`${kind.type}-a`))).status).toBe(200)
      expect((await auditRows(kind.entity, item.id)).at(-1)!.details).toMatchObject({
        fields: ['slug'],
        path: { from: kind.path(`${kind.type}-c`), to: kind.path(`${kind.type}-a`) },
      })
    })
  })

  it('moves a service to another section and a section to a new address: every old address answers 301 in one hop', async () => {
    const other = await publish(
      'service-categories',
      await create('service-categories', { slug: 'drugoj', title: 'Другое', excerpt: 'Прочее.' }),
    )
    let service = await publish('services', await create('services', { ...KINDS[1]!.draft('pereezd') }))
    service = await save('services', service, { category_id: other.id })
    expect(service).toMatchObject({ path: '/services/drugoj/pereezd/', parent: { id: other.id, title: 'Другое' } })
    expect(await redirectOf('/services/uslugi/pereezd/')).toMatchObject({ to: '/services/drugoj/pereezd/', status: 301 })

    await save('service-categories', other, { slug: 'prochee' })
    expect(await redirectOf('/services/drugoj/')).toMatchObject({ to: '/services/prochee/' })
    expect(await redirectOf('/services/drugoj/pereezd/')).toMatchObject({ to: '/services/prochee/pereezd/' })
    expect(await redirectOf('/services/uslugi/pereezd/')).toMatchObject({ to: '/services/prochee/pereezd/' })
    expect((await publicGet('/v1/services/prochee/pereezd')).status).toBe(200)
    expect(await sitemapPaths()).toEqual(expect.arrayContaining(['/services/prochee/', '/services/prochee/pereezd/']))

    const listed = await json<Paginated<AdminItemSummary>>(await call('GET', `/services?category_id=${other.id}`))
    expect(listed.data.map((item) => item.slug)).toEqual(['pereezd'])
    const badFilter = await call('GET', '/services?category_id=abc')
    expect(await json<ErrorBody>(badFilter)).toMatchObject({ errors: { category_id: ['Такого раздела услуг нет: выберите из списка.'] } })
    const refused = await call('DELETE', `/service-categories/${other.id}`)
    expect(refused.status).toBe(409)
    expect((await json<ErrorBody>(refused)).message).toContain('В разделе есть услуги (1)')
    const unknownParent = await call('POST', '/services', { ...KINDS[1]!.draft('bez-razdela'), category_id: 999_999 })
    expect(await json<ErrorBody>(unknownParent)).toMatchObject({
      errors: { category_id: ['Такого раздела услуг нет: выберите из списка.'] },
    })
  })

  it('moves a project to another group with a 301; a group cannot take an address of the site', async () => {
    const other = await publish(
      'portfolio-groups',
      await create('portfolio-groups', { slug: 'yug', title: 'Юг', excerpt: 'Проекты «Юга».' }),
    )
    let project = await publish('portfolio-projects', await create('portfolio-projects', KINDS[4]!.draft('pereezd')))
    project = await save('portfolio-projects', project, { group_id: other.id })
    expect(project.path).toBe('/yug/pereezd/')
    expect(await redirectOf('/sever/pereezd/')).toMatchObject({ to: '/yug/pereezd/', status: 301 })
    const listed = await json<Paginated<AdminItemSummary>>(await call('GET', `/portfolio-projects?group_id=${other.id}`))
    expect(listed.data.map((item) => item.slug)).toEqual(['pereezd'])
    const reserved = await call('POST', '/portfolio-groups', { slug: 'news', title: 'Новости', excerpt: 'Нет.' })
    expect(await json<ErrorBody>(reserved)).toMatchObject({ errors: { slug: ['Этот адрес занят разделом сайта: выберите другой.'] } })
    const unknownTags = await call('POST', '/portfolio-projects', { ...KINDS[4]!.draft('teg'), services: ['nope'] })
    expect(await json<ErrorBody>(unknownTags)).toMatchObject({ errors: { services: ['Таких услуг в словаре нет: nope.'] } })
  })

  it('edits clients: on /clients/ once published, no page of their own', async () => {
    const names = async () => (await json<{ data: { name: string }[] }>(await publicGet('/v1/clients'))).data.map((client) => client.name)
    let client = await create('clients', {
      slug: 'sever-holding',
      name: 'Север Холдинг',
      logo: cover,
      industry: 'retail',
      website: 'https://sever.example',
      description: 'Розничная сеть.',
    })
    expect(client).toMatchObject({ title: 'Север Холдинг', path: null, status: 'draft' })
    expect(await names()).not.toContain('Север Холдинг')
    client = await publish('clients', client)
    expect(await names()).toContain('Север Холдинг')
    client = await save('clients', client, { name: 'Север Холдинг 2' })
    expect(await names()).toContain('Север Холдинг 2')
    const bad = await call('POST', '/clients', { slug: 'x', name: 'X', industry: 'nope', website: 'ftp://x' })
    expect(Object.keys((await json<ErrorBody>(bad)).errors!)).toEqual(['website'])
    const unknownIndustry = await call('POST', '/clients', { slug: 'x', name: 'X', industry: 'nope' })
    expect(await json<ErrorBody>(unknownIndustry)).toMatchObject({ errors: { industry: ['Такой отрасли нет: nope.'] } })
    expect((await call('DELETE', `/clients/${client.id}`)).status).toBe(204)
    expect(await auditOf('client', client.id)).toEqual(['created', 'published', 'updated', 'deleted'])
  })

  it("previews a site's page as the public API answers it; clients, with no page of their own, have no preview", async () => {
    const [page] = await database.db.select().from(pages).where(eq(pages.slug, 'company'))
    const preview = await call('GET', `/pages/${page!.id}/preview`)
    expect(preview.status).toBe(200)
    expect(await json(preview)).toEqual(await json(await publicGet('/v1/pages/company')))
    const client = await create('clients', { slug: 'bez-stranicy', name: 'Без страницы' })
    const refused = await call('GET', `/clients/${client.id}/preview`)
    expect(refused.status).toBe(404)
    expect((await json<ErrorBody>(refused)).message).toMatch(RUSSIAN)
  })

  it("edits the site's pages, whose addresses and set are fixed", async () => {
    const listed = await json<Paginated<AdminItemSummary>>(await call('GET', '/pages'))
    const company = await json<AdminItem>(await call('GET', `/pages/${listed.data[0]!.id}`))
    expect(company).toMatchObject({ slug: 'company', path: '/company/', status: 'published' })
    const saved = await save('pages', company, { title: 'Об агентстве', lead: 'Коротко о нас.', body: unsafeBody })
    expect(saved.fields).toMatchObject({ title: 'Об агентстве', lead: 'Коротко о нас.', body: safeBody })
    expect(await json(await publicGet('/v1/pages/company'))).toMatchObject({ title: 'Об агентстве', body: safeBody, seo: { image: null } })

    const moved = await call('PUT', `/pages/${company.id}`, { ...saved.fields, slug: 'about', revision: saved.revision })
    expect(moved.status).toBe(422)
    expect(await json<ErrorBody>(moved)).toMatchObject({ errors: { slug: ['Адрес этой страницы — раздел сайта, его нельзя изменить.'] } })
    const added = await call('POST', '/pages', { slug: 'novaya', title: 'Новая' })
    expect(added.status).toBe(405)
    expect((await json<ErrorBody>(added)).message).toMatch(RUSSIAN)
    expect((await call('DELETE', `/pages/${company.id}`)).status).toBe(405)
    expect(await auditOf('page', company.id)).toEqual(['updated'])
  })

  it('keeps tag vocabularies: renaming changes the title only; a tag in use is not deleted', async () => {
    const created = await call('POST', '/tags', { kind: 'industry', slug: 'medicina', title: 'Медицина' })
    expect(created.status).toBe(201)
    const tag = await json<AdminTag>(created)
    expect(tag).toMatchObject({ kind: 'industry', slug: 'medicina', usage: 0 })
    expect((await call('POST', '/tags', { kind: 'industry', slug: 'medicina', title: 'Ещё раз' })).status).toBe(422)
    expect((await call('POST', '/tags', { kind: 'colour', slug: 'x', title: '' })).status).toBe(422)

    const renamed = await call('PATCH', `/tags/${tag.id}`, { title: 'Медицина и здоровье', slug: 'ignored' })
    expect(await json<AdminTag>(renamed)).toMatchObject({ slug: 'medicina', title: 'Медицина и здоровье' })

    const listed = await json<{ data: AdminTag[] }>(await call('GET', '/tags?kind=industry'))
    expect(listed.data.find((entry) => entry.slug === 'retail')!.usage).toBeGreaterThan(0)

    const retail = listed.data.find((entry) => entry.slug === 'retail')!
    const refused = await call('DELETE', `/tags/${retail.id}`)
    expect(refused.status).toBe(409)
    expect((await json<ErrorBody>(refused)).message).toMatch(
      /^Метку «Розница» нельзя удалить, пока она используется \(проекты портфолио: «/,
    )
    expect((await call('DELETE', `/tags/${tag.id}`)).status).toBe(204)
    expect((await call('DELETE', `/tags/${tag.id}`)).status).toBe(404)
    expect(await auditOf('tag', tag.id)).toEqual(['created', 'updated', 'deleted'])
  })

  it('lists every status, searched, sorted, page by page', async () => {
    const list = async (query: string) => (await json<Paginated<AdminItemSummary>>(await call('GET', `/solutions${query}`))).data
    const all = await list('?per_page=50')
    expect(all.length).toBeGreaterThan(3)
    expect((await list('?status=scheduled')).map((item) => item.slug)).toEqual(['solutions-potom'])
    expect((await list('?q=DVA')).map((item) => item.slug)).toEqual(['solutions-dva'])
    const titles = (await list('?sort=title&per_page=50')).map((item) => item.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')))
    const firstPage = await json<Paginated<AdminItemSummary>>(await call('GET', '/solutions?per_page=2'))
    expect(firstPage.data).toHaveLength(2)
    expect(firstPage.meta.total).toBe(all.length)
  })

  it('writes every redirect it makes to the table the site follows', async () => {
    const rows = await database.db.select().from(redirects)
    expect(rows.every((row) => row.status === 301 && row.toPath.endsWith('/') && !row.fromPath.endsWith('/'))).toBe(true)
  })
})
