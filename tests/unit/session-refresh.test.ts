import { consoleLogger } from '#shared/server/logger.ts'
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionState } from '#app/features/auth/types.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { REFRESH_MARGIN_SECONDS } from '#app/lib/session/expiry.ts'

// The session module reads and writes cookies through Start's request context and calls the API
// through the site's client: both are stand-ins here, one browser's cookie jar per test.
const jar = new Map<string, string>()
const cookieWrites: { name: string; value: string; options: Record<string, unknown> }[] = []
let currentRequest = new Request('http://site.test/')
vi.mock('@tanstack/react-start/server', () => ({
  getRequest: () => currentRequest,
  getCookie: (name: string) => jar.get(name),
  setCookie: (name: string, value: string, options: Record<string, unknown>) => {
    cookieWrites.push({ name, value, options })
    jar.set(name, value)
  },
  deleteCookie: (name: string) => jar.delete(name),
}))
const api = vi.fn()
vi.mock('#app/lib/api/api.server.ts', () => ({ api }))
// The session's own calls (the token endpoint, the logout) go through the transport: the same fake.
vi.mock('#app/lib/api/transport.server.ts', () => ({ callApi: api, usesInProcessApi: true }))
vi.mock('#api/auth/site-client.ts', () => ({ siteClientCredentials: () => ({ id: 'malakhit-site', secret: 's3cret' }) }))

const { currentSession, endSession, SessionEndedError, visitorAccessToken, withUserToken } = await import(
  '#app/lib/session/session.server.ts'
)
const { hasSessionEndedNote, takeSessionEndedNote, writeSessionCookies } = await import('#app/lib/session/cookies.server.ts')
const { settleSessionEndedNote } = await import('#app/features/auth/session-note.server.ts')
const { sessionQuery } = await import('#app/features/auth/queries.ts')

/** What a page render hands the browser of the session (its query cache, dehydrated into the page). */
function renderedPage(session: SessionState) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(sessionQuery.queryKey, session)
  return queryClient
}
const { formAction } = await import('#app/lib/server-fn/form-action.server.ts')

let refreshSequence = 0
function signIn({ expiresAt, refreshToken = `refresh-${++refreshSequence}` }: { expiresAt: number; refreshToken?: string }) {
  jar.set('access_token', 'old-access')
  jar.set('refresh_token', refreshToken)
  jar.set('expires_in', String(expiresAt))
  jar.set('token_type', 'Bearer')
  return refreshToken
}
/** A new request from the same browser (each has its own memo of written cookies). */
const nextRequest = () => (currentRequest = new Request('http://site.test/'))

beforeEach(() => {
  jar.clear()
  cookieWrites.length = 0
  api.mockReset()
  nextRequest()
})

