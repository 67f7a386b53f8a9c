import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary, SuccessPanel } from '#app/components/form/panels.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { resetPassword } from '../auth.functions.ts'
import type { ResetLinkCheck } from '../reset-link.functions.ts'
import { resetPasswordSchema } from '#shared/contract/account-forms.ts'
import { AccountEmailField } from './AccountEmailField.tsx'
import { AUTH_TITLE_ID, AuthScreen, LinkProblem } from './AuthScreen.tsx'
import { NewPasswordFields } from './NewPasswordFields.tsx'

const FORM = 'password-reset'
const TITLE = 'Смена пароля'

/** The API's rules (it also refuses common passwords). */
const ResetPasswordSchema = resetPasswordSchema()

/** The way on from a link that cannot be used. */
function RequestNewLink() {
  return (
    <Link to="/password/forgot/" className="button-primary">
      Запросить новую ссылку
    </Link>
  )
}

/**
 * A new password from the mailed link (`?token=…&email=…`), once the API has said the link can be
 * used (`check`, null for an incomplete link); the API then ends every session of the account.
 */
export function ResetPasswordScreen({
  token,
  email,
  check,
}: {
  token: string | undefined
  email: string | undefined
  check: ResetLinkCheck | null
}) {
  if (!token || !email || !check) {
    return (
      <AuthScreen title={TITLE}>
        <LinkProblem
          title="Ссылка неполная"
          message="В ссылке не хватает данных. Откройте её из письма целиком — или запросите новую, это займёт минуту."
        >
          <RequestNewLink />
        </LinkProblem>
      </AuthScreen>
    )
  }
  if (!check.usable && check.problem === 'too-many-attempts') {
    return (
      <AuthScreen title={TITLE}>
        <LinkProblem title="Слишком много попыток" message={check.message}>
          <Link to="/login/" className="button-primary">
            Вернуться ко входу
          </Link>
        </LinkProblem>
      </AuthScreen>
    )
  }
  if (!check.usable) {
    return (
      <AuthScreen title={TITLE}>
        <LinkProblem title="Ссылка больше не действует" message={check.message}>
          <RequestNewLink />
        </LinkProblem>
      </AuthScreen>
    )
  }
  return <ResetPasswordForm token={token} email={email} />
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const submit = useServerFn(resetPassword)
  const form = useValidatedForm({
    name: FORM,
    fields: ['password', 'password_confirmation'],
    schema: ResetPasswordSchema,
    read: (field) => ({ token, email, password: field.text('password'), password_confirmation: field.text('password_confirmation') }),
    submit: (data) => submit({ data }),
    // A new password also clears the mismatch.
    linked: { password: ['password_confirmation'] },
  })

  if (form.status === 'sent') {
    return (
      <AuthScreen title={TITLE}>
        <SuccessPanel
          title="Пароль изменён"
          message="Теперь войдите с новым паролем. Все прежние входы на других устройствах завершены."
          panelRef={form.successRef}
          next={{ to: '/login/', label: 'Войти' }}
        />
      </AuthScreen>
    )
  }

  // The link was used up or replaced after the screen checked it: a new one is the only way on.
  const linkProblem = form.error('token')
  if (linkProblem) {
    return (
      <AuthScreen title={TITLE}>
        <LinkProblem title="Ссылка больше не действует" message={linkProblem} problemRef={form.summaryRef}>
          <RequestNewLink />
        </LinkProblem>
      </AuthScreen>
    )
  }

  return (
    <AuthScreen title={TITLE} lead="Придумайте новый пароль — прежний перестанет действовать.">
      <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-6">
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Не удалось сменить пароль" />}
        {/* Whose password this is. */}
        <AccountEmailField id={form.id('email')} email={email} />
        <NewPasswordFields field={form.field} label="Новый пароль" confirmationLabel="Повторите пароль" />
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Сохраняем…" wide>
          Сохранить пароль
        </SubmitButton>
      </form>
    </AuthScreen>
  )
}
