import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '#app/lib/api/errors.ts'

// The server functions behind the two queries are stand-ins: the guard's decisions are what is tested.
const fetchSession = vi.fn()
const fetchProfile = vi.fn()
vi.mock('#app/features/auth/auth.functions.ts', () => ({ fetchSession }))
vi.mock('#app/features/profile/profile.functions.ts', () => ({ fetchProfile }))

const { ensureSession, profileQuery, sessionQuery } = await import('#app/features/auth/queries.ts')

const profile = { id: 1, name: 'Ольга Смирнова', email: 'olga@example.ru', phone: null, company: null, email_verified_at: null, created_at: '2026-11-22T10:00:00Z' }
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

beforeEach(() => {
  fetchSession.mockReset()
  fetchProfile.mockReset()
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

  it('is signed out when the profile says the session has ended', async () => {
    const queryClient = newQueryClient()
    fetchSession.mockResolvedValue({ authenticated: true })
    fetchProfile.mockResolvedValue(null)
    expect(await ensureSession(queryClient)).toEqual({ authenticated: false })
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false })
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
