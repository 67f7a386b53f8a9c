import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContentVersion } from '#api/db/content-version.ts'
import { auditLog } from '#api/db/schema/index.ts'
import type { SearchResults } from '#shared/contract/search.ts'
import type { SearchSynonymGroup } from '#shared/contract/staff.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, forgetRateLimits, openAccountApi } from './support/account-api.ts'
import { content } from './support/content.ts'
import { signedInWith } from './support/staff.ts'

describe('search synonyms in the staff area', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  let editorToken: string
  let visitorToken: string

  const call = (method: string, path: string, body?: unknown, token = editorToken) =>
    send(api, method, `/v1/admin/search-synonyms${path}`, { token, body })
  const add = async (terms: string[]) => {
    const response = await call('POST', '', { terms })
    expect(response.status, terms.join(', ')).toBe(201)
    return (await response.json()) as SearchSynonymGroup
  }
  const refusal = async (response: Response) => {
    expect(response.status).toBe(422)
    return ((await response.json()) as { errors: Record<string, string[]> }).errors
  }
  const found = async (q: string) => {
    await forgetRateLimits(database)
    const response = await send(api, 'GET', `/v1/search?q=${encodeURIComponent(q)}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as SearchResults).data.map((hit) => hit.url)
  }

  beforeAll(async () => {
    ;({ database, api, site } = await openAccountApi())
    editorToken = (await signedInWith(api, database.db, site.token, 'editor')).token
    visitorToken = (await signedInWith(api, database.db, site.token, null, 'Иван Посетитель')).token
    const category = await content.category(database.db, { slug: 'ecommerce', title: 'Интернет-магазины' })
    await content.service(database.db, {
      categoryId: category.id,
      slug: 'store',
      title: 'Интернет-магазин под ключ',
      excerpt: 'Каталог, корзина и оплата.',
    })
  })
  afterAll(() => database.destroy())

  it('are for staff: a guest gets 401, a visitor 403, an editor the list', async () => {
    expect((await send(api, 'GET', '/v1/admin/search-synonyms')).status).toBe(401)
    expect((await call('GET', '', undefined, visitorToken)).status).toBe(403)
    expect((await call('POST', '', { terms: ['a', 'b'] }, visitorToken)).status).toBe(403)
    const list = await call('GET', '')
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toBe('no-store')
    expect(await list.json()).toEqual({ data: [] })
  })

  it('adds a group the search reads at once, as a content change, and writes it to the audit log', async () => {
    expect(await found('e-commerce')).toEqual([])
    const before = await readContentVersion(database.db)
    const group = await add(['  e-commerce ', 'интернет-магазин', 'электронная   коммерция'])
    expect(group).toMatchObject({ terms: ['e-commerce', 'интернет-магазин', 'электронная коммерция'] })
    expect(await readContentVersion(database.db)).toBeGreaterThan(before)
    expect((await found('e-commerce')).sort()).toEqual(['/services/ecommerce/', '/services/ecommerce/store/'])
    // Any form of a term: the group holds «интернет-магазин», the query says «электронной коммерции».
    expect((await found('электронной коммерции')).sort()).toEqual(['/services/ecommerce/', '/services/ecommerce/store/'])
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityType, 'search_synonyms'))
    expect(audit).toMatchObject({ action: 'created', entityTitle: 'e-commerce, интернет-магазин, электронная коммерция' })
  })

  it('changes a group: the search reads the new terms and forgets the old ones', async () => {
    const group = await add(['витрина', 'каталог товаров'])
    expect(await found('витрина')).toEqual([])
    const before = await readContentVersion(database.db)
    const changed = await call('PATCH', `/${group.id}`, { terms: ['витрина', 'корзина'] })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ id: group.id, terms: ['витрина', 'корзина'] })
    expect(await readContentVersion(database.db)).toBeGreaterThan(before)
    expect(await found('витрина')).toEqual(['/services/ecommerce/store/'])
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'updated'))
    expect(audit).toMatchObject({
      entityType: 'search_synonyms',
      entityId: String(group.id),
      details: { title: { from: 'витрина, каталог товаров', to: 'витрина, корзина' } },
    })
  })

  it('removes a group: the search stops reading it', async () => {
    const group = await add(['прилавок', 'оплата'])
    expect(await found('прилавок')).toEqual(['/services/ecommerce/store/'])
    const removed = await call('DELETE', `/${group.id}`)
    expect(removed.status).toBe(204)
    expect(await found('прилавок')).toEqual([])
    expect((await call('DELETE', `/${group.id}`)).status).toBe(404)
    expect((await call('PATCH', `/${group.id}`, { terms: ['а', 'б'] })).status).toBe(404)
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'deleted'))
    expect(audit).toMatchObject({ entityType: 'search_synonyms', entityTitle: 'прилавок, оплата' })
  })

  it('lists the groups by their first term, in Russian order', async () => {
    const list = (await (await call('GET', '')).json()) as { data: SearchSynonymGroup[] }
    expect(list.data.map((group) => group.terms[0])).toEqual(['витрина', 'e-commerce'])
  })

  it.each([
    ['one term', { terms: ['SEO'] }, 'Нужно хотя бы 2 слова: то, что ищут, и то, что найти.'],
    ['no terms at all', {}, 'Нужно хотя бы 2 слова'],
    ['terms that are no list', { terms: 'SEO, сео' }, 'Перечислите слова через запятую.'],
    ['a term twice', { terms: ['SEO', 'сео', 'Seo'] }, 'Каждое слово указывается в группе один раз.'],
    ['an empty term', { terms: ['SEO', '  '] }, 'Пустое слово: уберите лишнюю запятую.'],
    ['a term of punctuation', { terms: ['SEO', '—'] }, 'В слове должна быть хотя бы одна буква или цифра.'],
    ['a term too long', { terms: ['SEO', 'а'.repeat(61)] }, 'Слово или выражение — не длиннее 60 символов.'],
    ['too many terms', { terms: Array.from({ length: 13 }, (_, n) => `слово${n}`) }, 'В группе — не больше 12 слов; разделите её на две.'],
    ['a term of another group', { terms: ['Электронная коммерция', 'онлайн-торговля'] }, '«Электронная коммерция» уже есть в группе'],
    ['a term that is not text', { terms: ['SEO', 5] }, undefined],
  ])('refuses %s with 422 and a Russian message under the terms', async (_, body, message) => {
    const errors = await refusal(await call('POST', '', body))
    expect(Object.keys(errors)).toEqual(['terms'])
    expect(errors.terms![0]).toMatch(/[а-я]/)
    if (message) expect(errors.terms![0]).toContain(message)
  })

  it('lets a group keep its own terms when it changes, and refuses a NUL or a bad number', async () => {
    const [, group] = ((await (await call('GET', '')).json()) as { data: SearchSynonymGroup[] }).data
    expect(group!.terms[0]).toBe('e-commerce')
    expect((await call('PATCH', `/${group!.id}`, { terms: [...group!.terms, 'ecommerce'] })).status).toBe(200)
    expect(await refusal(await call('POST', '', { terms: ['SEO', 'сео\u0000'] }))).toHaveProperty('terms')
    expect((await call('PATCH', '/abc', { terms: ['а', 'б'] })).status).toBe(422)
  })

  it('takes terms of any characters as text: the search still answers', async () => {
    await add([`'; drop table posts; --`, 'a & b | !c :* (d) <-> e'])
    for (const q of ['drop table', 'a & b', '<-> e', 'posts']) {
      await forgetRateLimits(database)
      expect((await send(api, 'GET', `/v1/search?q=${encodeURIComponent(q)}`)).status, q).toBe(200)
    }
  })
})
