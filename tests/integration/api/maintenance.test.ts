import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { register } from 'prom-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Database, resultRows } from '#api/db/client.ts'
import { maintainOnce, runMaintenance, startMaintenance, type Removed } from '#api/db/maintenance.ts'
import type { Retention } from '#server/config.ts'
import * as schema from '#api/db/schema/index.ts'
import type { Logger } from '#shared/server/logger.ts'
import { useTestDatabase } from './support/test-database.ts'

// The job judges every row at the `now` it is given, so each row here sits one minute on either
// side of its limit, whatever the real date.
const now = new Date('2031-03-15T12:00:00Z')
const retention: Retention = { tokenDays: 7, mailDays: 30, consentDays: 1095, revisionsKept: 50 }
const MINUTE = 60_000
const DAY = 86_400_000
const at = (ms: number) => new Date(now.getTime() + ms)
/** The moment a row of `days` retention stops being kept; `side` minutes after it (negative: before). */
const limit = (days: number, side: number) => at(-days * DAY + side * MINUTE)
const outside = (days: number) => limit(days, -1)
const inside = (days: number) => limit(days, 1)

const hash = () => randomBytes(16).toString('hex')
const nothingRemoved: Removed = {
  sessions: 0,
  access_tokens: 0,
  refresh_tokens: 0,
  one_time_tokens: 0,
  staff_invitations: 0,
  rate_limits: 0,
  mails: 0,
  consents: 0,
  revisions: 0,
}

async function ids(db: Database, table: string): Promise<string[]> {
  const rows = resultRows<{ id: string | number }>(await db.execute(sql`select id from ${sql.raw(table)} order by id`))
  return rows.map(({ id }) => String(id))
}

