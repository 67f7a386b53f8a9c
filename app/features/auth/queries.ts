import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ACCOUNT_CHECK_MAX_AGE_MS } from './account-check.ts'
import { confirmSession, fetchProfile, fetchSession } from './session.functions.ts'
import type { SessionNotice } from './session-notice.ts'
import { announceToOtherTabs, type SessionChange } from './session-sync.ts'
import type { Profile, SessionState } from './types.ts'

/**
 * Whether the visitor is signed in: asked once per visit (on the server render) and then kept, so
 * guards of public screens need no round trip. Sign-in and sign-out update it in place, in every tab
 * (session-sync.ts); the account area checks it with the server on the way in (ensureAccount).
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: (): Promise<SessionState> => fetchSession(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

/**
 * The signed-in user's profile: loaded once per session for the header, refreshed after an edit,
 * checked again on the way into the account area, dropped at sign-out. Everything else of the
 * account is keyed under it, so dropping it drops them too.
 */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => fetchProfile(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

/** Puts a change of the session into this tab's cache, dropping everything of the account. */
export function applySessionChange(queryClient: QueryClient, change: SessionChange): void {
  const state: SessionState =
    change.type === 'signed-in'
      ? { authenticated: true }
      : change.notice
        ? { authenticated: false, notice: change.notice }
        : { authenticated: false }
  queryClient.setQueryData(sessionQuery.queryKey, state)
  queryClient.removeQueries({ queryKey: profileQuery.queryKey })
}

/** After a sign-in: the session is on, and the profile will be loaded anew, here and in the other tabs. */
export function markSignedIn(queryClient: QueryClient): void {
  const change: SessionChange = { type: 'signed-in' }
  applySessionChange(queryClient, change)
  announceToOtherTabs(change)
}

/**
 * After a sign-out, a deleted account or a session the API no longer knows: a guest, with nothing of
 * the user kept, here and in the other tabs; `notice` is what the person is told.
 */
export function markSignedOut(queryClient: QueryClient, notice?: SessionNotice): void {
  const change: SessionChange = notice ? { type: 'signed-out', notice } : { type: 'signed-out' }
  applySessionChange(queryClient, change)
  announceToOtherTabs(change)
}

/** The person has read the notice about their ended session. */
export function dismissSessionNotice(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQuery.queryKey, (state) => (state && !state.authenticated ? { authenticated: false } : state))
}

/**
 * The session for a route guard: cached after the first ask. A signed-in user's profile is loaded
 * once; when the session turns out to have ended, the user is signed out and told. When the profile
 * cannot be had for another reason (the API is failing), the user stays signed in without it: public
 * pages render as usual, and account pages, which need it, say when they cannot.
 */
export async function ensureSession(queryClient: QueryClient): Promise<SessionState> {
  const session = await queryClient.ensureQueryData(sessionQuery)
  if (!session.authenticated) return session
  let profile: Profile | null
  try {
    profile = await queryClient.ensureQueryData(profileQuery)
  } catch {
    // Already reported by the query cache (router.tsx); nothing to decide about the session from it.
    return session
  }
  if (profile) return session
  markSignedOut(queryClient, 'session-ended')
  return { authenticated: false, notice: 'session-ended' }
}

/**
 * The way into the account area. On the server the session was just read from the cookies; in the
 * browser the cache may be stale (a sign-out or a password reset elsewhere), so the profile is asked
 * of the server again unless it is only seconds old. Answers the profile, or null when there is no
 * session (any more).
 */
export async function ensureAccount(queryClient: QueryClient): Promise<Profile | null> {
  const session = await ensureSession(queryClient)
  if (!session.authenticated) return null
  const profile = await queryClient.fetchQuery({
    ...profileQuery,
    staleTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : ACCOUNT_CHECK_MAX_AGE_MS,
  })
  if (profile) return profile
  markSignedOut(queryClient, 'session-ended')
  return null
}

/**
 * Asks whether this tab's view of the session still holds (after the tab was hidden or restored from
 * the back-forward cache): the server asks the API, since a session ended on another device leaves
 * the cookies here, and a message from another tab may have been missed. Answers true when it did
 * not, and the cache was corrected (the account's data dropped).
 */
export async function recheckSession(queryClient: QueryClient): Promise<boolean> {
  const now = await confirmSession()
  // Read after the answer: the answer itself may already have told this tab (session-ended-middleware.ts).
  const before = queryClient.getQueryData(sessionQuery.queryKey)
  if (before?.authenticated === now.authenticated) {
    // Still a guest: a notice not yet read stays; a new one replaces it.
    if (!now.authenticated && now.notice) queryClient.setQueryData(sessionQuery.queryKey, now)
    return false
  }
  applySessionChange(
    queryClient,
    now.authenticated ? { type: 'signed-in' } : { type: 'signed-out', ...(now.notice ? { notice: now.notice } : {}) },
  )
  return true
}
