import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { ActionButton } from '#app/components/form/buttons.tsx'
import { failureView, settle } from '#app/components/form/outcome.ts'
import { resendVerification } from '#app/features/auth/auth.functions.ts'
import { profileQuery } from '#app/features/auth/queries.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'

/**
 * Sends the verification mail (code and link) again. The API throttles it and says for how long; its
 * words are read out in a live region whichever way it went.
 */
export function ResendButton({ label, className = '' }: { label: string; className?: string }) {
  const resend = useServerFn(resendVerification)
  const queryClient = useQueryClient()
  const sessionEnded = useSessionEnd()
  const [pending, setPending] = useState(false)
  // What the API said, and whether it refused.
  const [result, setResult] = useState<{ refused: boolean; message: string } | null>(null)

  const onClick = async () => {
    if (pending) return
    setPending(true)
    try {
      const outcome = await settle(() => resend())
      if (await sessionEnded(outcome)) return
      setResult(
        outcome.kind === 'done' ? { refused: false, message: outcome.message } : { refused: true, message: failureView(outcome).message },
      )
      // «Почта уже подтверждена»: the profile on this page is out of date.
      if (outcome.kind === 'done') void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <ActionButton pending={pending} pendingLabel="Отправляем…" onClick={onClick} className={`button-secondary min-h-11 ${className}`}>
        {label}
      </ActionButton>
      <p role="status" className={`font-medium empty:hidden ${result?.refused ? 'text-red-700' : 'text-brand-800'}`}>
        {result?.message}
      </p>
    </>
  )
}
