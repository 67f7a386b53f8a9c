import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { SEND_FAILED_MESSAGE } from '#app/components/form/result.ts'
import type { FormResult } from '#app/components/form/types.ts'
import { resendVerification } from '#app/features/auth/auth.functions.ts'
import { profileQuery } from '#app/features/auth/queries.ts'

/**
 * «Отправить код ещё раз»: the API throttles it and says for how long; its words are read out in a
 * live region whichever way it went.
 */
export function ResendCode() {
  const resend = useServerFn(resendVerification)
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<FormResult | null>(null)

  const onClick = async () => {
    if (pending) return
    setPending(true)
    try {
      const answer = await resend()
      setResult(answer)
      // «Почта уже подтверждена»: the profile on this page is out of date.
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
    } catch {
      setResult({ ok: false, message: SEND_FAILED_MESSAGE, errors: {} })
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="mt-2 flex w-full flex-col items-start gap-3 rounded-2xl bg-surface p-5 text-base">
      <p>Письмо не пришло? Проверьте папку «Спам» или запросите новый код — прежний тогда перестанет действовать.</p>
      {/* aria-disabled rather than disabled: the button keeps focus while the request is on its way. */}
      <button type="button" onClick={onClick} aria-disabled={pending || undefined} className="button-secondary min-h-11 aria-disabled:opacity-70">
        {pending ? 'Отправляем…' : 'Отправить код ещё раз'}
      </button>
      <p role="status" className={`font-medium empty:hidden ${result?.ok === false ? 'text-red-700' : 'text-brand-800'}`}>
        {result?.message}
      </p>
    </div>
  )
}
