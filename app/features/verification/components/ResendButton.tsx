import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { SEND_FAILED_MESSAGE } from '#app/components/form/result.ts'
import type { FormResult } from '#app/components/form/types.ts'
import { reportError } from '#app/features/analytics/error-reporter.ts'
import { resendVerification } from '#app/features/auth/auth.functions.ts'
import { profileQuery } from '#app/features/auth/queries.ts'
import { reportServerFailure } from '#app/features/auth/report-server-failure.ts'
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
  const [result, setResult] = useState<FormResult | null>(null)

  const onClick = async () => {
    if (pending) return
    setPending(true)
    try {
      const answer = await resend()
      if (await sessionEnded(answer)) return
      setResult(answer)
      reportServerFailure(answer)
      // «Почта уже подтверждена»: the profile on this page is out of date.
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
    } catch (error) {
      setResult({ ok: false, message: SEND_FAILED_MESSAGE, errors: {} })
      reportError(error)
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      {/* aria-disabled rather than disabled: the button keeps focus while the request is on its way. */}
      <button
        type="button"
        onClick={onClick}
        aria-disabled={pending || undefined}
        className={`button-secondary min-h-11 aria-disabled:opacity-70 ${className}`}
      >
        {pending ? 'Отправляем…' : label}
      </button>
      <p role="status" className={`font-medium empty:hidden ${result?.ok === false ? 'text-red-700' : 'text-brand-800'}`}>
        {result?.message}
      </p>
    </>
  )
}
