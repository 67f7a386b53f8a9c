import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '#api/db/client.ts'
import { followContentVersion, knownContentVersion, onContentChange, readContentVersion } from '#api/db/content-version.ts'
import type { Logger } from '#shared/server/logger.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

const quiet: Logger = { info: () => {}, error: () => {} }
const onPostgres = process.env.TEST_DATABASE === 'postgres'

/** Resolves with the next version a listener hears, or fails after 5 s. */
function nextAnnouncement(): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No content change was announced')), 5_000)
    const stop = onContentChange((version) => {
      clearTimeout(timer)
      stop()
      resolve(version)
    })
  })
}

describe('content version', () => {
  let database: TestDatabase
  let stopFollowing: () => Promise<void>

  beforeAll(async () => {
    database = await createTestDatabase()
    stopFollowing = await followContentVersion(database, quiet)
    const version = await readContentVersion(database.db)
    await vi.waitFor(() => expect(knownContentVersion()).toBe(version))
  })
  afterAll(async () => {
    await stopFollowing()
    await database.destroy()
  })

  it.each([
    ['a page', sql`update pages set title = title || '!' where slug = 'company'`],
    ['a post', sql`update posts set title = 'Новый заголовок' where id = (select min(id) from posts)`],
    ['a service', sql`update services set title = title where id = (select min(id) from services)`],
    ['the portfolio', sql`update portfolio_projects set title = title where id = (select min(id) from portfolio_projects)`],
    ['a redirect', sql`insert into redirects (from_path, to_path) values ('/old-content-version/', '/news/')`],
    ['a deletion', sql`delete from redirects where from_path = '/old-content-version/'`],
  ])('goes up and is announced when %s changes', async (_, change) => {
    const before = await readContentVersion(database.db)
    const heard = nextAnnouncement()
    await database.db.execute(change)
    expect(await heard).toBe(before + 1)
    expect(await readContentVersion(database.db)).toBe(before + 1)
    expect(knownContentVersion()).toBe(before + 1)
  })

  it('stays and is not announced when a change is rolled back, or when something else than content changes', async () => {
    const before = await readContentVersion(database.db)
    const heard: number[] = []
    const stop = onContentChange((version) => heard.push(version))
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update posts set title = 'Черновик' where id = (select min(id) from posts)`)
        throw new Error('rolled back')
      })
      .catch(() => {})
    await database.db.execute(sql`delete from rate_limits`)
    // A later content change is heard, so the earlier ones had their chance to be.
    const later = nextAnnouncement()
    await database.db.execute(sql`update clients set name = name where id = (select min(id) from clients)`)
    expect(await later).toBe(before + 1)
    stop()
    expect(heard).toEqual([before + 1])
  })

  // PGlite lives in one process: only PostgreSQL has other instances to tell.
  if (onPostgres)
    it('is announced to another connection pool, as to another instance of the site', async () => {
      const other = openDatabase({ kind: 'postgres', url: database.url! })
      try {
        const heard = nextAnnouncement()
        const before = await readContentVersion(database.db)
        await other.db.execute(sql`update solutions set title = title where id = (select min(id) from solutions)`)
        expect(await heard).toBe(before + 1)
      } finally {
        await other.close()
      }
    })
})
