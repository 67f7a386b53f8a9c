import { count, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { pages } from '#api/db/schema/index.ts'
import { seed } from '#api/db/seed.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

describe('seed', () => {
  const databases: TestDatabase[] = []
  const fresh = async () => {
    const database = await createTestDatabase()
    databases.push(database)
    return database
  }
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.destroy()))
  })

  const pageCount = async (database: TestDatabase) => (await database.db.select({ n: count() }).from(pages))[0]?.n

  it('fills an empty database with the demo content, including a published home page', async () => {
    const database = await fresh()
    expect(await seed(database.db)).toContain('pages')
    const [home] = await database.db.select().from(pages).where(sql`slug = 'home'`)
    expect(home?.publishedAt).toBeInstanceOf(Date)
    expect(home?.blocks.map((block) => block.type)).toContain('hero')
  })

  it('adds nothing on the next start', async () => {
    const database = await fresh()
    await seed(database.db)
    const before = await pageCount(database)
    expect(await seed(database.db)).toEqual([])
    expect(await pageCount(database)).toBe(before)
  })

  it('leaves a table that already holds content alone', async () => {
    const database = await fresh()
    await database.db.insert(pages).values({ slug: 'own', title: 'Своя страница', publishedAt: new Date() })
    expect(await seed(database.db)).not.toContain('pages')
    expect(await pageCount(database)).toBe(1)
  })
})
