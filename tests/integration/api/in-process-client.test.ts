import { FetchError } from 'ofetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '#api/db/seed.ts'
import { createApiClient } from '#app/lib/api/client.ts'
import { settledRequest } from '#app/lib/api/settled-request.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'

// The site's client talking to the API in the same process, as it does when API_BASE_URL is unset.
describe('the site API client on the in-process API', () => {
  let database: TestDatabase
  let client: ReturnType<typeof createApiClient>
  let api: ReturnType<typeof createTestApi>
  const received: Request[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    await seed(database.db)
    api = createTestApi(database.db)
    client = createApiClient({
      baseURL: 'http://in-process/api',
      fetch: async (input, init) => {
        const request = await settledRequest(input, init)
        received.push(request.clone())
        return api.fetch(request)
      },
    })
  })
  afterAll(() => database.destroy())

  it('reads a page through the API with the contract headers', async () => {
    const page = await client<{ slug: string; title: string }>('/v1/pages/home', { token: 'user-token' })
    expect(page.slug).toBe('home')
    const request = received.at(-1)!
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(request.headers.get('authorization')).toBe('Bearer user-token')
  })

  it('turns an API 404 into an error that carries the status and the body', async () => {
    const error = await client('/v1/pages/unknown').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FetchError)
    expect((error as FetchError).status).toBe(404)
    expect((error as FetchError).data).toEqual({ message: 'Страница не найдена.' })
  })

  // The API stops reading a body at its cap; a form's own stream would then fail outside any
  // request (an unhandled rejection, which vitest reports and which ends a Node process).
  it('hands a multipart body over as bytes, so a body past the cap answers 413 and nothing fails later', async () => {
    const form = new FormData()
    form.append('name', 'Алексей')
    form.append('attachment', new Blob([new Uint8Array(12 * 1024 * 1024)], { type: 'application/pdf' }), 'huge.pdf')
    const site = await createTestClient(database.db)
    const request = await settledRequest('http://in-process/api/v1/briefs', { method: 'POST', headers: site.auth, body: form })
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const response = await api.fetch(request)
    expect(response.status).toBe(413)
    await new Promise((resolve) => setTimeout(resolve, 100))
  })
})
