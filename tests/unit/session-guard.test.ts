import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_CHECK_MAX_AGE_MS } from '#app/features/auth/account-check.ts'
import type { SessionState } from '#app/features/auth/types.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'

// The server functions behind the two queries are stand-ins: the guard's decisions are what is tested.
const fetchSession = vi.fn()
const fetchProfile = vi.fn()
const confirmSession = vi.fn()
vi.mock('#app/features/auth/session.functions.ts', () => ({ fetchSession, fetchProfile, confirmSession }))

const { applySessionChange, dismissSessionNotice, ensureAccount, ensureSession, profileQuery, recheckSession, sessionQuery } = await import(
  '#app/features/auth/queries.ts'
)
const { isSessionChange } = await import('#app/features/auth/session-sync.ts')

const profile = {
  id: 1,
  name: 'Ольга Смирнова',
  email: 'olga@example.ru',
  phone: null,
  phone_display: null,
  company: null,
  email_verified_at: null,
  role: null,
  created_at: '2026-11-22T10:00:00Z',
}
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

beforeEach(() => {
  fetchSession.mockReset()
  fetchProfile.mockReset()
  confirmSession.mockReset()
})

describe('the session of the root route guard', () => {
  it('is a guest’s without asking for a profile', async () => {
    fetchSession.mockResolvedValue({ authenticated: false })
    expect(await ensureSession(newQueryClient())).toEqual({ authenticated: false })
    expect(fetchProfile).not.toHaveBeenCalled()
  })

  it('is signed in with the profile loaded', async () => {
    const queryClient = newQueryClient()
    fetchSession.mockResolvedValue({ authenticated: true })
    fetchProfile.mockResolvedValue(profile)
    expect(await ensureSession(queryClient)).toEqual({ authenticated: true })
    expect(queryClient.getQueryData(profileQuery.queryKey)).toEqual(profile)
  })

  it('is signed out, with the notice that the session has ended, when the profile says so', async () => {
    const queryClient = newQueryClient()
    fetchSession.mockResolvedValue({ authenticated: true })
    fetchProfile.mockResolvedValue(null)
    expect(await ensureSession(queryClient)).toEqual({ authenticated: false, notice: 'session-ended' })
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false, notice: 'session-ended' })
  })

  it('stays signed in without the profile when the API fails, so public pages still render', async () => {
    const queryClient = newQueryClient()
    fetchSession.mockResolvedValue({ authenticated: true })
    fetchProfile.mockRejectedValue(new ApiRequestError(500, 'Сервис временно недоступен.'))
    expect(await ensureSession(queryClient)).toEqual({ authenticated: true })
    expect(queryClient.getQueryData(profileQuery.queryKey)).toBeUndefined()

    // The next navigation asks again, and gets the profile once the API is back.
    fetchProfile.mockResolvedValue(profile)
    expect(await ensureSession(queryClient)).toEqual({ authenticated: true })
    expect(queryClient.getQueryData(profileQuery.queryKey)).toEqual(profile)
  })
})

describe('the way into the account area', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** A browser tab: no BroadcastChannel here, so nothing is announced to other tabs. */
  const inBrowser = () => {
    vi.stubGlobal('window', {})
    vi.stubGlobal('BroadcastChannel', undefined)
  }

  it('takes the profile the server render just loaded, without asking again', async () => {
    const queryClient = newQueryClient()
    fetchSession.mockResolvedValue({ authenticated: true })
    fetchProfile.mockResolvedValue(profile)
    expect(await ensureAccount(queryClient)).toEqual(profile)
    expect(await ensureAccount(queryClient)).toEqual(profile)
    expect(fetchProfile).toHaveBeenCalledTimes(1)
  })

  it('asks the server again in the browser once the cached profile is seconds old, and lets a guest in nowhere', async () => {
    inBrowser()
    vi.useFakeTimers({ toFake: ['Date'] })
    const queryClient = newQueryClient()
    fetchSession.mockResolvedValue({ authenticated: true })
    fetchProfile.mockResolvedValue(profile)
    expect(await ensureAccount(queryClient)).toEqual(profile)
    // A hover's preload and the click that follows share one answer.
    vi.advanceTimersByTime(ACCOUNT_CHECK_MAX_AGE_MS - 1)
    expect(await ensureAccount(queryClient)).toEqual(profile)
    expect(fetchProfile).toHaveBeenCalledTimes(1)

    // Meanwhile the session ended elsewhere: the cache still says signed in, the server does not.
    vi.advanceTimersByTime(2)
    fetchProfile.mockResolvedValue(null)
    expect(await ensureAccount(queryClient)).toBeNull()
    expect(fetchProfile).toHaveBeenCalledTimes(2)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false, notice: 'session-ended' })
    expect(queryClient.getQueryData(profileQuery.queryKey)).toBeUndefined()
  })

  it('is closed to a guest without asking for a profile', async () => {
    inBrowser()
    fetchSession.mockResolvedValue({ authenticated: false })
    expect(await ensureAccount(newQueryClient())).toBeNull()
    expect(fetchProfile).not.toHaveBeenCalled()
  })
})

