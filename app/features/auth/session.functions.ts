import { createServerFn } from '@tanstack/react-start'
import { api } from '#app/lib/api/api.server.ts'
import { formatPhone } from '#app/lib/phone-format.ts'
import { hasSessionEndedNote } from '#app/lib/session/cookies.server.ts'
import { currentSession, SessionEndedError, withUserToken } from '#app/lib/session/session.server.ts'
import type { Profile, SessionState } from './types.ts'

// What every page reads of the session (the header, the guards), apart from the account's actions in
// auth.functions.ts: a module's server functions all come with it, and this one is in every page's first load.

/**
 * A guest, with the notice when their session has just ended by itself. The note is only read here:
 * the answer that carries it to the browser removes it (session-ended-middleware.ts for the browser's
 * calls, session-note.server.ts for a rendered page), and a render that ends in a redirect leaves it
 * for the page the redirect leads to.
 */
const guest = (): SessionState => (hasSessionEndedNote() ? { authenticated: false, notice: 'session-ended' } : { authenticated: false })

/** Whether the visitor is signed in as far as the cookies tell (refreshing the tokens first when they are due). */
export const fetchSession = createServerFn({ method: 'GET' }).handler(async (): Promise<SessionState> => {
  if ((await currentSession()) !== null) return { authenticated: true }
  return guest()
})

/**
 * Whether the session still holds at the API. The cookies outlive a session ended on another device
 * (the sessions list, a new password) until the API is asked with them: a tab that comes back into
 * view asks this, and a 401 signs the visitor out here with the note.
 */
export const confirmSession = createServerFn({ method: 'GET' }).handler(async (): Promise<SessionState> => {
  try {
    await withUserToken((token) => api('/v1/profile', { token }))
    return { authenticated: true }
  } catch (error) {
    if (error instanceof SessionEndedError) return guest()
    throw error
  }
})

/** The signed-in user's profile; null for a guest, and null (signed out) when the session has ended. */
export const fetchProfile = createServerFn({ method: 'GET' }).handler(async (): Promise<Profile | null> => {
  try {
    const profile = await withUserToken((token) => api('/v1/profile', { token }))
    return { ...profile, phone_display: profile.phone ? formatPhone(profile.phone) : null }
  } catch (error) {
    if (error instanceof SessionEndedError) return null
    throw error
  }
})
