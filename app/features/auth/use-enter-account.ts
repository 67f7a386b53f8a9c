import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { navigateSafely } from '#app/lib/navigation/safe-navigation.ts'
import { markSignedIn } from './queries.ts'

/**
 * What follows a sign-in in the browser: the session is on (here and in the other tabs), and the
 * person goes on to `target`, a path on this site (the profile when it is not one). The sign-in
 * screen is done with, so it leaves the history: Back does not return to it or to a spent link.
 */
export function useEnterAccount(target: string): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    markSignedIn(queryClient)
    await navigateSafely(navigate, target, { fallback: '/profile/', replace: true })
  }, [queryClient, navigate, target])
}
