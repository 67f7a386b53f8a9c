import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase, resultRows } from '#api/db/client.ts'
import { CopyRefused, copyDatabase, tablesInDependencyOrder } from '#api/db/copy.ts'
import { migrate } from '#api/db/migrate.ts'
import { seed } from '#api/db/seed.ts'
import { deleteAccountOn, registerUserOn, type AccountApi } from './support/account-api.ts'
import { send } from './support/accounts.ts'
import { createTestApi, createTestClient, testConfig } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// A site on the embedded database moving to a PostgreSQL server: the source is a PGlite with the
// demo content, accounts, leads, consents and mail; each target is a new database on the server.

const rows = async (db: TestDatabase['db'] | DatabaseHandle['db'], query: ReturnType<typeof sql>) =>
  resultRows<Record<string, unknown>>(await db.execute(query))

async function countsOf(db: DatabaseHandle['db'], tables: string[]) {
  const counts: Record<string, number> = {}
  for (const table of tables) counts[table] = Number((await rows(db, sql`select count(*) as n from ${sql.raw(`"${table}"`)}`))[0]?.n)
  return counts
}

describe('db:copy from the embedded database to PostgreSQL', () => {
  let source: DatabaseHandle
  const targets: TestDatabase[] = []
  const newTarget = async () => {
    const target = await createTestDatabase({ migrated: false })
    targets.push(target)
    return target
  }

  beforeAll(async () => {
    source = openDatabase({ kind: 'pglite', dataDir: null })
    await migrate(source.db)
    await seed(source.db)
    const config = testConfig()
    const api = createTestApi(source.db, { config })
    const site = await createTestClient(source.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
    const account = { api, site, config } as unknown as AccountApi
    await registerUserOn(account, { name: 'Остаётся' })
    const leaving = await registerUserOn(account, { name: 'Уходит' })
    const contact = await send(api, 'POST', '/v1/contact-requests', {
      token: site.token,
      body: {
        name: 'Иван',
        email: 'ivan@example.ru',
        message: 'Позвоните мне.',
        consent: 'true',
        website: '',
        started_at: String(Date.now() - 30_000),
      },
    })
    expect(contact.status).toBe(201)
    expect((await deleteAccountOn(account, leaving)).status).toBe(204)
    await source.db.execute(sql`insert into briefs (name, email, description, services, attachment, consent_at)
      values ('Анна', 'anna@example.ru', 'Нужен сайт.', '{website,design}', '{"path": "briefs/a.pdf", "filename": "ТЗ.pdf", "contentType": "application/pdf", "size": 10}', now())`)
    await source.db.execute(sql`insert into media (key, alt, original_name, width, height, variants, bytes, uploaded_by_name)
      values ('k1', 'Логотип', 'logo.png', 640, 480, '[{"file": "640.webp", "width": 640, "type": "image/webp"}]', 1234, 'Редактор')`)
  })

  afterAll(async () => {
    await source.close()
    await Promise.all(targets.map((target) => target.destroy()))
  })

  it('copies every table with the same rows, and the target then works as the site’s database', async () => {
    const target = await newTarget()
    const copied = await copyDatabase(source.db, target.db)

    const tables = await tablesInDependencyOrder(source.db)
    expect(copied.map(({ table }) => table)).toEqual(tables)
    const expected = await countsOf(source.db, tables)
    expect(await countsOf(target.db, tables)).toEqual(expected)
    // What the source holds is what it must carry across: content, accounts, leads, consents, mail.
    for (const table of [
      'posts',
      'users',
      'briefs',
      'contact_requests',
      'consents',
      'mail_outbox',
      'auth_sessions',
      'oauth_clients',
      'media',
    ]) {
      expect(expected[table], table).toBeGreaterThan(0)
    }
    for (const query of [
      sql`select id, email, name, password_hash, created_at from users order by id`,
      sql`select id, purpose, email, user_id, subject_hash, anonymised_at, documents, created_at from consents order by id`,
      sql`select id, kind, "to", subject, status, attachments from mail_outbox order by id`,
      sql`select id, slug, tags, body, search from posts order by id`,
      sql`select id, services, attachment, consent_at from briefs order by id`,
      sql`select * from media order by id`,
      sql`select version from content_version`,
    ]) {
      // As JSON text, as the server writes it: the two drivers hand numbers and times to JS differently.
      const asJson = sql`select coalesce(json_agg(q), '[]')::text as rows from (${query}) q`
      expect((await rows(target.db, asJson))[0]?.rows).toEqual((await rows(source.db, asJson))[0]?.rows)
    }
    // The sequences continue after the copied ids.
    const [maxId] = await rows(target.db, sql`select max(id) as id from posts`)
    const [inserted] = await rows(
      target.db,
      sql`insert into posts (category, slug, title, excerpt, body) values ('news', 'after-copy', 'После переноса', 'Кратко.', '<p>Текст.</p>') returning id`,
    )
    expect(Number(inserted?.id)).toBe(Number(maxId?.id) + 1)
  })

  it('refuses a target that is not empty, and leaves it as it was', async () => {
    const target = await newTarget()
    await target.db.execute(sql`create table notes (id int primary key, body text)`)
    await target.db.execute(sql`insert into notes values (1, 'чужие данные')`)

    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(CopyRefused)
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(/not empty.*public\.notes/)
    expect(
      await rows(
        target.db,
        sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle')`,
      ),
    ).toEqual([{ name: 'public.notes' }])
  })

  it('leaves the target empty when the copy fails half-way, migrations included', async () => {
    const target = await newTarget()
    // A table the target's migrations do not make: its rows cannot be written there.
    await source.db.execute(sql`create table zz_stray (id int primary key)`)
    await source.db.execute(sql`insert into zz_stray values (1)`)
    try {
      await expect(copyDatabase(source.db, target.db)).rejects.toThrow()
      expect(
        await rows(target.db, sql`select table_name from information_schema.tables where table_schema in ('public', 'drizzle')`),
      ).toEqual([])
    } finally {
      await source.db.execute(sql`drop table zz_stray`)
    }
  })
})
