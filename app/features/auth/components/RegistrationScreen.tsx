import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ConsentField } from '#app/components/form/choice-fields.tsx'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { PhoneField } from '#app/components/form/PhoneField.tsx'
import { EmailField, TextField } from '#app/components/form/text-fields.tsx'
import { Phone } from '#app/components/form/phone-rule.ts'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { registrationSchema } from '#shared/contract/account-forms.ts'
import { readAccountDetails } from '../account-details.ts'
import { registerAccount } from '../auth.functions.ts'
import { AUTH_TITLE_ID, AuthScreen } from './AuthScreen.tsx'
import { textLinkClass } from './text-link.ts'
import { NewPasswordFields } from './NewPasswordFields.tsx'
import { RegistrationSent } from './RegistrationSent.tsx'

const FORM = 'registration'

/** The API's rules (it also refuses common passwords and takes an address only once). */
const RegistrationSchema = registrationSchema(Phone)

/** Registration; «Заполнить форму заново» after it starts it over with an empty form. */
export function RegistrationScreen() {
  const [attempt, setAttempt] = useState(0)
  return <Registration key={attempt} onRestart={() => setAttempt((n) => n + 1)} />
}

/**
 * The form, then «Проверьте почту» whatever the address was: the code from the mail finishes the
 * registration (RegistrationSent). Nothing on screen tells whether the address had an account.
 */
function Registration({ onRestart }: { onRestart: () => void }) {
  const submit = useServerFn(registerAccount)
  // What the code is confirmed with: the address and password just registered, kept in this page only.
  const registered = useRef<{ email: string; password: string } | null>(null)
  const form = useValidatedForm({
    name: FORM,
    fields: ['name', 'email', 'phone', 'company', 'password', 'password_confirmation', 'consent'],
    schema: RegistrationSchema,
    phone: true,
    read: (field) => ({
      ...readAccountDetails(field),
      password: field.text('password'),
      password_confirmation: field.text('password_confirmation'),
      consent: field.checked('consent'),
    }),
    submit: (data) => {
      registered.current = { email: data.email, password: data.password }
      return submit({ data })
    },
    // A new password also clears the mismatch.
    linked: { password: ['password_confirmation'] },
  })
  const { id, error, field } = form

  if (form.status === 'sent' && registered.current) {
    return (
      <AuthScreen wide title="Регистрация">
        <RegistrationSent
          email={registered.current.email}
          password={registered.current.password}
          panelRef={form.successRef}
          onRestart={onRestart}
        />
      </AuthScreen>
    )
  }

  return (
    <AuthScreen
      wide
      title="Регистрация"
      lead="Это займёт минуту. Потом останется подтвердить почту кодом из письма."
      footer={
        <>
          Уже есть аккаунт?{' '}
          <Link to="/login/" className={textLinkClass}>
            Войти
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        aria-labelledby={AUTH_TITLE_ID}
        className="@container flex flex-col gap-6"
      >
        {form.failure && <ErrorSummary {...form.summary} />}
        <TextField {...field('name')} label="Имя" autoComplete="name" required maxLength={100} />
        <EmailField {...field('email')} hint="Пришлём на неё код подтверждения." required />
        <div className="grid gap-6 @md:grid-cols-2">
          <PhoneField {...field('phone')} label="Телефон" optional />
          <TextField {...field('company')} label="Компания" optional autoComplete="organization" maxLength={150} />
        </div>
        <NewPasswordFields field={field} label="Пароль" confirmationLabel="Повторите пароль" />
        <ConsentField id={id('consent')} agreement error={error('consent')} />
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Создаём аккаунт…" wide>
          Зарегистрироваться
        </SubmitButton>
      </form>
    </AuthScreen>
  )
}
