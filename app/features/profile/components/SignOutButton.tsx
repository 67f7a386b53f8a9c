import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { reportError } from '#app/features/analytics/error-reporter.ts'
import { logOut } from '#app/features/auth/auth.functions.ts'
import { markSignedOut } from '#app/features/auth/queries.ts'
import { clearProfileDraft } from '../profile-draft.ts'
import { ActionButton } from '#app/components/form/buttons.tsx'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'

/** «Выйти»: ends the session here and at the API, then home. */
export function SignOutButton() {
  const signOut = useServerFn(logOut)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)

  const onClick = async () => {
    if (pending) return
    setPending(true)
    setFailed(false)
    try {
      await signOut()
    } catch (error) {
      setPending(false)
      setFailed(true)
      reportError(error)
      return
    }
    // Signing out on purpose leaves nothing of the account in this tab.
    clearProfileDraft()
    markSignedOut(queryClient)
    await navigate({ to: '/' })
  }

  return (
    <div className="flex flex-col gap-3">
      <ActionButton
        pending={pending}
        pendingLabel="Выходим…"
        onClick={onClick}
        className="button-secondary w-full"
        icon={
          <LineIcon className="size-5">
            <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l4-4-4-4M14 12H4" />
          </LineIcon>
        }
      >
        Выйти
      </ActionButton>
      <p role="status" className="font-medium text-red-700 text-sm empty:hidden">
        {failed ? 'Не получилось выйти: сервер не ответил. Попробуйте ещё раз.' : ''}
      </p>
    </div>
  )
}
