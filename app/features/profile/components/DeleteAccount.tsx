import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type RefObject, useRef, useState } from 'react'
import { fieldId } from '#app/components/form/field-ids.ts'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { oneTimeCodeInput, PasswordField, TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { DialogActions, dangerOpenerClass, modalDialogClass } from '#app/components/ui/dialog.tsx'
import { markSignedOut } from '#app/features/auth/queries.ts'
import { typedSecondFactorCode } from '#shared/contract/codes.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { deletionSchema } from '#shared/contract/profile-forms.ts'
import { clearProfileDraft } from '../profile-draft.ts'
import { deleteAccount } from '../profile.functions.ts'
import { sectionCardClass } from './AccountNav.tsx'

const FORM = 'delete'
const TITLE_ID = 'profile-delete-title'
const DIALOG_TITLE_ID = 'delete-dialog-title'

/**
 * The danger zone: deleting the account, behind a modal dialog that asks for the account's password.
 * An account with a second factor (staff with an authenticator app) is asked for its code too, once
 * the password is right: the field appears with the API's request. The native modal <dialog> keeps
 * focus inside, closes on Escape, and focus goes back to the button.
 */
export function DeleteAccount({ email }: { email: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  // Each closing brings a new form: what was typed and said goes with the dialog (a password does not wait on the page).
  const [closings, setClosings] = useState(0)

  const open = () => {
    dialogRef.current?.showModal()
    document.getElementById(fieldId(FORM, 'password'))?.focus()
  }

  const onClose = () => {
    setClosings((count) => count + 1)
    openerRef.current?.focus()
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

      <DeletionDialog key={closings} email={email} dialogRef={dialogRef} onClose={onClose} />
    </section>
  )
}

/** The dialog and its form; the code field once the API has asked for the second factor's code. */
function DeletionDialog({
  email,
  dialogRef,
  onClose,
}: {
  email: string
  dialogRef: RefObject<HTMLDialogElement | null>
  onClose: () => void
}) {
  const remove = useServerFn(deleteAccount)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const sessionEnd = useSessionEnd()
  const [codeAsked, setCodeAsked] = useState(false)
  const form = useValidatedForm({
    name: FORM,
    fields: ['password', 'code'],
    schema: deletionSchema(codeAsked),
    read: (field) => ({ password: field.text('password'), code: codeAsked ? typedSecondFactorCode(field.text('code')) : '' }),
    submit: async (data) => {
      const outcome = await remove({ data })
      if (outcome.kind === 'invalid' && outcome.errors.code) setCodeAsked(true)
      return outcome
    },
    sessionEnd,
    onDone: async () => {
      // Home, where the notice confirms that the account is gone.
      clearProfileDraft()
      markSignedOut(queryClient, 'account-deleted')
      await navigate({ to: '/' })
    },
  })

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={DIALOG_TITLE_ID}
      aria-describedby="delete-dialog-text"
      onClose={onClose}
      // While the deletion is on its way, Escape does not pretend to cancel it.
      onCancel={(event) => form.pending && event.preventDefault()}
      className={modalDialogClass('34rem')}
    >
      <form
        noValidate
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        aria-labelledby={DIALOG_TITLE_ID}
        className="flex flex-col gap-5 p-6 sm:p-8"
      >
        <h2 id={DIALOG_TITLE_ID} className="font-extrabold text-2xl tracking-tight">
          Удалить аккаунт?
        </h2>
        <p id="delete-dialog-text" className="text-ink-muted leading-relaxed">
          Профиль, сеансы входа, брифы и обращения с вашей подтверждённой почты будут удалены сразу и навсегда. На почту придёт письмо о
          том, что аккаунт удалён.
        </p>
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Аккаунт не удалён" />}
        {/* Whose password this is, for password managers. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          {...form.field('password')}
          label="Пароль от аккаунта"
          hint="Не помните пароль? Выйдите из аккаунта и восстановите его по ссылке «Забыли пароль?» на странице входа."
          autoComplete="current-password"
        />
        {codeAsked && (
          <TextField
            {...form.field('code')}
            label="Код из приложения или резервный код"
            hint="Шесть цифр, которые сейчас показывает приложение-аутентификатор, или один из резервных кодов."
            {...oneTimeCodeInput}
          />
        )}
        <DialogActions
          pending={form.pending}
          onCancel={() => dialogRef.current?.close()}
          label="Удалить навсегда"
          pendingLabel="Удаляем…"
          className="mt-1"
        />
      </form>
    </dialog>
  )
}
