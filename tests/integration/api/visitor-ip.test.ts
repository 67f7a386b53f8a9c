import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contactRequests } from '#api/db/schema/index.ts'
import { newUserFields, registerUser, send } from './support/accounts.ts'
import { forgetRateLimits } from './support/account-api.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// A user's access token belongs to the site's first-party client, and it sits in the user's cookie.
// Whoever holds it must not be able to pick the address the API's per-visitor limits count against:
// X-Forwarded-For is believed only with the site's own client-credentials token.

const LIMIT = 3

describe('who the visitor is', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>
  let userToken: string

  /** A request carrying a different made-up visitor address each time. */
  let spoofed = 0
  const spoofedIp = () => ({ 'x-forwarded-for': `203.0.113.${++spoofed % 250}` })
  const contact = (token: string, headers: Record<string, string>) =>
    send(api, 'POST', '/v1/contact-requests', {
      token,
      headers,
      body: {
        name: 'Иван',
        email: 'ivan@example.ru',
        message: 'Хотим обсудить доработку сайта.',
        consent: 'true',
        website: '',
        started_at: String(Date.now() - 30_000),
      },
    })

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db, {
      limits: {
        contact: { points: LIMIT, duration: 600 },
        register: { points: LIMIT, duration: 3600 },
        accountMail: { points: LIMIT, duration: 900 },
        linkUse: { points: LIMIT, duration: 900 },
      },
    })
    site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
    userToken = (await registerUser(api, site.token)).tokens.access_token
  })
  beforeEach(() => forgetRateLimits(database))
  afterAll(() => database.destroy())

  /** Sends `LIMIT + 2` requests, each with a new X-Forwarded-For; answers their statuses. */
  async function statusesWithSpoofedIps(request: () => Response | Promise<Response>): Promise<number[]> {
    const statuses: number[] = []
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await request()).status)
    return statuses
  }

  it('counts contact requests sent with a user’s own token against the connection, whatever X-Forwarded-For says', async () => {
    const statuses = await statusesWithSpoofedIps(() => contact(userToken, spoofedIp()))
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    const stored = await database.db.select({ ip: contactRequests.ip }).from(contactRequests)
    expect(stored.map((row) => row.ip)).not.toContainEqual(expect.stringMatching(/^203\.0\.113\./))
  })

  it('counts registrations sent with a user’s own token against the connection', async () => {
    const statuses = await statusesWithSpoofedIps(() =>
      send(api, 'POST', '/v1/register', { token: userToken, headers: spoofedIp(), body: newUserFields() }),
    )
    expect(statuses.slice(LIMIT)).toEqual([429, 429])
  })

  it('counts sign-in link requests sent with a user’s own token against the connection', async () => {
    let n = 0
    const statuses = await statusesWithSpoofedIps(() =>
      send(api, 'POST', '/v1/login-links', { token: userToken, headers: spoofedIp(), body: { email: `nobody.${++n}@example.ru` } }),
    )
    expect(statuses).toEqual([202, 202, 202, 429, 429])
  })

  it('counts guesses of sign-in links sent with a user’s own token against the connection', async () => {
    let n = 0
    const statuses = await statusesWithSpoofedIps(() =>
      send(api, 'POST', '/v1/login-by-token', { token: userToken, headers: spoofedIp(), body: { token: `guess-${++n}-0123456789abcdef` } }),
    )
    expect(statuses).toEqual([422, 422, 422, 429, 429])
  })

  it('believes X-Forwarded-For with the site’s own client token: each visitor is counted apart', async () => {
    const statuses = await statusesWithSpoofedIps(() => contact(site.token, spoofedIp()))
    expect(statuses).toEqual([201, 201, 201, 201, 201])
    const [row] = await database.db
      .select({ ip: contactRequests.ip })
      .from(contactRequests)
      .where(eq(contactRequests.ip, `203.0.113.${spoofed % 250}`))
    expect(row).toBeDefined()
  })

  it('counts a signed-in user’s guesses at codes and links against their account, not an address', async () => {
    const other = (await registerUser(api, site.token)).tokens.access_token
    const guess = (token: string) =>
      send(api, 'POST', '/v1/email/verify', { token, headers: spoofedIp(), body: { token: `guess-${++spoofed}-0123456789abcdef` } })
    expect(await statusesWithSpoofedIps(() => guess(userToken))).toEqual([422, 422, 422, 429, 429])
    // Another account is not held back by the first one's guesses.
    expect((await guess(other)).status).toBe(422)
  })
})
