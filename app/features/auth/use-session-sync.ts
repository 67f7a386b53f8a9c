import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applySessionChange, recheckSession } from './queries.ts'
import { isSessionRecheckDue } from './session-recheck.ts'
import { watchSessionChanges } from './session-sync.ts'

/**
 * Keeps this tab's view of the session true to the cookies and the API: a change announced by another
 * tab (or reported by a server function of this one) replaces the cached session and drops the
 * account's data, and the screen's guards run again (an account page goes to sign-in). A tab that
 * comes back into view or into focus asks the API (bounded, session-recheck.ts), since a session
 * ended on another device leaves this browser's cookies in place; one restored from the back-forward
 * cache always asks.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    const stopWatching = watchSessionChanges((change) => {
      applySessionChange(queryClient, change)
      void router.invalidate()
    })
    // The first return to the tab asks; quick switches back and forth do not ask each time.
    let lastAskedAt: number | null = null
    const recheck = () => {
      lastAskedAt = Date.now()
      recheckSession(queryClient).then(
        (changed) => {
          if (changed) void router.invalidate()
        },
        // Offline or the server is away: a later return asks again.
        () => {},
      )
    }
    const onReturn = () => {
      if (document.visibilityState === 'visible' && isSessionRecheckDue(lastAskedAt, Date.now())) recheck()
    }
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) recheck()
    }
    document.addEventListener('visibilitychange', onReturn)
    window.addEventListener('focus', onReturn)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      stopWatching()
      document.removeEventListener('visibilitychange', onReturn)
      window.removeEventListener('focus', onReturn)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [queryClient, router])
}
