import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applySessionChange, recheckSession } from './queries.ts'
import { watchSessionChanges } from './session-sync.ts'

/** A hidden tab asks the server again when it comes back, at most this often. */
const RECHECK_INTERVAL_MS = 15_000

/**
 * Keeps this tab's view of the session true to the cookies: a change announced by another tab (or
 * reported by a server function of this one) replaces the cached session and drops the account's
 * data, and the screen's guards run again (an account page goes to sign-in). A tab that comes back
 * into view, or out of the back-forward cache, asks the server in case it missed a message.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    const stopWatching = watchSessionChanges((change) => {
      applySessionChange(queryClient, change)
      void router.invalidate()
    })
    // The first return to the tab always asks; quick switches back and forth do not ask each time.
    let lastCheck = 0
    const recheck = () => {
      lastCheck = Date.now()
      recheckSession(queryClient).then(
        (changed) => {
          if (changed) void router.invalidate()
        },
        // Offline or the server is away: the next look at the tab asks again.
        () => {},
      )
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= RECHECK_INTERVAL_MS) recheck()
    }
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) recheck()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      stopWatching()
      document.removeEventListener('visibilitychange', onVisibilityChange)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [queryClient, router])
}
