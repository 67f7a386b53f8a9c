import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useRef, useState } from 'react'
import { ConsentField, EmailField, ErrorSummary, fieldId, SubmitButton, TextField } from '#app/components/form/controls.tsx'
import { PhoneField } from '#app/components/form/PhoneField.tsx'
import { withPhoneRule } from '#app/components/form/phone-rule.ts'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { phoneValue } from '#app/components/form/phone-mask.ts'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { registerAccount } from '../auth.functions.ts'
import { textOf } from '../form-data.ts'
import { RegistrationSchema } from '../registration-validation.ts'
import { AUTH_TITLE_ID, AuthScreen } from './AuthScreen.tsx'
import { textLinkClass } from './text-link.ts'
import { NewPasswordFields } from './NewPasswordFields.tsx'
import { RegistrationSent } from './RegistrationSent.tsx'

const FORM = 'registration'
const FIELDS = ['name', 'email', 'phone', 'company', 'password', 'password_confirmation', 'consent'] as const

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
  const form = useFormSubmission()
  // What the code is confirmed with: the address and password just registered, kept in this page only.
  const registered = useRef<{ email: string; password: string } | null>(null)
  const id = (field: string) => fieldId(FORM, field)
  const error = (field: string) => errorOf(form.errors, field)

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const data = new FormData(event.currentTarget)
    const input = {
      name: textOf(data, 'name').trim(),
      email: textOf(data, 'email').trim(),
      phone: phoneValue(textOf(data, 'phone')),
      company: textOf(data, 'company').trim(),
      password: textOf(data, 'password'),
      password_confirmation: textOf(data, 'password_confirmation'),
      consent: data.get('consent') === '1',
    }
    // The phone rule is fetched with the first check (or when the phone field took focus).
    withPhoneRule(form, () => {
      const errors = fieldErrorsOf(RegistrationSchema, input)
      if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
      registered.current = { email: input.email, password: input.password }
      void form.send(() => submit({ data: input }))
    })
  }

  // Editing a field takes its message away; a new password also clears the mismatch.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement
    if (!name) return
    form.setFieldError(name, null)
    if (name === 'password') form.setFieldError('password_confirmation', null)
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
      <form noValidate onSubmit={onSubmit} onInput={onInput} aria-labelledby={AUTH_TITLE_ID} className="@container flex flex-col gap-6">
        {form.failure && (
          <ErrorSummary form={FORM} failure={form.failure} errors={form.errors} fields={FIELDS} summaryRef={form.summaryRef} />
        )}
        <TextField id={id('name')} name="name" label="Имя" autoComplete="name" required maxLength={100} error={error('name')} />
        <EmailField id={id('email')} name="email" hint="Пришлём на неё код подтверждения." required error={error('email')} />
        <div className="grid gap-6 @md:grid-cols-2">
          <PhoneField id={id('phone')} name="phone" label="Телефон" optional error={error('phone')} />
          <TextField
            id={id('company')}
            name="company"
            label="Компания"
            optional
            autoComplete="organization"
            maxLength={150}
            error={error('company')}
          />
        </div>
        <NewPasswordFields form={FORM} errors={form.errors} label="Пароль" confirmationLabel="Повторите пароль" />
        <ConsentField id={id('consent')} agreement error={error('consent')} />
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Создаём аккаунт…" wide>
          Зарегистрироваться
        </SubmitButton>
      </form>
    </AuthScreen>
  )
}