describe('the session held in cookies', () => {
  it('is absent for a guest, without asking the API', async () => {
    expect(await currentSession()).toBeNull()
    expect(api).not.toHaveBeenCalled()
  })

  it('is used as it is before its stored expiry', async () => {
    const now = 1_000_000
    signIn({ expiresAt: now + 1 })
    expect(await currentSession(now)).toMatchObject({ accessToken: 'old-access' })
    expect(api).not.toHaveBeenCalled()
  })

  it('is refreshed at its stored expiry with the refresh token and the site’s credentials, and stored with the new expiry', async () => {
    const now = Date.now()
    const refreshToken = signIn({ expiresAt: now })
    api.mockResolvedValue({ token_type: 'Bearer', expires_in: 7200, access_token: 'new-access', refresh_token: 'new-refresh' })
    const session = await currentSession(now)
    expect(session).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' })
    const [path, options] = api.mock.calls[0] as [string, { body: URLSearchParams }]
    expect(path).toBe('/oauth/token')
    expect(Object.fromEntries(options.body)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'malakhit-site',
      client_secret: 's3cret',
    })
    const expiry = Number(jar.get('expires_in'))
    // now − 1 hour + expires_in, measured when the answer came.
    expect(expiry).toBeGreaterThanOrEqual(now + (7200 - REFRESH_MARGIN_SECONDS) * 1000)
    expect(expiry).toBeLessThan(Date.now() + (7200 - REFRESH_MARGIN_SECONDS) * 1000 + 1000)
    expect(jar.get('access_token')).toBe('new-access')
    for (const write of cookieWrites)
      expect(write.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 7 * 24 * 60 * 60 })
  })

  it('is refreshed once for requests that arrive together with the same cookies', async () => {
    const now = Date.now()
    signIn({ expiresAt: now - 1 })
    let answer: (value: unknown) => void = () => {}
    api.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const first = currentSession(now)
    nextRequest()
    const second = currentSession(now)
    await vi.waitFor(() => expect(api).toHaveBeenCalled())
    answer({ token_type: 'Bearer', expires_in: 7200, access_token: 'shared-access', refresh_token: 'shared-refresh' })
    const sessions = await Promise.all([first, second])
    expect(sessions.map((session) => session?.accessToken)).toEqual(['shared-access', 'shared-access'])
    expect(api).toHaveBeenCalledTimes(1)
  })

  it('ends when the API refuses the refresh: the cookies are cleared, and a note tells the browser once', async () => {
    const now = Date.now()
    signIn({ expiresAt: now - 1 })
    api.mockRejectedValue(new ApiRequestError(400, 'Сессия истекла или была завершена. Войдите снова.'))
    expect(await currentSession(now)).toBeNull()
    expect([...jar.keys()]).toEqual(['session_ended'])
    expect(takeSessionEndedNote()).toBe(true)
    expect(takeSessionEndedNote()).toBe(false)
    expect(jar.size).toBe(0)
  })

  it('leaves the note for the next request when this one could not pass it on (a redirect)', async () => {
    const now = Date.now()
    signIn({ expiresAt: now - 1 })
    api.mockRejectedValue(new ApiRequestError(401, 'Сессия истекла.'))
    expect(await currentSession(now)).toBeNull()
    nextRequest()
    expect(takeSessionEndedNote()).toBe(true)
    nextRequest()
    expect(takeSessionEndedNote()).toBe(false)
  })

  it('survives an API that is down while the access token still works (its hour of margin)', async () => {
    const now = Date.now()
    signIn({ expiresAt: now - 1 })
    api.mockRejectedValue(new ApiRequestError(500, 'Сервис временно недоступен.'))
    const consoleError = vi.spyOn(consoleLogger, 'error').mockImplementation(() => {})
    expect(await currentSession(now)).toMatchObject({ accessToken: 'old-access' })
    expect(jar.get('access_token')).toBe('old-access')
    expect(takeSessionEndedNote()).toBe(false)
    consoleError.mockRestore()
  })

  it('keeps its cookies when the token endpoint answers the refresh without a refresh token, as when the API is down', async () => {
    const now = Date.now()
    const refreshToken = signIn({ expiresAt: now - 1 })
    api.mockResolvedValue({ token_type: 'Bearer', expires_in: 7200, access_token: 'new-access' })
    const consoleError = vi.spyOn(consoleLogger, 'error').mockImplementation(() => {})
    expect(await currentSession(now)).toMatchObject({ accessToken: 'old-access', refreshToken })
    expect(jar.get('refresh_token')).toBe(refreshToken)
    expect(consoleError).toHaveBeenCalledWith('Token refresh failed', expect.anything())
    consoleError.mockRestore()
  })

  it('ends when the refresh still cannot be had once the access token itself has expired', async () => {
    const now = Date.now()
    // The stored expiry is an hour before the token's own: an hour and a second ago, the token died a second ago.
    signIn({ expiresAt: now - REFRESH_MARGIN_SECONDS * 1000 - 1000 })
    api.mockRejectedValue(new ApiRequestError(503, 'Сервис временно недоступен.'))
    const consoleError = vi.spyOn(consoleLogger, 'error').mockImplementation(() => {})
    expect(await currentSession(now)).toBeNull()
    expect(jar.has('access_token')).toBe(false)
    expect(takeSessionEndedNote()).toBe(true)
    consoleError.mockRestore()
  })

  it('ends, with the note, when it is due and holds no refresh token to renew it', async () => {
    const now = Date.now()
    signIn({ expiresAt: now - 1, refreshToken: '' })
    expect(await currentSession(now)).toBeNull()
    expect(api).not.toHaveBeenCalled()
    expect(jar.has('access_token')).toBe(false)
    expect(takeSessionEndedNote()).toBe(true)
  })

  it('is not ended by an outage a second before the access token expires', async () => {
    const now = Date.now()
    signIn({ expiresAt: now - REFRESH_MARGIN_SECONDS * 1000 + 1000 })
    api.mockRejectedValue(new ApiRequestError(503, 'Сервис временно недоступен.'))
    const consoleError = vi.spyOn(consoleLogger, 'error').mockImplementation(() => {})
    expect(await currentSession(now)).toMatchObject({ accessToken: 'old-access' })
    consoleError.mockRestore()
  })

  it('gives its access token to calls made for the visitor, and none for a guest', async () => {
    expect(await visitorAccessToken()).toBeNull()
    signIn({ expiresAt: Date.now() + 60_000 })
    expect(await visitorAccessToken()).toBe('old-access')
  })

  it('is dropped when the API answers 401 to a call made with it, and the caller learns that it has ended', async () => {
    signIn({ expiresAt: Date.now() + 60_000 })
    const call = withUserToken(() => Promise.reject(new ApiRequestError(401, 'Требуется авторизация.')))
    await expect(call).rejects.toBeInstanceOf(SessionEndedError)
    await expect(call).rejects.toMatchObject({ status: 401 })
    expect(jar.has('access_token')).toBe(false)
    expect(takeSessionEndedNote()).toBe(true)
  })

  it('is required by calls made for the user: a guest gets a 401 without a call to the API', async () => {
    const call = vi.fn()
    await expect(withUserToken(call)).rejects.toBeInstanceOf(SessionEndedError)
    expect(call).not.toHaveBeenCalled()
  })
})

