import { createServerFn } from '@tanstack/react-start'
import { api } from '#app/lib/api/api.server.ts'
import { formatPhone } from '#app/lib/phone-format.ts'
import { takeSessionEndedNote } from '#app/lib/session/cookies.server.ts'
import { currentSession, SessionEndedError, withUserToken } from '#app/lib/session/session.server.ts'
import type { ApiProfile, Profile, SessionState } from './types.ts'

// What every page reads of the session (the header, the guards), apart from the account's actions in
// auth.functions.ts: a module's server functions all come with it, and this one is in every page's first load.

/**
 * Whether the visitor is signed in (refreshing the tokens first when they are due), and for a guest
 * whose session has just ended by itself, a notice to say so.
 */
export const fetchSession = createServerFn({ method: 'GET' }).handler(async (): Promise<SessionState> => {
  if ((await currentSession()) !== null) return { authenticated: true }
  return takeSessionEndedNote() ? { authenticated: false, notice: 'session-ended' } : { authenticated: false }
})

/** The signed-in user's profile; null for a guest, and null (signed out) when the session has ended. */
export const fetchProfile = createServerFn({ method: 'GET' }).handler(async (): Promise<Profile | null> => {
  try {
    const profile = await withUserToken((token) => api<ApiProfile>('/v1/profile', { token }))
    return { ...profile, phone_display: profile.phone ? formatPhone(profile.phone) : null }
  } catch (error) {
    if (error instanceof SessionEndedError) return null
    throw error
  }
})
