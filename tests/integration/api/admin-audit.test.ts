import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tags } from '#api/db/schema/index.ts'
import type { Paginated } from '#shared/contract/common.ts'
import type { AdminPost } from '#shared/contract/editorial.ts'
import type { AuditEntry } from '#shared/contract/staff.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

const longBody = (middle: string) =>
  `<h2>Итоги</h2><p>${'Первый абзац о проекте, в котором ничего не менялось. '.repeat(4)}</p><p>${middle}</p><p>${'Последний абзац, тоже прежний. '.repeat(4)}</p>`

/** The Moscow calendar day of a moment, YYYY-MM-DD. */
const moscowDay = (iso: string, shiftDays = 0) =>
  new Date(Date.parse(iso) + 3 * 3600_000 + shiftDays * 86_400_000).toISOString().slice(0, 10)

describe('the audit log', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  let editor: Awaited<ReturnType<typeof signedInWith>>
  let admin: Awaited<ReturnType<typeof signedInWith>>
  let post: AdminPost

  const audit = async (query: string) => {
    const response = await send(api, 'GET', `/v1/admin/audit?${query}`, { token: admin.token })
    return { status: response.status, body: (await response.json()) as Paginated<AuditEntry> & { message?: string } }
  }

  beforeAll(async () => {
    ;({ database, api, site } = await openAccountApi())
    await database.db.insert(tags).values([{ kind: 'post', slug: 'launches', title: 'Запуски проектов' }])
    editor = await signedInWith(api, database.db, site.token, 'editor', 'Ева Редакторова')
    admin = await signedInWith(api, database.db, site.token, 'admin', 'Анна Админова')
    const draft = {
      category: 'news',
      slug: 'itogi-goda',
      title: 'Итоги года',
      excerpt: 'Коротко.',
      body: longBody('Запустили двенадцать сайтов.'),
      cover: null,
      tags: [],
      seo_title: '',
      seo_description: null,
    }
    const created = await send(api, 'POST', '/v1/admin/posts', { token: editor.token, body: draft })
    expect(created.status).toBe(201)
    const { id, revision } = (await created.json()) as AdminPost
    const saved = await send(api, 'PUT', `/v1/admin/posts/${id}`, {
      token: editor.token,
      body: { ...draft, title: 'Итоги 2026 года', tags: ['launches'], body: longBody('Запустили четырнадцать сайтов.'), revision },
    })
    expect(saved.status).toBe(200)
    post = (await saved.json()) as AdminPost
  })
  afterAll(() => database.destroy())

  it('says what an edit changed, field by field: short values as they were and are, a long text as the words that changed', async () => {
    const { body } = await audit(`entity_type=post&entity_id=${post.id}&action=updated`)
    expect(body.data).toHaveLength(1)
    const changes = body.data[0]!.details.changes as Record<string, unknown>
    expect(Object.keys(changes).sort()).toEqual(['body', 'tags', 'title'])
    expect(changes.title).toEqual({ from: 'Итоги года', to: 'Итоги 2026 года' })
    expect(changes.tags).toEqual({ from: '', to: 'launches' })
    const parts = (changes.body as { diff: { op: string; text: string }[] }).diff
    expect(parts.filter((part) => part.op === '-').map((part) => part.text.trim())).toEqual(['двенадцать'])
    expect(parts.filter((part) => part.op === '+').map((part) => part.text.trim())).toEqual(['четырнадцать'])
    // The unchanged paragraphs around it are cut to a little context, not kept whole.
    expect(JSON.stringify(parts).length).toBeLessThan(longBody('').length)
  })

  it('narrows to a person, an action, a kind of item and a span of days', async () => {
    const all = await audit(`entity_type=post&entity_id=${post.id}`)
    expect(all.body.data.map((entry) => entry.action)).toEqual(['updated', 'created'])
    const day = moscowDay(all.body.data[0]!.created_at)

    expect((await audit(`entity_id=${post.id}&actor_id=${editor.id}`)).body.data).toHaveLength(2)
    expect((await audit(`entity_id=${post.id}&actor_id=${admin.id}`)).body.data).toHaveLength(0)
    expect((await audit(`entity_id=${post.id}&action=created`)).body.data.map((entry) => entry.action)).toEqual(['created'])
    expect((await audit(`entity_type=service&entity_id=${post.id}`)).body.data).toHaveLength(0)
    expect((await audit(`entity_id=${post.id}&from=${day}&to=${day}`)).body.data).toHaveLength(2)
    expect((await audit(`entity_id=${post.id}&from=${moscowDay(all.body.data[0]!.created_at, 1)}`)).body.data).toHaveLength(0)
    expect((await audit(`entity_id=${post.id}&to=${moscowDay(all.body.data[0]!.created_at, -1)}`)).body.data).toHaveLength(0)
  })

  it('refuses a filter it cannot read with 422 and a message, never a failure', async () => {
    for (const [query, words] of [
      ['from=2026-02-30', 'такой даты нет'],
      ['to=вчера', 'ГГГГ-ММ-ДД'],
      ['action=hacked', 'такого действия'],
      ['actor_id=-1', 'номер сотрудника'],
    ] as const) {
      const { status, body } = await audit(query)
      expect(status, query).toBe(422)
      expect(JSON.stringify(body), query).toContain(words)
    }
  })
})
