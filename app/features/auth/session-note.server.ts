import type { QueryClient } from '@tanstack/react-query'
import { takeSessionEndedNote } from '#app/lib/session/cookies.server.ts'
import { sessionQuery } from './queries.ts'

/**
 * After a page render, before its answer leaves: the page tells of an ended session when the session
 * it hands the browser carries the notice, and only then is the note removed. A render that ends in
 * a redirect (an account page sending the person to sign in) never gets here, and one that found the
 * session ended only after the session was read (a loader's call refused) still shows the person as
 * signed in: both leave the note for the next answer.
 */
export function settleSessionEndedNote(queryClient: QueryClient): void {
  const session = queryClient.getQueryData(sessionQuery.queryKey)
  if (session?.authenticated === false && session.notice === 'session-ended') takeSessionEndedNote()
}