describe('changes of the session from other tabs', () => {
  it('drop the account’s data when another tab signs out, and carry its notice', () => {
    const queryClient = newQueryClient()
    queryClient.setQueryData(sessionQuery.queryKey, { authenticated: true })
    queryClient.setQueryData(profileQuery.queryKey, profile)
    queryClient.setQueryData([...profileQuery.queryKey, 'see-also'], { services: [] })
    applySessionChange(queryClient, { type: 'signed-out', notice: 'account-deleted' })
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false, notice: 'account-deleted' })
    expect(queryClient.getQueryData(profileQuery.queryKey)).toBeUndefined()
    expect(queryClient.getQueryData([...profileQuery.queryKey, 'see-also'])).toBeUndefined()
  })

  it('drop the previous account’s profile when another tab signs in (perhaps as someone else)', () => {
    const queryClient = newQueryClient()
    queryClient.setQueryData(sessionQuery.queryKey, { authenticated: false })
    queryClient.setQueryData(profileQuery.queryKey, profile)
    applySessionChange(queryClient, { type: 'signed-in' })
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: true })
    expect(queryClient.getQueryData(profileQuery.queryKey)).toBeUndefined()
  })

  it('are read only in their known shapes', () => {
    expect(isSessionChange({ type: 'signed-in' })).toBe(true)
    expect(isSessionChange({ type: 'signed-out' })).toBe(true)
    expect(isSessionChange({ type: 'signed-out', notice: 'session-ended' })).toBe(true)
    expect(isSessionChange({ type: 'signed-out', notice: 'something-else' })).toBe(false)
    expect(isSessionChange({ type: 'reload' })).toBe(false)
    expect(isSessionChange('signed-in')).toBe(false)
    expect(isSessionChange(null)).toBe(false)
  })
})

describe('a second look at the session when a tab comes back', () => {
  it('asks the API, not the cookies: a session ended on another device is signed out here, with the notice, and its data dropped', async () => {
    const queryClient = newQueryClient()
    queryClient.setQueryData(sessionQuery.queryKey, { authenticated: true })
    queryClient.setQueryData(profileQuery.queryKey, profile)
    queryClient.setQueryData([...profileQuery.queryKey, 'sessions'], [])
    // The cookies are still here; the API no longer knows them.
    fetchSession.mockResolvedValue({ authenticated: true })
    confirmSession.mockResolvedValue({ authenticated: false, notice: 'session-ended' })
    expect(await recheckSession(queryClient)).toBe(true)
    expect(confirmSession).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false, notice: 'session-ended' })
    expect(queryClient.getQueryData(profileQuery.queryKey)).toBeUndefined()
    expect(queryClient.getQueryData([...profileQuery.queryKey, 'sessions'])).toBeUndefined()
  })

  it('corrects a tab that missed a sign-out without a notice, and one that missed a sign-in', async () => {
    const queryClient = newQueryClient()
    queryClient.setQueryData(sessionQuery.queryKey, { authenticated: true })
    queryClient.setQueryData(profileQuery.queryKey, profile)
    confirmSession.mockResolvedValue({ authenticated: false })
    expect(await recheckSession(queryClient)).toBe(true)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false })
    expect(queryClient.getQueryData(profileQuery.queryKey)).toBeUndefined()

    confirmSession.mockResolvedValue({ authenticated: true })
    expect(await recheckSession(queryClient)).toBe(true)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: true })
  })

  it('leaves a tab alone that the answer has already told (a server function’s report came first)', async () => {
    const queryClient = newQueryClient()
    queryClient.setQueryData(sessionQuery.queryKey, { authenticated: true })
    confirmSession.mockImplementation(async () => {
      applySessionChange(queryClient, { type: 'signed-out', notice: 'session-ended' })
      return { authenticated: false, notice: 'session-ended' }
    })
    // Nothing more to correct: the guards have already been run again by the report.
    expect(await recheckSession(queryClient)).toBe(false)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false, notice: 'session-ended' })
  })

  it('changes nothing when the tab was right, and keeps a notice not yet read', async () => {
    const queryClient = newQueryClient()
    const deleted: SessionState = { authenticated: false, notice: 'account-deleted' }
    queryClient.setQueryData(sessionQuery.queryKey, deleted)
    confirmSession.mockResolvedValue({ authenticated: false })
    expect(await recheckSession(queryClient)).toBe(false)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false, notice: 'account-deleted' })
    dismissSessionNotice(queryClient)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false })
  })
})
