import { FetchError } from 'ofetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient, createApiFileClient, type ApiClient, type ApiFileClient } from '#app/lib/api/client.ts'
import { ApiRequestError, toApiRequestError } from '#app/lib/api/errors.ts'
import { startScriptedServer } from '../support/scripted-server.ts'

describe('the site API client (real HTTP)', () => {
  let server: Awaited<ReturnType<typeof startScriptedServer>>
  let api: ApiClient
  let files: ApiFileClient

  beforeAll(async () => {
    server = await startScriptedServer()
    api = createApiClient({ baseURL: `${server.url}/api`, retryDelay: 0 })
    files = createApiFileClient({ baseURL: `${server.url}/api`, retryDelay: 0 })
  })
  afterAll(() => server.close())

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error as FetchError,
    )

  it('calls paths under the configured base', async () => {
    server.respondWith({ status: 200, body: { id: 1 } })
    expect(await api('/v1/profile')).toEqual({ id: 1 })
    expect(server.requests[0]?.url).toBe('/api/v1/profile')
  })

  it('sends X-Requested-With: XMLHttpRequest on every call', async () => {
    server.respondWith({ status: 200 })
    await api('/v1/profile')
    await api('/v1/logout', { method: 'POST' })
    expect(server.requests.map((request) => request.headers['x-requested-with'])).toEqual(['XMLHttpRequest', 'XMLHttpRequest'])
  })

  it('sends a bearer Authorization header when a token is given, and none otherwise', async () => {
    server.respondWith({ status: 200 })
    await api('/v1/profile', { token: 'abc.def' })
    await api('/v1/profile')
    await api('/v1/profile', { token: null })
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer abc.def', undefined, undefined])
  })

  it('treats statuses below 400 as success', async () => {
    server.respondWith({ status: 202, body: { queued: true } })
    expect(await api('/v1/password/forgot', { method: 'POST', body: {} })).toEqual({ queued: true })
  })

  // Timeouts, conflicts, too early, too many requests and server failures are worth one more try.
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after %i and returns the second answer', async (status) => {
    server.respondWith({ status }, { status: 200, body: { id: 7 } })
    expect(await api('/v1/profile')).toEqual({ id: 7 })
    expect(server.requests).toHaveLength(2)
  })

  it('retries a GET only once: a second failure is the error', async () => {
    server.respondWith({ status: 503 }, { status: 503 }, { status: 200 })
    const error = await failure(api('/v1/profile'))
    expect(error.status).toBe(503)
    expect(server.requests).toHaveLength(2)
  })

  it.each([400, 401, 403, 404, 410, 422, 501])('does not retry a GET after %i', async (status) => {
    server.respondWith({ status }, { status: 200 })
    await failure(api('/v1/profile'))
    expect(server.requests).toHaveLength(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('does not retry %s by default', async (method) => {
    server.respondWith({ status: 503 }, { status: 200 })
    const error = await failure(api('/v1/users', { method, body: { name: 'Анна' } }))
    expect(error.status).toBe(503)
    expect(server.requests).toHaveLength(1)
  })

  it('retries a write when the call explicitly allows it', async () => {
    server.respondWith({ status: 503 }, { status: 200, body: { ok: true } })
    expect(await api('/oauth/token', { method: 'POST', body: {}, retry: 1 })).toEqual({ ok: true })
    expect(server.requests).toHaveLength(2)
  })

  describe('an API that stops answering', () => {
    // A second of patience against an answer four seconds late: on a busy machine a shorter wait
    // can end before the request has even reached the server.
    const patient = () => createApiClient({ baseURL: `${server.url}/api`, retryDelay: 0, timeout: 1_000 })

    it('gives a read up after the timeout with no second wait, and the visitor is told the service is unavailable', async () => {
      server.respondWith({ status: 200, body: { late: true }, delayMs: 4_000 })
      const error = toApiRequestError(await failure(patient()('/v1/posts')))
      expect(server.requests).toHaveLength(1)
      expect(error).toBeInstanceOf(ApiRequestError)
      expect((error as ApiRequestError).status).toBe(503)
    })

    it('gives a write up after the timeout as well', async () => {
      server.respondWith({ status: 200, delayMs: 4_000 })
      await failure(patient()('/v1/contact-requests', { method: 'POST', body: { name: 'Анна' } }))
      expect(server.requests).toHaveLength(1)
    })

    it('waits for an answer that comes within the timeout', async () => {
      server.respondWith({ status: 200, body: { ok: true }, delayMs: 20 })
      const onTime = createApiClient({ baseURL: `${server.url}/api`, retryDelay: 0, timeout: 1_000 })
      expect(await onTime('/v1/posts')).toEqual({ ok: true })
    })
  })

  it('retries a HEAD once as well', async () => {
    server.respondWith({ status: 502 }, { status: 200 })
    await api('/v1/profile', { method: 'HEAD' })
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD', 'HEAD'])
  })

  describe('downloads', () => {
    it('passes a file on as it came: status, headers and bytes; the call carries the bearer token', async () => {
      const csv = { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="leads.csv"' }
      server.respondWith({ status: 200, body: 'Тип;Номер', headers: csv })
      const answer = await files('/v1/admin/leads/export.csv', { token: 'staff.token' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="leads.csv"')
      // The scripted server writes every body as JSON.
      expect(await answer.text()).toBe('"Тип;Номер"')
      expect(server.requests[0]?.headers.authorization).toBe('Bearer staff.token')
      expect(server.requests[0]?.headers['x-requested-with']).toBe('XMLHttpRequest')
    })

    it('throws a refusal with the API’s own words, as a JSON call does', async () => {
      server.respondWith({ status: 403, body: { message: 'Этот раздел доступен только сотрудникам агентства.' } })
      const error = await failure(files('/v1/admin/leads/brief/1/attachment'))
      expect(error).toBeInstanceOf(FetchError)
      expect(error.status).toBe(403)
      expect(error.data).toEqual({ message: 'Этот раздел доступен только сотрудникам агентства.' })
    })

    it('retries a download once after a failure worth another try', async () => {
      server.respondWith({ status: 503 }, { status: 200, body: 'file' })
      expect(await (await files('/v1/admin/leads/brief/1/attachment')).text()).toBe('"file"')
      expect(server.requests).toHaveLength(2)
    })
  })
})
