import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNKNOWN_VISITOR } from '#api/auth/devices.ts'
import { refreshSession, startSession } from '#api/auth/sessions.ts'
import { users } from '#api/db/schema/index.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'

const HOUR = 60 * 60 * 1000

describe('a staff member’s session', () => {
  let database: AccountApi['database']
  let config: AccountApi['config']
  let api: AccountApi['api']
  let site: AccountApi['site']

  beforeAll(async () => {
    ;({ database, config, api, site } = await openAccountApi())
  })
  afterAll(() => database.destroy())

  const begin = async (role: 'editor' | null, start: Date) => {
    const person = await signedInWith(api, database.db, site.token, role)
    const tokens = await startSession(database.db, { clientId: site.id, userId: person.id, config, visitor: UNKNOWN_VISITOR, now: start })
    return { person, tokens }
  }
  const refresh = (refreshToken: string, now: Date) =>
    refreshSession(database.db, { clientId: site.id, refreshToken, tokens: config.tokens, now })

  it('ends STAFF_SESSION_HOURS after sign-in, whatever the refreshes, and no token outlives it', async () => {
    expect(config.tokens.staffSessionTtl).toBe(12 * 60 * 60)
    const start = new Date()
    const { tokens } = await begin('editor', start)
    expect(tokens.expires_in).toBe(config.tokens.accessTokenTtl)
    // An hour and a half before the end: the new access token lasts only until the end.
    const late = await refresh(tokens.refresh_token, new Date(start.getTime() + 10.5 * HOUR))
    expect(late.expires_in).toBe(1.5 * 60 * 60)
    await expect(refresh(late.refresh_token, new Date(start.getTime() + 12 * HOUR + 1000))).rejects.toMatchObject({
      code: 'invalid_grant',
    })
  })

  it('leaves a visitor’s session as long as ever', async () => {
    const start = new Date()
    const { tokens } = await begin(null, start)
    const next = await refresh(tokens.refresh_token, new Date(start.getTime() + 13 * HOUR))
    expect(next.expires_in).toBe(config.tokens.accessTokenTtl)
  })

  it('counts from sign-in for a role given mid-session', async () => {
    const start = new Date()
    const { person, tokens } = await begin(null, start)
    await database.db.update(users).set({ role: 'editor' }).where(eq(users.id, person.id))
    await expect(refresh(tokens.refresh_token, new Date(start.getTime() + 13 * HOUR))).rejects.toMatchObject({ code: 'invalid_grant' })
  })
})
