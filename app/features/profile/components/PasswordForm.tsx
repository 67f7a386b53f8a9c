import { useServerFn } from '@tanstack/react-start'
import type { FormEvent } from 'react'
import { ErrorSummary, fieldId, PasswordField, SubmitButton } from '#app/components/form/controls.tsx'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { NewPasswordFields } from '#app/features/auth/components/NewPasswordFields.tsx'
import { textOf } from '#app/features/auth/form-data.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { changePassword } from '../profile.functions.ts'
import { PasswordChangeSchema } from '../validation.ts'
import { sectionCardClass } from './AccountNav.tsx'
import { SavedNotice } from './SavedNotice.tsx'

const FORM = 'password'
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const
const TITLE_ID = 'profile-password-title'

/** A new password in place of the current one; the API signs the account out everywhere else. */
export function PasswordForm({ email }: { email: string }) {
  const submit = useServerFn(changePassword)
  const form = useFormSubmission()
  const sessionEnded = useSessionEnd()
  const id = (field: string) => fieldId(FORM, field)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const element = event.currentTarget
    const data = new FormData(element)
    const input = {
      current_password: textOf(data, 'current_password'),
      password: textOf(data, 'password'),
      password_confirmation: textOf(data, 'password_confirmation'),
    }
    const errors = fieldErrorsOf(PasswordChangeSchema, input)
    if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
    void form.send(async () => {
      const result = await submit({ data: input })
      if (await sessionEnded(result)) return result
      // Passwords do not stay on screen once they have done their job.
      if (result.ok) element.reset()
      return result
    })
  }

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement
    if (name) form.setFieldError(name, null)
  }

  return (
    <section id="profile-password" aria-labelledby={TITLE_ID} className={sectionCardClass}>
      <h2 id={TITLE_ID} className="font-extrabold text-2xl text-ink tracking-tight">
        Пароль
      </h2>
      <p className="mt-2 mb-7 text-ink-muted leading-relaxed">
        После смены пароля мы выйдем из аккаунта на всех других устройствах, а на почту придёт уведомление.
      </p>
      <form noValidate onSubmit={onSubmit} onInput={onInput} aria-labelledby={TITLE_ID} className="flex flex-col gap-6">
        {form.failure && (
          <ErrorSummary
            form={FORM}
            failure={form.failure}
            errors={form.errors}
            fields={FIELDS}
            summaryRef={form.summaryRef}
            failedTitle="Пароль не изменён"
          />
        )}
        {form.status === 'sent' && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}
        {/* Whose password this is, for password managers (they save the new one under this address). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="flex max-w-md flex-col gap-6">
          <PasswordField
            id={id('current_password')}
            name="current_password"
            label="Текущий пароль"
            autoComplete="current-password"
            error={errorOf(form.errors, 'current_password')}
          />
          <NewPasswordFields form={FORM} errors={form.errors} label="Новый пароль" confirmationLabel="Новый пароль ещё раз" />
        </div>
        <div>
          <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Меняем пароль…">
            Сменить пароль
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
