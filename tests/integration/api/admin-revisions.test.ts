import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMaintenance } from '#api/db/maintenance.ts'
import { auditLog, contentRevisions } from '#api/db/schema/index.ts'
import type { AdminItem, AdminPost, ContentRevision, ContentRevisionSummary } from '#shared/contract/editorial.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

const postDraft = (overrides: Record<string, unknown> = {}) => ({
  category: 'news',
  slug: 'istoriya-versij',
  title: 'Первая версия',
  excerpt: 'Коротко.',
  body: '<p>Текст первой версии.</p>',
  cover: null,
  tags: [],
  seo_title: '',
  seo_description: null,
  ...overrides,
})

describe('revisions of editorial items', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  let editor: Awaited<ReturnType<typeof signedInWith>>
  let colleague: Awaited<ReturnType<typeof signedInWith>>

  const call = (method: string, path: string, body?: unknown, token = editor.token) =>
    send(api, method, `/v1/admin${path}`, { token, body })
  const json = async <T>(response: Response, status = 200) => {
    expect(response.status, await response.clone().text()).toBe(status)
    return (await response.json()) as T
  }
  const revisionsOf = async (path: string) => (await json<{ data: ContentRevisionSummary[] }>(await call('GET', `${path}/revisions`))).data

  beforeAll(async () => {
    ;({ database, api, site } = await openAccountApi())
    editor = await signedInWith(api, database.db, site.token, 'editor', 'Ева Редакторова')
    colleague = await signedInWith(api, database.db, site.token, 'editor', 'Глеб Коллегин')
  })
  afterAll(() => database.destroy())

  it('keeps every save of a post whole, lists them newest first with their authors, and restores one as a new save', async () => {
    let post = await json<AdminPost>(await call('POST', '/posts', postDraft()), 201)
    post = await json<AdminPost>(
      await call('PUT', `/posts/${post.id}`, { ...postDraft({ title: 'Вторая версия' }), revision: post.revision }),
    )
    post = await json<AdminPost>(
      await call(
        'PUT',
        `/posts/${post.id}`,
        { ...postDraft({ title: 'Третья версия', body: '<p>Новый текст.</p>' }), revision: post.revision },
        colleague.token,
      ),
    )
    // Publishing changes no field: it keeps no revision.
    post = await json<AdminPost>(await call('POST', `/posts/${post.id}/publish`, { revision: post.revision }))

    const revisions = await revisionsOf(`/posts/${post.id}`)
    expect(revisions.map((revision) => [revision.revision, revision.author.name])).toEqual([
      [3, 'Глеб Коллегин'],
      [2, 'Ева Редакторова'],
      [1, 'Ева Редакторова'],
    ])
    const first = await json<ContentRevision>(await call('GET', `/posts/${post.id}/revisions/${revisions[2]!.id}`))
    expect(first.fields).toMatchObject({ title: 'Первая версия', body: '<p>Текст первой версии.</p>', seo_title: null })

    // A restore made from a stale copy is refused and writes nothing.
    const stale = await call('POST', `/posts/${post.id}/revisions/${first.id}/restore`, { revision: post.revision - 1 })
    expect(stale.status).toBe(409)
    expect(await revisionsOf(`/posts/${post.id}`)).toHaveLength(3)

    const restored = await json<AdminPost>(
      await call('POST', `/posts/${post.id}/revisions/${first.id}/restore`, { revision: post.revision }),
    )
    expect(restored).toMatchObject({
      title: 'Первая версия',
      body: '<p>Текст первой версии.</p>',
      status: 'published',
      revision: post.revision + 1,
    })
    expect((await revisionsOf(`/posts/${post.id}`))[0]).toMatchObject({ revision: post.revision + 1, author: { name: 'Ева Редакторова' } })
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'post'), eq(auditLog.entityId, String(post.id))))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1))
    expect(audit?.details).toMatchObject({ restored_from: 1, changes: { title: { from: 'Третья версия', to: 'Первая версия' } } })
  })

  it('restores by today’s rules: an address another post took since is refused with 422, and nothing is written', async () => {
    let post = await json<AdminPost>(await call('POST', '/posts', postDraft({ slug: 'staryj-adres' })), 201)
    post = await json<AdminPost>(await call('PUT', `/posts/${post.id}`, { ...postDraft({ slug: 'novyj-adres' }), revision: post.revision }))
    await json<AdminPost>(await call('POST', '/posts', postDraft({ slug: 'staryj-adres' })), 201)
    const [, first] = await revisionsOf(`/posts/${post.id}`)
    const refused = await call('POST', `/posts/${post.id}/revisions/${first!.id}/restore`, { revision: post.revision })
    expect(refused.status).toBe(422)
    expect(await revisionsOf(`/posts/${post.id}`)).toHaveLength(2)
  })

  it('answers 404 for an item that does not exist and for a revision of another item', async () => {
    const post = await json<AdminPost>(await call('POST', '/posts', postDraft({ slug: 'chuzhaya-versiya' })), 201)
    const other = await json<AdminPost>(await call('POST', '/posts', postDraft({ slug: 'drugaya-publikaciya' })), 201)
    const [theirs] = await revisionsOf(`/posts/${other.id}`)
    expect((await call('GET', '/posts/999999/revisions')).status).toBe(404)
    expect((await call('GET', `/posts/${post.id}/revisions/${theirs!.id}`)).status).toBe(404)
    expect((await call('POST', `/posts/${post.id}/revisions/${theirs!.id}/restore`, { revision: post.revision })).status).toBe(404)
    expect((await call('POST', `/posts/${post.id}/revisions/x/restore`, { revision: post.revision })).status).toBe(422)
  })

  it('works the same for every other kind of content', async () => {
    const draft = {
      slug: 'sajt-dlya-kliniki',
      title: 'Сайт для клиники',
      excerpt: 'Запись к врачу онлайн.',
      body: '<p>Запись онлайн.</p>',
      features: [{ title: 'Запись', text: 'Пациент выбирает врача.' }],
    }
    let item = await json<AdminItem>(await call('POST', '/solutions', draft), 201)
    item = await json<AdminItem>(
      await call('PUT', `/solutions/${item.id}`, { ...item.fields, title: 'Сайт для сети клиник', revision: item.revision }),
    )
    const [, first] = await revisionsOf(`/solutions/${item.id}`)
    const restored = await json<AdminItem>(
      await call('POST', `/solutions/${item.id}/revisions/${first!.id}/restore`, { revision: item.revision }),
    )
    expect(restored.fields).toMatchObject({ title: 'Сайт для клиники', features: [{ title: 'Запись', text: 'Пациент выбирает врача.' }] })
    expect(await revisionsOf(`/solutions/${item.id}`)).toHaveLength(3)
  })

  it('keeps the newest REVISIONS_KEPT of each item when the clean-up runs', async () => {
    let post = await json<AdminPost>(await call('POST', '/posts', postDraft({ slug: 'mnogo-versij' })), 201)
    for (const title of ['Два', 'Три', 'Четыре']) {
      post = await json<AdminPost>(
        await call('PUT', `/posts/${post.id}`, { ...postDraft({ slug: 'mnogo-versij', title }), revision: post.revision }),
      )
    }
    await runMaintenance(database, { retention: { tokenDays: 7, mailDays: 30, consentDays: 1095, revisionsKept: 2 } })
    expect((await revisionsOf(`/posts/${post.id}`)).map((revision) => revision.revision)).toEqual([4, 3])
    const kept = await database.db.select().from(contentRevisions)
    // No item keeps more than two.
    const counts = new Map<string, number>()
    for (const row of kept) counts.set(`${row.entityType}:${row.entityId}`, (counts.get(`${row.entityType}:${row.entityId}`) ?? 0) + 1)
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2)
  })
})