describe('the note about a session that ended by itself', () => {
  it('is dropped by a new sign-in', () => {
    jar.set('session_ended', '1')
    writeSessionCookies({ token_type: 'Bearer', expires_in: 7200, access_token: 'a', refresh_token: 'r' })
    expect(jar.has('session_ended')).toBe(false)
  })

  it('is dropped by signing out on purpose', async () => {
    jar.set('session_ended', '1')
    signIn({ expiresAt: Date.now() + 60_000 })
    api.mockResolvedValue(undefined)
    await endSession()
    expect(jar.size).toBe(0)
  })

  it('is only read by a page render: a render that ends in a redirect leaves it for the page it leads to', async () => {
    signIn({ expiresAt: Date.now() - 1 })
    api.mockRejectedValue(new ApiRequestError(400, 'Сессия истекла.'))
    expect(await currentSession()).toBeNull()
    expect(hasSessionEndedNote()).toBe(true)
    expect(hasSessionEndedNote()).toBe(true)
    // The account page's guard redirects: no page is rendered, nothing settles the note.
    nextRequest()
    expect(jar.get('session_ended')).toBe('1')
    expect(hasSessionEndedNote()).toBe(true)
  })

  it('is taken by the rendered page that tells of it, and only once', async () => {
    jar.set('session_ended', '1')
    settleSessionEndedNote(renderedPage({ authenticated: false, notice: 'session-ended' }))
    expect(jar.has('session_ended')).toBe(false)
    nextRequest()
    expect(hasSessionEndedNote()).toBe(false)
  })

  it('is taken in the render that wrote it when that page tells of it (a 401 while the page loaded the profile)', async () => {
    signIn({ expiresAt: Date.now() + 60_000 })
    await expect(withUserToken(() => Promise.reject(new ApiRequestError(401, 'Требуется авторизация.')))).rejects.toBeInstanceOf(
      SessionEndedError,
    )
    settleSessionEndedNote(renderedPage({ authenticated: false, notice: 'session-ended' }))
    expect(hasSessionEndedNote()).toBe(false)
    expect(jar.has('session_ended')).toBe(false)
  })

  it('stays when the rendered page does not tell of it: the next answer does', () => {
    for (const session of [
      { authenticated: true },
      { authenticated: false },
      { authenticated: false, notice: 'account-deleted' },
    ] as const) {
      jar.set('session_ended', '1')
      nextRequest()
      settleSessionEndedNote(renderedPage(session))
      expect(jar.get('session_ended'), JSON.stringify(session)).toBe('1')
    }
    nextRequest()
    settleSessionEndedNote(new QueryClient())
    expect(jar.get('session_ended')).toBe('1')
  })

  it('is an httpOnly cookie of its own that lives minutes, not the session’s days', async () => {
    signIn({ expiresAt: Date.now() - 1 })
    api.mockRejectedValue(new ApiRequestError(400, 'Сессия истекла.'))
    await currentSession()
    const note = cookieWrites.find((write) => write.name === 'session_ended')
    expect(note?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 600 })
  })
})

