import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '#api/db/seed.ts'
import { stopProcessMailSender } from '#api/mail/sender.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// The site's own client as the site's server wires it when API_BASE_URL is unset: `api` from
// api.server.ts, through transport.server.ts and inProcessFetch, to the API the process creates. Only the process's
// database (this test's), the build id (set by the build) and the visitor's session (read from a
// request's cookies) are stand-ins.
const state = vi.hoisted(() => ({ database: undefined as TestDatabase | undefined, visitorToken: null as string | null }))
vi.mock('#api/db/instance.ts', () => ({ getDatabase: () => state.database, closeDatabase: async () => {} }))
vi.mock('#app/lib/build-info.server.ts', () => ({ BUILD_ID: 'test-build', BUILD_TIME: '2026-01-01T00:00:00.000Z' }))
vi.mock('#app/lib/session/session.server.ts', () => ({ visitorAccessToken: async () => state.visitorToken }))

describe('the site API client on the in-process API', () => {
  let database: TestDatabase
  let site: typeof import('#app/lib/api/api.server.ts')
  let transport: typeof import('#app/lib/api/transport.server.ts')
  let inProcess: typeof import('#app/lib/api/in-process.server.ts')

  beforeAll(async () => {
    vi.stubEnv('API_BASE_URL', '')
    // Uploads and mail files of this API stay out of the repository.
    vi.stubEnv('DATA_DIR', mkdtempSync(join(tmpdir(), 'in-process-')))
    database = await createTestDatabase()
    await seed(database.db)
    state.database = database
    site = await import('#app/lib/api/api.server.ts')
    transport = await import('#app/lib/api/transport.server.ts')
    inProcess = await import('#app/lib/api/in-process.server.ts')
  })
  afterAll(async () => {
    await stopProcessMailSender()
    await database.destroy()
    vi.unstubAllEnvs()
  })

  it('serves the site from the process’s own API', () => {
    expect(transport.usesInProcessApi).toBe(true)
  })

  it('reads a page through the API with the contract headers and the visitor’s token', async () => {
    const spy = vi.spyOn(inProcess.inProcessApi(), 'fetch')
    state.visitorToken = 'user-token'
    let received: Request[]
    try {
      const page = await site.api('/v1/pages/home')
      expect(page.slug).toBe('home')
      received = spy.mock.calls.map(([request]) => request as Request)
    } finally {
      state.visitorToken = null
      spy.mockRestore()
    }
    expect(received).toHaveLength(1)
    const request = received[0]!
    expect(new URL(request.url).pathname).toBe('/api/v1/pages/home')
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(request.headers.get('authorization')).toBe('Bearer user-token')
  })

  it('sends the token a call names, or none for null, instead of the visitor’s', async () => {
    const spy = vi.spyOn(inProcess.inProcessApi(), 'fetch')
    state.visitorToken = 'user-token'
    let received: Request[]
    try {
      // The profile is no public content: each call reaches the API (and is refused: no such token).
      await site.api('/v1/profile', { token: 'site-token' }).catch(() => undefined)
      await site.api('/v1/profile', { token: null }).catch(() => undefined)
      received = spy.mock.calls.map(([request]) => request as Request)
    } finally {
      state.visitorToken = null
      spy.mockRestore()
    }
    // On a busy machine a call may get a status worth one more try (a slow database's 503, say) and
    // be sent twice by the client's retry rule: what counts is the token each call sent, in order,
    // and never the visitor's.
    const tokensSent = received.map((request) => request.headers.get('authorization'))
    expect(tokensSent.filter((token, i) => token !== tokensSent[i - 1])).toEqual(['Bearer site-token', null])
  })

  it('turns an API 404 into an error that carries the status and the API’s message', async () => {
    const error = await site.api('/v1/pages/unknown').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).status).toBe(404)
    expect((error as ApiRequestError).message).toBe('Страница не найдена.')
  })

  // The API stops reading a body at its cap; a form's own stream would then fail outside any
  // request (an unhandled rejection, which vitest reports and which ends a Node process).
  it('hands a multipart body over as bytes, so a body past the cap answers 413 and nothing fails later', async () => {
    const form = new FormData()
    form.append('name', 'Алексей')
    form.append('attachment', new Blob([new Uint8Array(12 * 1024 * 1024)], { type: 'application/pdf' }), 'huge.pdf')
    const client = await createTestClient(database.db)
    const response = await inProcess.inProcessFetch('http://in-process/api/v1/briefs', { method: 'POST', headers: client.auth, body: form })
    expect(response.status).toBe(413)
    await new Promise((resolve) => setTimeout(resolve, 100))
  })
})
