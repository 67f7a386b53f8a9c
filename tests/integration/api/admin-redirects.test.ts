import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#api/db/schema/index.ts'
import type { Paginated } from '#shared/contract/common.ts'
import type { RedirectEntry } from '#shared/contract/staff.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

describe('redirects in the staff area', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  let adminToken: string
  let editorToken: string

  const call = (method: string, path: string, body?: unknown, token = adminToken) =>
    send(api, method, `/v1/admin/redirects${path}`, { token, body })
  const add = async (from_path: string, to_path: string, status?: number) => {
    const response = await call('POST', '', { from_path, to_path, status })
    expect(response.status, `${from_path} → ${to_path}`).toBe(201)
    return (await response.json()) as RedirectEntry
  }
  const refusal = async (response: Response) => {
    expect(response.status).toBe(422)
    return ((await response.json()) as { errors: Record<string, string[]> }).errors
  }
  const publicRedirect = async (path: string) =>
    (await send(api, 'GET', `/v1/redirects?path=${encodeURIComponent(path)}`, { token: site.token })).json()

  beforeAll(async () => {
    ;({ database, api, site } = await openAccountApi())
    adminToken = (await signedInWith(api, database.db, site.token, 'admin')).token
    editorToken = (await signedInWith(api, database.db, site.token, 'editor')).token
  })
  afterAll(() => database.destroy())

  it('are for admins only', async () => {
    expect((await send(api, 'GET', '/v1/admin/redirects')).status).toBe(401)
    expect((await call('GET', '', undefined, editorToken)).status).toBe(403)
    expect((await call('POST', '', { from_path: '/a', to_path: '/b' }, editorToken)).status).toBe(403)
  })

  it('adds a redirect the site follows at once, keeping the old address as the site compares it', async () => {
    const created = await add('/Old-Page/', '/services/web/', 308)
    expect(created).toMatchObject({ from_path: '/old-page', to_path: '/services/web/', status: 308 })
    expect(await publicRedirect('/old-page/')).toMatchObject({ to: '/services/web/', status: 308 })
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityType, 'redirect'))
    expect(audit).toMatchObject({ action: 'created', entityTitle: '/old-page → /services/web/' })
  })

  it('takes one hop only: never to itself, never into or out of another redirect', async () => {
    expect(await refusal(await call('POST', '', { from_path: '/same/', to_path: '/same' }))).toEqual({
      to_path: ['Адрес не может вести сам на себя.'],
    })
    expect((await refusal(await call('POST', '', { from_path: '/x', to_path: '/old-page/' }))).to_path![0]).toContain(
      'уже есть переадресация на /services/web/',
    )
    expect((await refusal(await call('POST', '', { from_path: '/services/web', to_path: '/new' }))).from_path![0]).toContain(
      'получилась бы цепочка',
    )
    expect(await refusal(await call('POST', '', { from_path: '/old-page', to_path: '/other/' }))).toEqual({
      from_path: ['Для этого адреса переадресация уже есть.'],
    })
  })

  it('never starts at one of the site’s own pages, which it would hide', async () => {
    for (const from_path of ['/news', '/Login/', '/profile/sessions/']) {
      expect(await refusal(await call('POST', '', { from_path, to_path: '/contacts/' })), from_path).toEqual({
        from_path: ['По этому адресу открывается страница сайта: переадресация скрыла бы её.'],
      })
    }
    // A page with a parameter in its address (a portfolio group) may have moved: that is what redirects are for.
    await add('/rzd-old/', '/rzd/')
  })

  it('refuses what is not an address on this site', async () => {
    const errors = await refusal(await call('POST', '', { from_path: 'https://evil.example/', to_path: '//evil.example', status: 200 }))
    expect(Object.keys(errors).sort()).toEqual(['from_path', 'status', 'to_path'])
    expect((await refusal(await call('POST', '', { from_path: '/a?b=1', to_path: '/c' }))).from_path).toEqual([
      'Старый адрес указывается без «?» и «#».',
    ])
  })

  it('changes and removes a redirect, listing them by old address', async () => {
    const second = await add('/garant/', '/company/')
    const changed = await call('PUT', `/${second.id}`, { from_path: '/garant/', to_path: '/contacts/', status: 302 })
    expect(await changed.json()).toMatchObject({ to_path: '/contacts/', status: 302 })
    const list = (await (await call('GET', '?q=GARANT')).json()) as Paginated<RedirectEntry>
    expect(list.data.map((entry) => entry.from_path)).toEqual(['/garant'])
    expect((await call('DELETE', `/${second.id}`)).status).toBe(204)
    expect((await call('DELETE', `/${second.id}`)).status).toBe(404)
    expect(await publicRedirect('/garant')).toMatchObject({ message: expect.any(String) })
    // The last one on its page removed: the page past the end answers empty, saying where the list ends.
    const pastEnd = (await (await call('GET', '?q=GARANT&page=2')).json()) as Paginated<RedirectEntry>
    expect(pastEnd).toMatchObject({ data: [], meta: { current_page: 2, last_page: 1, total: 0 } })
  })
})
