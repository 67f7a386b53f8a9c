import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { EmailField, ErrorSummary, fieldId, SubmitButton, SuccessPanel } from '#app/components/form/controls.tsx'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { requestPasswordReset } from '../auth.functions.ts'
import { emailOnlySubmit } from '../form-data.ts'
import { AUTH_TITLE_ID, AuthScreen } from './AuthScreen.tsx'
import { textLinkClass } from './text-link.ts'

const FORM = 'password-forgot'
const FIELDS = ['email'] as const

/** A password reset link by mail; the answer is the same whether or not the account exists. */
export function ForgotPasswordScreen() {
  const submit = useServerFn(requestPasswordReset)
  const form = useFormSubmission()

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
          action={
            <Link to="/login/" className="button-primary mt-2">
              Вернуться ко входу
            </Link>
          }
        >
          <p className="text-ink-muted leading-relaxed">Ссылка сработает один раз. Если письма нет несколько минут, загляните в «Спам».</p>
        </SuccessPanel>
      </AuthScreen>
    )
  }

  const onSubmit = emailOnlySubmit(form, submit)

  return (
    <AuthScreen
      title="Восстановление пароля"
      lead="Укажите почту, с которой регистрировались, — пришлём ссылку для нового пароля."
      footer={backToLogin}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        onInput={() => form.setFieldError('email', null)}
        aria-labelledby={AUTH_TITLE_ID}
        className="flex flex-col gap-6"
      >
        {form.failure && (
          <ErrorSummary
            form={FORM}
            failure={form.failure}
            errors={form.errors}
            fields={FIELDS}
            summaryRef={form.summaryRef}
            failedTitle="Не удалось отправить ссылку"
          />
        )}
        <EmailField id={fieldId(FORM, 'email')} name="email" required error={errorOf(form.errors, 'email')} />
        <SubmitButton pending={form.pending} disabled={!form.hydrated} wide>
          Прислать ссылку
        </SubmitButton>
      </form>
    </AuthScreen>
  )
}
