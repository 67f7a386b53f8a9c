import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, resultRows } from '#api/db/client.ts'
import { users } from '#api/db/schema/index.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

// Two admins taking themselves or each other away at the very same moment: only a server has
// connections that truly overlap (PGlite runs one statement at a time), so this runs in the
// api:postgres project only. A third connection holds the admins' rows while both requests start,
// then lets go: whatever each request read before, both are then inside their transactions at once.

type Admin = Awaited<ReturnType<typeof signedInWith>>

describe('the last admin, with requests that overlap', () => {
  let account: AccountApi
  let holder: ReturnType<typeof openDatabase>

  beforeAll(async () => {
    account = await openAccountApi()
    holder = openDatabase({ kind: 'postgres', url: account.database.url! })
  })
  afterAll(async () => {
    await holder.close()
    await account.database.destroy()
  })
  beforeEach(() => account.database.db.update(users).set({ role: null }).where(eq(users.role, 'admin')))

  const newAdmin = () => signedInWith(account.api, account.database.db, account.site.token, 'admin', 'Антон Админов')
  const admins = async () => (await account.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).length
  const deleteSelf = (admin: Admin) => send(account.api, 'DELETE', '/v1/users', { token: admin.token, body: { password: admin.password } })
  const demote = (by: Admin, whom: Admin) =>
    send(account.api, 'PATCH', `/v1/admin/staff/${whom.id}`, { token: by.token, body: { role: 'editor' } })

  /** Connections of the test's database that wait for a lock. */
  const waitingForLocks = async () =>
    resultRows<{ n: number }>(
      await holder.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      ),
    )[0]!.n

  /** Runs both requests while the admins' rows are held, and lets go once each has finished or waits for them. */
  async function together(requests: (() => Response | Promise<Response>)[]): Promise<number[]> {
    let answers: Promise<Response[]> | undefined
    let settled = 0
    await holder.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where role = 'admin' order by id for update`)
      answers = Promise.all(requests.map((request) => Promise.resolve(request()).finally(() => settled++)))
      await vi.waitFor(
        async () => {
          expect(settled + (await waitingForLocks())).toBe(requests.length)
        },
        { timeout: 30_000, interval: 20 },
      )
    })
    return (await answers!).map((response) => response.status)
  }

  it('two admins deleting themselves: one is refused, one admin is left', async () => {
    const [a, b] = [await newAdmin(), await newAdmin()]
    expect((await together([() => deleteSelf(a), () => deleteSelf(b)])).sort()).toEqual([204, 409])
    expect(await admins()).toBe(1)
  })

  it('two admins demoting each other: one is refused, one admin is left', async () => {
    const [a, b] = [await newAdmin(), await newAdmin()]
    expect((await together([() => demote(a, b), () => demote(b, a)])).sort()).toEqual([200, 409])
    expect(await admins()).toBe(1)
  })

  it('an admin deleting itself while the other steps down: one is refused, one admin is left', async () => {
    const [a, b] = [await newAdmin(), await newAdmin()]
    const statuses = await together([() => deleteSelf(a), () => demote(b, b)])
    expect(statuses.filter((status) => status === 409)).toHaveLength(1)
    expect(await admins()).toBe(1)
  })
})