describe('the end of a session', () => {
  it('is revoked at the API with the current access token, and the cookies are cleared', async () => {
    signIn({ expiresAt: Date.now() + 60_000 })
    api.mockResolvedValue(undefined)
    await endSession()
    expect(api).toHaveBeenCalledTimes(1)
    expect(api.mock.calls[0]).toEqual(['/v1/logout', expect.objectContaining({ method: 'POST', token: 'old-access' })])
    expect(jar.size).toBe(0)
  })

  it('refreshes tokens that are due first: an expired access token could not revoke the session, and its refresh token would live on', async () => {
    const refreshToken = signIn({ expiresAt: Date.now() - 1 })
    api.mockImplementation(async (path: string) =>
      path === '/oauth/token'
        ? { token_type: 'Bearer', expires_in: 7200, access_token: 'fresh-access', refresh_token: 'fresh-refresh' }
        : undefined,
    )
    await endSession()
    const [refresh, logout] = api.mock.calls as [string, { body?: URLSearchParams; token?: string }][]
    expect(refresh![0]).toBe('/oauth/token')
    expect(refresh![1].body!.get('refresh_token')).toBe(refreshToken)
    expect(logout).toEqual(['/v1/logout', expect.objectContaining({ method: 'POST', token: 'fresh-access' })])
    expect(jar.size).toBe(0)
  })

  it('needs no call to the API when the refresh is refused: the session is over there already', async () => {
    signIn({ expiresAt: Date.now() - 1 })
    api.mockRejectedValue(new ApiRequestError(400, 'Сессия истекла или была завершена. Войдите снова.'))
    await endSession()
    expect(api).toHaveBeenCalledTimes(1)
    // Signed out on purpose: nothing tells the person that the session "ended by itself".
    expect(jar.size).toBe(0)
  })
})

describe('account actions', () => {
  it('answer that the session has ended when the API no longer knows it', async () => {
    signIn({ expiresAt: Date.now() + 60_000 })
    api.mockRejectedValue(new ApiRequestError(401, 'Требуется авторизация.'))
    const result = await formAction('update-profile', () => withUserToken((token) => api('/v1/users', { method: 'PATCH', token })))
    expect(result).toMatchObject({ kind: 'session-ended' })
    expect(jar.has('access_token')).toBe(false)
  })

  it('do not mistake another 401 (the site’s own client token) for the end of the session', async () => {
    signIn({ expiresAt: Date.now() + 60_000 })
    const result = await formAction('login-link', () => Promise.reject(new ApiRequestError(401, 'Требуется авторизация.')))
    expect(result).toEqual({ kind: 'invalid', message: 'Требуется авторизация.', errors: {} })
    expect(jar.get('access_token')).toBe('old-access')
  })
})
