import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactRequests } from '#api/db/schema/index.ts'
import { createTestApi, createTestClient, testConfig } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// testConfig() puts the site at https://malakhit.test; app.request() addresses http://localhost.
const SITE = 'https://malakhit.test'
const EVIL = 'https://evil.example'

describe('origin check on state-changing API requests', () => {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>

  beforeAll(async () => {
    database = await createTestDatabase()
    api = createTestApi(database.db)
    site = await createTestClient(database.db)
  })
  afterAll(() => database.destroy())

  // A visitor address per request, so the contact form's per-IP limit stays out of the way.
  let visitor = 0
  const contact = (headers: Record<string, string> = {}) =>
    api.request('/api/v1/contact-requests', {
      method: 'POST',
      headers: { ...site.auth, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++visitor}`, ...headers },
      body: JSON.stringify({
        name: 'Ольга Смирнова',
        email: 'olga@example.ru',
        message: 'Хотим обсудить новый сайт для нашей сети клиник.',
        consent: 'true',
        website: '',
        started_at: String(Date.now() - 30_000),
      }),
    })
  const storedContacts = async () => (await database.db.select().from(contactRequests)).length

  it('refuses a POST from another site with 403 and a message in Russian, storing nothing', async () => {
    const before = await storedContacts()
    const response = await contact({ origin: EVIL })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: 'Запрос с другого сайта отклонён.' })
    expect(await storedContacts()).toBe(before)
  })

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses a %s from another site before the endpoint sees it', async (method) => {
    const response = await api.request('/api/v1/users', { method, headers: { ...site.auth, origin: EVIL } })
    expect(response.status).toBe(403)
  })

  it('refuses the token endpoint from another site too', async () => {
    const response = await api.request('/api/oauth/token', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: site.id, client_secret: site.secret }),
    })
    expect(response.status).toBe(403)
  })

  it('refuses a request the browser marks as cross-site, whatever its Origin says', async () => {
    expect((await contact({ origin: SITE, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  })

  it('refuses the opaque origin "null" (sandboxed frames, data: pages)', async () => {
    expect((await contact({ origin: 'null' })).status).toBe(403)
  })

  it('accepts a POST from the site (SITE_URL)', async () => {
    expect((await contact({ origin: SITE, 'sec-fetch-site': 'same-site' })).status).toBe(201)
  })

  it('accepts a POST from the origin the request was sent to', async () => {
    expect((await contact({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(201)
  })

  it('accepts a POST without an Origin: servers and scripts are not browsers acting for another site', async () => {
    expect((await contact()).status).toBe(201)
  })

  it('lets reads from anywhere through', async () => {
    const response = await api.request('/api/health', { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } })
    expect(response.status).toBe(200)
  })

  it('checks against SITE_URL as configured, not a fixed address', async () => {
    const elsewhere = createTestApi(database.db, { config: testConfig({ siteUrl: 'https://agency.example' }) })
    const send = (origin: string) =>
      elsewhere.request('/api/oauth/token', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: site.id, client_secret: site.secret }),
      })
    expect((await send('https://agency.example')).status).toBe(200)
    expect((await send(SITE)).status).toBe(403)
  })
})
