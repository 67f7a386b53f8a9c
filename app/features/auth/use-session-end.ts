import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { navigateSafely } from '#app/lib/navigation/safe-navigation.ts'
import { markSignedOut } from './queries.ts'

/** The sign-in screen with the way back to `returnPath`. */
export const loginHrefFor = (returnPath: string) => `/login/?redirect=${encodeURIComponent(returnPath)}`

/**
 * The one place where the browser learns that the session has ended (signed out elsewhere, a password
 * reset, tokens refused): an action's outcome is checked, and when it says so, the cached session and
 * profile are dropped and the person goes to /login/, to come back to this page after signing in.
 * Answers whether the session had ended.
 */
export function useSessionEnd(): (outcome: FormOutcome) => Promise<boolean> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const router = useRouter()
  return useCallback(
    async (outcome) => {
      if (outcome.kind !== 'session-ended') return false
      const returnPath = router.state.location.href
      markSignedOut(queryClient, 'session-ended')
      await navigateSafely(navigate, loginHrefFor(returnPath), { fallback: '/login/' })
      return true
    },
    [queryClient, navigate, router],
  )
}
