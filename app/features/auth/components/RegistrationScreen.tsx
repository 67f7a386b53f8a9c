import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import type { FormEvent } from 'react'
import { ConsentField, EmailField, ErrorSummary, fieldId, PhoneField, SubmitButton, TextField } from '#app/components/form/controls.tsx'
import { fieldErrorsOf, VALIDATION_MESSAGE } from '#app/components/form/field-rules.ts'
import { phoneValue } from '#app/components/form/phone-mask.ts'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { registerAccount } from '../auth.functions.ts'
import { textOf } from '../form-data.ts'
import { markSignedIn } from '../queries.ts'
import { RegistrationSchema } from '../validation.ts'
import { AUTH_TITLE_ID, AuthScreen } from './AuthScreen.tsx'
import { textLinkClass } from './text-link.ts'
import { NewPasswordFields } from './NewPasswordFields.tsx'

const FORM = 'registration'
const FIELDS = ['name', 'email', 'phone', 'company', 'password', 'password_confirmation', 'consent'] as const

/** Registration: the account is created unverified, signed in, and the code goes to the mail. */
export function RegistrationScreen() {
  const submit = useServerFn(registerAccount)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useFormSubmission()
  const id = (field: string) => fieldId(FORM, field)
  const error = (field: string) => errorOf(form.errors, field)

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
    const errors = fieldErrorsOf(RegistrationSchema, input)
    if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
    void form.send(async () => {
      const result = await submit({ data: input })
      if (result.ok) {
        markSignedIn(queryClient)
        // The code is in the mail already: the next step is to type it in.
        await navigate({ href: '/verification/', replace: true })
      }
      return result
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
        {form.failure && <ErrorSummary form={FORM} failure={form.failure} errors={form.errors} fields={FIELDS} summaryRef={form.summaryRef} />}
        <TextField id={id('name')} name="name" label="Имя" autoComplete="name" required maxLength={100} error={error('name')} />
        <EmailField id={id('email')} name="email" hint="Пришлём на неё код подтверждения." required error={error('email')} />
        <div className="grid gap-6 @md:grid-cols-2">
          <PhoneField id={id('phone')} name="phone" label="Телефон" optional error={error('phone')} />
          <TextField id={id('company')} name="company" label="Компания" optional autoComplete="organization" maxLength={150} error={error('company')} />
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
