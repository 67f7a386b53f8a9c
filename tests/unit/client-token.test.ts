import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '#app/lib/api/errors.ts'

// The token module talks to the API through the site's transport; here the transport is a fake.
const api = vi.fn()
vi.mock('#app/lib/api/transport.server.ts', () => ({ callApi: api, usesInProcessApi: true }))
vi.mock('#api/auth/site-client.ts', () => ({ siteClientCredentials: () => ({ id: 'malakhit-site', secret: 's3cret' }) }))

const { clientAccessToken, forgetClientAccessToken, withClientToken } = await import('#app/lib/api/client-token.server.ts')

let issued = 0
const tokenAnswer = (expiresIn = 3600) => ({ token_type: 'Bearer', expires_in: expiresIn, access_token: `token-${++issued}` })

beforeEach(() => {
  issued = 0
  api.mockReset()
  forgetClientAccessToken()
})

afterEach(() => vi.useRealTimers())

describe('the site’s client-credentials token', () => {
  it('is requested with the site’s credentials, form-encoded, and then reused', async () => {
    api.mockImplementation(async () => tokenAnswer())
    expect(await clientAccessToken()).toBe('token-1')
    expect(await clientAccessToken()).toBe('token-1')
    expect(api).toHaveBeenCalledTimes(1)
    const [path, options] = api.mock.calls[0] as [string, { method: string; body: URLSearchParams }]
    expect(path).toBe('/oauth/token')
    expect(options.method).toBe('POST')
    expect(Object.fromEntries(options.body)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'malakhit-site',
      client_secret: 's3cret',
    })
  })

  it('is fetched once for callers that ask at the same time', async () => {
    let release: (value: unknown) => void = () => {}
    api.mockImplementation(() => new Promise((resolve) => (release = resolve)))
    const both = Promise.all([clientAccessToken(), clientAccessToken()])
    // The request leaves once the credentials are read (from the database, in the in-process case).
    await vi.waitFor(() => expect(api).toHaveBeenCalled())
    release(tokenAnswer())
    expect(await both).toEqual(['token-1', 'token-1'])
    expect(api).toHaveBeenCalledTimes(1)
  })

  it('is renewed shortly before it expires', async () => {
    api.mockImplementation(async () => tokenAnswer(3600))
    let now = 1_000_000
    const clock = () => now
    expect(await clientAccessToken(clock)).toBe('token-1')
    now += 3600_000 - 120_000
    expect(await clientAccessToken(clock)).toBe('token-1')
    now += 90_000
    expect(await clientAccessToken(clock)).toBe('token-2')
  })

  it('is not kept when the token endpoint fails, so the next call tries again', async () => {
    api.mockRejectedValueOnce(new ApiRequestError(500, 'Сервис временно недоступен.'))
    await expect(clientAccessToken()).rejects.toThrow('Сервис временно недоступен.')
    api.mockImplementation(async () => tokenAnswer())
    expect(await clientAccessToken()).toBe('token-1')
  })
})

describe('withClientToken', () => {
  it('drops a token the API refuses with 401 and tries once more with a new one', async () => {
    api.mockImplementation(async () => tokenAnswer())
    const call = vi.fn(async (token: string) => {
      if (token === 'token-1') throw new ApiRequestError(401, 'Требуется авторизация.')
      return `sent with ${token}`
    })
    expect(await withClientToken(call)).toBe('sent with token-2')
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('gives up after the second 401 and passes other errors through without a retry', async () => {
    api.mockImplementation(async () => tokenAnswer())
    const unauthorized = vi.fn(async () => {
      throw new ApiRequestError(401, 'Требуется авторизация.')
    })
    await expect(withClientToken(unauthorized)).rejects.toMatchObject({ status: 401 })
    expect(unauthorized).toHaveBeenCalledTimes(2)

    const invalid = vi.fn(async () => {
      throw new ApiRequestError(422, 'Проверьте правильность заполнения полей.')
    })
    await expect(withClientToken(invalid)).rejects.toMatchObject({ status: 422 })
    expect(invalid).toHaveBeenCalledTimes(1)
  })
})

describe('the credentials for an API elsewhere', () => {
  afterEach(() => {
    vi.doUnmock('#app/lib/api/transport.server.ts')
    vi.doUnmock('#server/config.ts')
  })

  it('come from API_CLIENT_ID and API_CLIENT_SECRET, and their absence is a clear configuration error', async () => {
    vi.resetModules()
    vi.doMock('#app/lib/api/transport.server.ts', () => ({ callApi: api, usesInProcessApi: false }))
    api.mockImplementation(async () => tokenAnswer())

    const siteClient: { id?: string; secret?: string } = {}
    vi.doMock('#server/config.ts', () => ({ config: () => ({ siteClient }) }))
    const remote = await import('#app/lib/api/client-token.server.ts')
    await expect(remote.clientAccessToken()).rejects.toThrow(/API_CLIENT_ID and API_CLIENT_SECRET must be set/)
    expect(api).not.toHaveBeenCalled()

    siteClient.id = 'agency-site'
    siteClient.secret = 'remote-secret'
    expect(await remote.clientAccessToken()).toBe('token-1')
    const [, options] = api.mock.calls[0] as [string, { body: URLSearchParams }]
    expect(options.body.get('client_id')).toBe('agency-site')
    expect(options.body.get('client_secret')).toBe('remote-secret')
  })
})
