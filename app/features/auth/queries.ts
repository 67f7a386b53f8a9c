import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fetchProfile } from '#app/features/profile/profile.functions.ts'
import { fetchSession } from './auth.functions.ts'
import type { Profile, SessionState } from './types.ts'

/**
 * Whether the visitor is signed in: asked once per visit (on the server render) and then kept, so
 * guards on client navigations need no round trip. Sign-in and sign-out update it in place.
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => fetchSession(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

/** The signed-in user's profile: loaded once per session, refreshed after an edit, dropped at sign-out. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => fetchProfile(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

/** After a sign-in: the session is on, and the profile will be loaded anew. */
export function markSignedIn(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQuery.queryKey, { authenticated: true } satisfies SessionState)
  queryClient.removeQueries({ queryKey: profileQuery.queryKey })
}

/** After a sign-out (or a session the API no longer knows): a guest, with nothing of the user kept. */
export function markSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQuery.queryKey, { authenticated: false } satisfies SessionState)
  queryClient.removeQueries({ queryKey: profileQuery.queryKey })
}

/**
 * The session for a route guard: cached after the first ask. A signed-in user's profile is loaded
 * once; when the session turns out to have ended, the user is signed out. When the profile cannot
 * be had for another reason (the API is failing), the user stays signed in without it: public pages
 * render as usual, and account pages, which need it, load it themselves and say when they cannot.
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
  markSignedOut(queryClient)
  return { authenticated: false }
}
