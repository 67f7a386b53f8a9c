import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary, SuccessPanel } from '#app/components/form/panels.tsx'
import { EmailField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { requestPasswordReset } from '../auth.functions.ts'
import { EmailOnlySchema } from '#shared/contract/account-forms.ts'
import { AUTH_TITLE_ID, AuthScreen } from './AuthScreen.tsx'
import { textLinkClass } from './text-link.ts'

/** A password reset link by mail; the answer is the same whether or not the account exists. */
export function ForgotPasswordScreen() {
  const submit = useServerFn(requestPasswordReset)
  const form = useValidatedForm({
    name: 'password-forgot',
    fields: ['email'],
    schema: EmailOnlySchema,
    read: (field) => ({ email: field.trimmed('email') }),
    submit: (data) => submit({ data }),
  })

  const backToLogin = (
    <>
      Вспомнили пароль?{' '}
      <Link to="/login/" className={textLinkClass}>
        Войти
      </Link>
    </>
  )

  if (form.status === 'sent') {
    return (
      <AuthScreen title="Восстановление пароля">
        <SuccessPanel
          title="Проверьте почту"
          message={form.sentMessage}
          panelRef={form.successRef}
          next={{ to: '/login/', label: 'Вернуться ко входу' }}
        >
          <p className="text-ink-muted leading-relaxed">Ссылка сработает один раз. Если письма нет несколько минут, загляните в «Спам».</p>
        </SuccessPanel>
      </AuthScreen>
    )
  }

  return (
    <AuthScreen
      title="Восстановление пароля"
      lead="Укажите почту, с которой регистрировались, — пришлём ссылку для нового пароля."
      footer={backToLogin}
    >
      <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-6">
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Не удалось отправить ссылку" />}
        <EmailField {...form.field('email')} required />
        <SubmitButton pending={form.pending} disabled={!form.hydrated} wide>
          Прислать ссылку
        </SubmitButton>
      </form>
    </AuthScreen>
  )
}