async function count(db: Database, table: string): Promise<number> {
  const [row] = resultRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`))
  return Number(row?.n)
}

async function emptyEveryTable(db: Database) {
  await db.execute(
    sql`truncate auth_sessions, oauth_access_tokens, oauth_refresh_tokens, user_tokens, staff_invitations, rate_limits, mail_outbox, consents, users, oauth_clients cascade`,
  )
}

async function fixtures(db: Database) {
  const [user] = await db
    .insert(schema.users)
    .values({ name: 'Мария', email: `maria.${hash()}@example.ru`, passwordHash: 'x' })
    .returning()
  const [client] = await db
    .insert(schema.oauthClients)
    .values({ id: `client-${hash()}`, name: 'Сайт', grants: ['password'] })
    .returning()
  return { userId: user!.id, clientId: client!.id }
}

type Ids = Awaited<ReturnType<typeof fixtures>>

async function session(db: Database, { userId, clientId }: Ids, values: Partial<typeof schema.authSessions.$inferInsert>) {
  const [row] = await db
    .insert(schema.authSessions)
    .values({ userId, clientId, createdAt: at(-60 * DAY), lastUsedAt: at(-60 * DAY), ...values })
    .returning()
  return row!.id
}

async function accessToken(db: Database, { clientId, userId }: Ids, values: Partial<typeof schema.oauthAccessTokens.$inferInsert>) {
  const [row] = await db
    .insert(schema.oauthAccessTokens)
    .values({ tokenHash: hash(), clientId, userId: values.sessionId ? userId : null, expiresAt: at(DAY), ...values })
    .returning()
  return row!.id
}

async function refreshToken(db: Database, sessionId: number, values: Partial<typeof schema.oauthRefreshTokens.$inferInsert>) {
  const [row] = await db
    .insert(schema.oauthRefreshTokens)
    .values({ tokenHash: hash(), sessionId, expiresAt: at(DAY), ...values })
    .returning()
  return row!.id
}

const silent: Logger = { info: () => {}, error: () => {} }

describe('the maintenance job', () => {
  const database = useTestDatabase()
  beforeEach(() => emptyEveryTable(database.db))

  it('removes sessions ended past the token retention, with their tokens, and keeps the rest', async () => {
    const { db } = database
    const ids_ = await fixtures(db)
    const t = retention.tokenDays
    // Revoked just outside: it goes with both its tokens, though they have not expired.
    const revokedLongAgo = await session(db, ids_, { revokedAt: outside(t) })
    await accessToken(db, ids_, { sessionId: revokedLongAgo })
    await refreshToken(db, revokedLongAgo, {})
    const revokedRecently = await session(db, ids_, { revokedAt: inside(t) })
    await refreshToken(db, revokedRecently, {})
    // Never revoked: it ends with the last of its tokens.
    const expiredLongAgo = await session(db, ids_, {})
    await refreshToken(db, expiredLongAgo, { expiresAt: outside(t) })
    await accessToken(db, ids_, { sessionId: expiredLongAgo, expiresAt: outside(t) })
    const expiredRecently = await session(db, ids_, {})
    await refreshToken(db, expiredRecently, { expiresAt: inside(t) })
    // Its tokens long gone, but used recently: its last use counts.
    const usedRecently = await session(db, ids_, { lastUsedAt: inside(t) })
    // Alive, with a rotated refresh token and an access token that expired long ago, and live ones.
    const alive = await session(db, ids_, { lastUsedAt: at(-MINUTE) })
    const oldRefresh = await refreshToken(db, alive, { expiresAt: outside(t), rotatedAt: at(-40 * DAY) })
    const rotatedButValid = await refreshToken(db, alive, { expiresAt: at(DAY), rotatedAt: at(-MINUTE) })
    const current = await refreshToken(db, alive, { expiresAt: at(30 * DAY) })
    const oldAccess = await accessToken(db, ids_, { sessionId: alive, expiresAt: outside(t) })
    const recentAccess = await accessToken(db, ids_, { sessionId: alive, expiresAt: inside(t) })
    const currentAccess = await accessToken(db, ids_, { sessionId: alive, expiresAt: at(MINUTE) })

    const removed = await runMaintenance(database, { retention, now })

    expect(removed).toEqual({ ...nothingRemoved, sessions: 2, access_tokens: 3, refresh_tokens: 3 })
    expect(await ids(db, 'auth_sessions')).toEqual([revokedRecently, expiredRecently, usedRecently, alive].map(String))
    expect(await ids(db, 'oauth_refresh_tokens')).not.toContain(String(oldRefresh))
    expect(await count(db, 'oauth_refresh_tokens')).toBe(4)
    expect(await ids(db, 'oauth_refresh_tokens')).toEqual(expect.arrayContaining([String(rotatedButValid), String(current)]))
    expect(await ids(db, 'oauth_access_tokens')).toEqual([recentAccess, currentAccess].map(String))
    expect(oldAccess).toBeLessThan(recentAccess)
  })

  it('removes client-credentials tokens expired or revoked past the retention', async () => {
    const { db } = database
    const ids_ = await fixtures(db)
    const t = retention.tokenDays
    await accessToken(db, ids_, { expiresAt: outside(t) })
    const expiredRecently = await accessToken(db, ids_, { expiresAt: inside(t) })
    await accessToken(db, ids_, { revokedAt: outside(t) })
    const revokedRecently = await accessToken(db, ids_, { revokedAt: inside(t) })
    const valid = await accessToken(db, ids_, {})

    expect(await runMaintenance(database, { retention, now })).toMatchObject({ access_tokens: 2 })
    expect(await ids(db, 'oauth_access_tokens')).toEqual([expiredRecently, revokedRecently, valid].map(String))
  })

  it('removes mailed links and staff invitations used or expired past the retention', async () => {
    const { db } = database
    const { userId } = await fixtures(db)
    const t = retention.tokenDays
    const link = (values: Partial<typeof schema.userTokens.$inferInsert>) =>
      db
        .insert(schema.userTokens)
        .values({ userId, purpose: 'login_link', tokenHash: hash(), email: 'maria@example.ru', expiresAt: at(DAY), ...values })
        .returning({ id: schema.userTokens.id })
        .then(([row]) => String(row!.id))
    await link({ usedAt: outside(t) })
    const usedRecently = await link({ usedAt: inside(t) })
    await link({ expiresAt: outside(t) })
    const expiredRecently = await link({ expiresAt: inside(t) })
    const valid = await link({})
    const invitation = (values: Partial<typeof schema.staffInvitations.$inferInsert>) =>
      db
        .insert(schema.staffInvitations)
        .values({
          email: `new.${hash()}@example.ru`,
          role: 'editor',
          tokenHash: hash(),
          invitedByName: 'Админ',
          expiresAt: at(DAY),
          ...values,
        })
        .returning({ id: schema.staffInvitations.id })
        .then(([row]) => String(row!.id))
    await invitation({ acceptedAt: outside(t) })
    const acceptedRecently = await invitation({ acceptedAt: inside(t) })
    await invitation({ expiresAt: outside(t) })
    const pending = await invitation({})

    expect(await runMaintenance(database, { retention, now })).toMatchObject({ one_time_tokens: 2, staff_invitations: 2 })
    expect(await ids(db, 'user_tokens')).toEqual([usedRecently, expiredRecently, valid])
    expect(await ids(db, 'staff_invitations')).toEqual([acceptedRecently, pending])
  })

  it('removes rate-limit counters whose window is over', async () => {
    const { db } = database
    await db.insert(schema.rateLimits).values([
      { key: 'login:over', points: 5, expire: at(-1000) },
      { key: 'login:running', points: 5, expire: at(1000) },
      { key: 'login:forever', points: 5, expire: null },
    ])
    expect(await runMaintenance(database, { retention, now })).toMatchObject({ rate_limits: 1 })
    const keys = resultRows<{ key: string }>(await db.execute(sql`select key from rate_limits order by key`)).map(({ key }) => key)
    expect(keys).toEqual(['login:forever', 'login:running'])
  })

  it('removes mail sent or given up on past the mail retention, never mail still to send', async () => {
    const { db } = database
    const d = retention.mailDays
    const mail = (values: Partial<typeof schema.mailOutbox.$inferInsert>) =>
      db
        .insert(schema.mailOutbox)
        .values({ kind: 'test', to: 'maria@example.ru', subject: 'Тема', text: 'Текст', createdAt: at(-400 * DAY), ...values })
        .returning({ id: schema.mailOutbox.id })
        .then(([row]) => String(row!.id))
    await mail({ status: 'sent', sentAt: outside(d) })
    const sentRecently = await mail({ status: 'sent', sentAt: inside(d) })
    await mail({ status: 'failed', createdAt: outside(d) })
    const failedRecently = await mail({ status: 'failed', createdAt: inside(d) })
    const pending = await mail({ status: 'pending' })

    expect(await runMaintenance(database, { retention, now })).toMatchObject({ mails: 2 })
    expect(await ids(db, 'mail_outbox')).toEqual([sentRecently, failedRecently, pending])
  })

  it('removes anonymised consents past the consent retention, and never a consent of a person still known', async () => {
    const { db } = database
    const { userId } = await fixtures(db)
    const c = retention.consentDays
    const consent = (values: Partial<typeof schema.consents.$inferInsert>) =>
      db
        .insert(schema.consents)
        .values({ purpose: 'registration', documents: [], createdAt: at(-5000 * DAY), ...values })
        .returning({ id: schema.consents.id })
        .then(([row]) => String(row!.id))
    await consent({ subjectHash: hash(), anonymisedAt: outside(c) })
    const anonymisedRecently = await consent({ subjectHash: hash(), anonymisedAt: inside(c) })
    const ofAnAccount = await consent({ userId, email: 'maria@example.ru' })
    const ofALead = await consent({ purpose: 'contact', email: 'ivan@example.ru' })

    expect(await runMaintenance(database, { retention, now })).toMatchObject({ consents: 1 })
    expect(await ids(db, 'consents')).toEqual([anonymisedRecently, ofAnAccount, ofALead])
  })

  it('works through a backlog batch by batch, and counts what it removed in the metric', async () => {
    const { db } = database
    await db.insert(schema.rateLimits).values(Array.from({ length: 7 }, (_, i) => ({ key: `search:${i}`, points: 1, expire: at(-1000) })))
    const metric = async () => {
      const { values } = await register.getSingleMetric('malakhit_maintenance_removed_rows_total')!.get()
      return values.find((value) => value.labels.kind === 'rate_limits')?.value ?? 0
    }
    const before = await metric()

    expect(await runMaintenance(database, { retention, now, batchSize: 3 })).toMatchObject({ rate_limits: 7 })
    expect(await count(db, 'rate_limits')).toBe(0)
    expect((await metric()) - before).toBe(7)
    expect(await runMaintenance(database, { retention, now, batchSize: 3 })).toEqual(nothingRemoved)
  })

  it('logs one line per run with what it removed', async () => {
    const { db } = database
    await db.insert(schema.rateLimits).values({ key: 'login:over', points: 5, expire: at(-1000) })
    const lines: [string, Record<string, unknown> | undefined][] = []
    const logger: Logger = { info: (message, fields) => lines.push([message, fields]), error: silent.error }

    await maintainOnce(database, retention, logger, now)

    expect(lines).toEqual([['Maintenance done', { removed: { ...nothingRemoved, rate_limits: 1 }, ms: expect.any(Number) }]])
  })

  describe('on a schedule', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('runs a minute after start, then every interval, and stops waiting for a run in progress', async () => {
      const { db } = database
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const runs: string[] = []
      const logger: Logger = { info: (message) => runs.push(message), error: (message) => runs.push(message) }
      const stop = startMaintenance(database, { intervalMinutes: 5, retention }, logger)

      await db.insert(schema.rateLimits).values({ key: 'login:over', points: 5, expire: new Date(Date.now() - 1000) })
      await vi.advanceTimersByTimeAsync(59_000)
      expect(runs).toEqual([])
      await vi.advanceTimersByTimeAsync(1_000)
      await vi.waitFor(() => expect(runs).toEqual(['Maintenance done']))
      expect(await count(db, 'rate_limits')).toBe(0)

      await vi.advanceTimersByTimeAsync(5 * MINUTE)
      await vi.waitFor(() => expect(runs).toEqual(['Maintenance done', 'Maintenance done']))
      await stop()
      await vi.advanceTimersByTimeAsync(60 * MINUTE)
      expect(runs).toHaveLength(2)
    })

    it('never runs with an interval of 0', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const runs: string[] = []
      const stop = startMaintenance(database, { intervalMinutes: 0, retention }, { info: (m) => runs.push(m), error: (m) => runs.push(m) })
      await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE)
      await stop()
      expect(runs).toEqual([])
    })
  })
})
