import { useServerFn } from '@tanstack/react-start'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import { PasswordField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { NewPasswordFields } from '#app/features/auth/components/NewPasswordFields.tsx'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { PasswordChangeSchema } from '#shared/contract/profile-forms.ts'
import { changePassword } from '../profile.functions.ts'
import { sectionCardClass } from './AccountNav.tsx'

const FORM = 'password'
const TITLE_ID = 'profile-password-title'

/** A new password in place of the current one; the API signs the account out everywhere else. */
export function PasswordForm({ email }: { email: string }) {
  const submit = useServerFn(changePassword)
  const sessionEnd = useSessionEnd()
  const form = useValidatedForm({
    name: FORM,
    fields: ['current_password', 'password', 'password_confirmation'],
    schema: PasswordChangeSchema,
    read: (field) => ({
      current_password: field.text('current_password'),
      password: field.text('password'),
      password_confirmation: field.text('password_confirmation'),
    }),
    submit: (data) => submit({ data }),
    sessionEnd,
    // Passwords do not stay on screen once they have done their job.
    onDone: (_, { element }) => element.reset(),
  })

  return (
    <section id="profile-password" aria-labelledby={TITLE_ID} className={sectionCardClass}>
      <h2 id={TITLE_ID} className="font-extrabold text-2xl text-ink tracking-tight">
        Пароль
      </h2>
      <p className="mt-2 mb-7 text-ink-muted leading-relaxed">
        После смены пароля мы выйдем из аккаунта на всех других устройствах, а на почту придёт уведомление.
      </p>
      <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} aria-labelledby={TITLE_ID} className="flex flex-col gap-6">
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Пароль не изменён" />}
        {form.status === 'sent' && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}
        {/* Whose password this is, for password managers (they save the new one under this address). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="flex max-w-md flex-col gap-6">
          <PasswordField {...form.field('current_password')} label="Текущий пароль" autoComplete="current-password" />
          <NewPasswordFields field={form.field} label="Новый пароль" confirmationLabel="Новый пароль ещё раз" />
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
