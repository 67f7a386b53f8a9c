import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { isApiStatus } from '#app/lib/api/errors.ts'
import { ensureAccount, markSignedOut } from './queries.ts'
import type { Profile, SessionState } from './types.ts'

/** The redirect to sign in and come back to `returnPath` afterwards. */
const signInAndReturn = (returnPath: string) => redirect({ to: '/login/', search: { redirect: returnPath } })

/**
 * The way into a signed-in area (the account, the staff area): the person's profile, checked with
 * the server on the way in (ensureAccount), or a redirect to sign in and come back to `returnPath`.
 * A guest the cache already knows is sent on at once, synchronously, before the page transition begins.
 */
export function accountOrSignIn(queryClient: QueryClient, session: SessionState, returnPath: string): Promise<Profile> {
  if (!session.authenticated) throw signInAndReturn(returnPath)
  return ensureAccount(queryClient).then((profile) => {
    if (!profile) throw signInAndReturn(returnPath)
    return profile
  })
}

/**
 * Loads a signed-in screen's data. When the API no longer knows the session (it ended elsewhere
 * after the guard let the person in), the person is signed out and goes to sign in, then comes back
 * to `returnPath`; any other failure is the screen's error.
 */
export async function loadSignedIn<T>(queryClient: QueryClient, returnPath: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!isApiStatus(error, 401)) throw error
    markSignedOut(queryClient, 'session-ended')
    throw signInAndReturn(returnPath)
  }
}
