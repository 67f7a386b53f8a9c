import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState, type FormEvent } from 'react'
import { fieldId } from '#app/components/form/field-ids.ts'
import { failureView, settle } from '#app/components/form/outcome.ts'
import { TextField } from '#app/components/form/text-fields.tsx'
import { DialogActions, dangerOpenerClass, modalDialogClass } from '#app/components/ui/dialog.tsx'
import { markSignedOut } from '#app/features/auth/queries.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { clearProfileDraft } from '../profile-draft.ts'
import { deleteAccount } from '../profile.functions.ts'
import { sectionCardClass } from './AccountNav.tsx'

const CONFIRMATION_WORD = 'удалить'
const TITLE_ID = 'profile-delete-title'
const DIALOG_TITLE_ID = 'delete-dialog-title'
const CONFIRM_ID = fieldId('delete', 'confirm')

/**
 * The danger zone: deleting the account, behind a modal dialog where the person types «удалить».
 * The native modal <dialog> keeps focus inside, closes on Escape, and focus goes back to the button.
 */
export function DeleteAccount() {
  const remove = useServerFn(deleteAccount)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const sessionEnded = useSessionEnd()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const open = () => {
    setError(null)
    setFailure(null)
    dialogRef.current?.showModal()
    document.getElementById(CONFIRM_ID)?.focus()
  }

  const onClose = () => {
    const input = document.getElementById(CONFIRM_ID)
    if (input instanceof HTMLInputElement) input.value = ''
    setError(null)
    setFailure(null)
    openerRef.current?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const typed = new FormData(event.currentTarget).get('confirm')
    if (typeof typed !== 'string' || typed.trim().toLowerCase() !== CONFIRMATION_WORD) {
      setError(`Введите слово «${CONFIRMATION_WORD}», чтобы подтвердить удаление.`)
      document.getElementById(CONFIRM_ID)?.focus()
      return
    }
    setPending(true)
    setFailure(null)
    const outcome = await settle(() => remove())
    if (await sessionEnded(outcome)) return
    if (outcome.kind !== 'done') {
      setFailure(failureView(outcome).message)
      setPending(false)
      return
    }
    // Home, where the notice confirms that the account is gone.
    clearProfileDraft()
    markSignedOut(queryClient, 'account-deleted')
    await navigate({ to: '/' })
  }

  return (
    <section id="profile-delete" aria-labelledby={TITLE_ID} className={`${sectionCardClass} border-red-200`}>
      <h2 id={TITLE_ID} className="font-extrabold text-2xl text-ink tracking-tight">
        Удаление аккаунта
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted leading-relaxed">
        Мы удалим профиль, сеансы входа и устройства, а также брифы и обращения, отправленные с подтверждённой почты аккаунта. Согласия на
        обработку данных останутся только как обезличенное подтверждение того, что они были даны. Восстановить аккаунт будет нельзя — но с
        той же почтой можно будет зарегистрироваться заново.
      </p>
      <button ref={openerRef} type="button" onClick={open} aria-haspopup="dialog" className={`${dangerOpenerClass} mt-6`}>
        Удалить аккаунт…
      </button>

      <dialog
        ref={dialogRef}
        aria-labelledby={DIALOG_TITLE_ID}
        aria-describedby="delete-dialog-text"
        onClose={onClose}
        // While the deletion is on its way, Escape does not pretend to cancel it.
        onCancel={(event) => pending && event.preventDefault()}
        className={modalDialogClass('34rem')}
      >
        <form noValidate onSubmit={onSubmit} onInput={() => setError(null)} className="flex flex-col gap-5 p-6 sm:p-8">
          <h2 id={DIALOG_TITLE_ID} className="font-extrabold text-2xl tracking-tight">
            Удалить аккаунт?
          </h2>
          <p id="delete-dialog-text" className="text-ink-muted leading-relaxed">
            Профиль, сеансы входа, брифы и обращения с вашей подтверждённой почты будут удалены сразу и навсегда. На почту придёт письмо о
            том, что аккаунт удалён.
          </p>
          {failure && (
            <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
              {failure}
            </p>
          )}
          <TextField
            id={CONFIRM_ID}
            name="confirm"
            label={`Чтобы подтвердить, введите слово «${CONFIRMATION_WORD}»`}
            autoComplete="off"
            required
            maxLength={50}
            error={error ?? undefined}
          />
          <DialogActions
            pending={pending}
            onCancel={() => dialogRef.current?.close()}
            label="Удалить навсегда"
            pendingLabel="Удаляем…"
            className="mt-1"
          />
        </form>
      </dialog>
    </section>
  )
}
