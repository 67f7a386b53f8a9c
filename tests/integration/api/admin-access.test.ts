import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#api/db/schema/index.ts'
import { saveBrief } from '#api/services/forms.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { type Caller, signedInWith } from './support/staff.ts'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

describe('who may call the staff area’s API', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  const tokens = {} as Record<Exclude<Caller, 'guest'>, string>
  let briefId: number

  const call = (caller: Caller, method: string, path: string, body?: unknown) =>
    send(api, method, `/v1/admin${path.replace('{brief}', String(briefId))}`, {
      token: caller === 'guest' ? undefined : tokens[caller],
      body,
    })

  beforeAll(async () => {
    let config: AccountApi['config']
    ;({ database, config, api, site } = await openAccountApi())
    tokens.user = (await signedInWith(api, database.db, site.token, null)).token
    tokens.editor = (await signedInWith(api, database.db, site.token, 'editor')).token
    tokens.admin = (await signedInWith(api, database.db, site.token, 'admin')).token
    ;({ id: briefId } = await saveBrief(
      database.db,
      config,
      { name: 'Анна', email: 'anna@romashka.ru', services: [], description: 'Нужен сайт.', attachment: new File([PDF], 'tz.pdf') },
      { ip: '203.0.113.7', userAgent: null },
    ))
  })
  afterAll(() => database.destroy())

  it.each([
    ['GET', '/me'],
    ['GET', '/staff'],
    ['GET', '/leads'],
    ['GET', '/leads/counts'],
    ['GET', '/leads/export.csv'],
    ['GET', '/leads/brief/{brief}'],
    ['PATCH', '/leads/brief/{brief}', { status: 'in_progress' }],
    ['POST', '/leads/brief/{brief}/notes', { body: 'Созвонились.' }],
    ['GET', '/leads/brief/{brief}/attachment'],
  ])('%s %s: a guest 401, a visitor’s account 403, an editor and an admin get through', async (method, path, body?: unknown) => {
    expect((await call('guest', method, path, body)).status).toBe(401)
    const refused = await call('user', method, path, body)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: 'Этот раздел доступен только сотрудникам агентства.' })
    for (const staff of ['editor', 'admin'] as const) expect((await call(staff, method, path, body)).status).toBeLessThan(300)
  })

  it('GET /audit: only an admin', async () => {
    expect((await call('guest', 'GET', '/audit')).status).toBe(401)
    expect((await call('user', 'GET', '/audit')).status).toBe(403)
    const editorAnswer = await call('editor', 'GET', '/audit')
    expect(editorAnswer.status).toBe(403)
    expect(await editorAnswer.json()).toEqual({ message: 'Это может сделать только администратор.' })
    expect((await call('admin', 'GET', '/audit')).status).toBe(200)
  })

  it('answers are never cached, refusals included', async () => {
    for (const caller of ['guest', 'user', 'editor'] as const) {
      expect((await call(caller, 'GET', '/leads')).headers.get('cache-control'), caller).toBe('no-store')
    }
  })

  it('a role taken away works at once, with the same token', async () => {
    const person = await signedInWith(api, database.db, site.token, 'editor')
    const asPerson = () => send(api, 'GET', '/v1/admin/leads', { token: person.token })
    expect((await asPerson()).status).toBe(200)
    await database.db.update(users).set({ role: null }).where(eq(users.id, person.id))
    expect((await asPerson()).status).toBe(403)
  })

  it('the profile says who is staff', async () => {
    const roleOf = async (token: string) => ((await (await send(api, 'GET', '/v1/profile', { token })).json()) as { role: unknown }).role
    expect(await roleOf(tokens.user)).toBeNull()
    expect(await roleOf(tokens.editor)).toBe('editor')
    expect(await roleOf(tokens.admin)).toBe('admin')
  })
})
