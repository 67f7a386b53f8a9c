import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { EmailField, ErrorSummary, fieldId, PasswordField, SubmitButton } from '#app/components/form/controls.tsx'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { navigateSafely } from '#app/lib/navigation/safe-navigation.ts'
import { logIn, requestLoginLink } from '../auth.functions.ts'
import { emailOnlySubmit, textOf } from '../form-data.ts'
import { markSignedIn } from '../queries.ts'
import { LoginSchema } from '../validation.ts'
import { AUTH_TITLE_ID, AuthScreen } from './AuthScreen.tsx'
import { textLinkClass } from './text-link.ts'

const FORM = 'login'
const FIELDS = ['email', 'password'] as const

/** Sign-in: email and password, or a one-time link by mail. `redirectTo` is a safe path on this site. */
export function LoginScreen({ redirectTo }: { redirectTo: string }) {
  const formRef = useRef<HTMLFormElement>(null)
  const typedEmail = () => {
    const field = formRef.current?.elements.namedItem('email')
    return field instanceof HTMLInputElement ? field.value.trim() : ''
  }

  return (
    <AuthScreen
      title="Вход в личный кабинет"
      lead="Рады видеть вас снова."
      footer={
        <>
          Впервые у нас?{' '}
          <Link to="/registration/" className={textLinkClass}>
            Зарегистрироваться
          </Link>
        </>
      }
    >
      <PasswordLoginForm formRef={formRef} redirectTo={redirectTo} />
      <div className="my-8 flex items-center gap-4 text-ink-muted text-sm" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        или
        <span className="h-px flex-1 bg-line" />
      </div>
      <LoginLinkForm typedEmail={typedEmail} redirectTo={redirectTo} />
    </AuthScreen>
  )
}

function PasswordLoginForm({ formRef, redirectTo }: { formRef: RefObject<HTMLFormElement | null>; redirectTo: string }) {
  const submit = useServerFn(logIn)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useFormSubmission()
  const id = (field: string) => fieldId(FORM, field)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const data = new FormData(event.currentTarget)
    const input = { email: textOf(data, 'email').trim(), password: textOf(data, 'password') }
    const errors = fieldErrorsOf(LoginSchema, input)
    if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
    void form.send(async () => {
      const result = await submit({ data: input })
      if (result.ok) {
        markSignedIn(queryClient)
        // The sign-in page is done with: Back should not return to it.
        await navigateSafely(navigate, redirectTo, { fallback: '/profile/', replace: true })
      }
      return result
    })
  }

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement
    if (name) form.setFieldError(name, null)
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-6">
      {form.failure && (
        <ErrorSummary
          form={FORM}
          failure={form.failure}
          errors={form.errors}
          fields={FIELDS}
          summaryRef={form.summaryRef}
          failedTitle="Не удалось войти"
        />
      )}
      <EmailField id={id('email')} name="email" autoComplete="username" required error={errorOf(form.errors, 'email')} />
      <div className="flex flex-col gap-2">
        <PasswordField
          id={id('password')}
          name="password"
          label="Пароль"
          autoComplete="current-password"
          error={errorOf(form.errors, 'password')}
        />
        <Link to="/password/forgot/" className={`${textLinkClass} self-end text-sm`}>
          Забыли пароль?
        </Link>
      </div>
      <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Входим…" wide>
        Войти
      </SubmitButton>
    </form>
  )
}

const LINK_FORM = 'login-link'

/**
 * The second way in: a one-time link by mail. The answer is the same for any address. The link
 * leads to `redirectTo` once it has signed the person in.
 */
function LoginLinkForm({ typedEmail, redirectTo }: { typedEmail: () => string; redirectTo: string }) {
  const submit = useServerFn(requestLoginLink)
  const form = useFormSubmission()
  const [open, setOpen] = useState(false)
  // The address typed in the sign-in form when this one was opened: no need to type it twice.
  const carriedEmail = useRef('')
  const titleId = `${LINK_FORM}-title`
  const emailId = fieldId(LINK_FORM, 'email')

  useEffect(() => {
    if (!open) return
    const field = document.getElementById(emailId)
    if (!(field instanceof HTMLInputElement)) return
    if (field.value === '') field.value = carriedEmail.current
    field.focus()
  }, [open, emailId])

  if (!open) {
    const reveal = () => {
      carriedEmail.current = typedEmail()
      setOpen(true)
    }
    return (
      <button type="button" className="button-secondary w-full" onClick={reveal}>
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
        </svg>
        Войти по ссылке из письма
      </button>
    )
  }

  if (form.status === 'sent') {
    return (
      <section
        ref={form.successRef}
        tabIndex={-1}
        aria-labelledby="login-link-sent-title"
        className="flex scroll-mt-32 flex-col gap-2 rounded-2xl bg-brand-50 p-5 text-brand-950 ring-1 ring-brand-200"
      >
        <h2 id="login-link-sent-title" className="font-bold text-lg">
          Проверьте почту
        </h2>
        <p className="leading-relaxed">{form.sentMessage}</p>
        <p className="text-brand-900 text-sm leading-relaxed">
          Ссылка сработает один раз. Если письма нет несколько минут, загляните в «Спам».
        </p>
      </section>
    )
  }

  const onSubmit = emailOnlySubmit(form, ({ data }) => submit({ data: { ...data, redirect: redirectTo } }))

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="font-bold text-lg text-ink">
          Войти по ссылке из письма
        </h2>
        <p className="mt-1 text-ink-muted leading-relaxed">Пришлём на почту ссылку — войдёте без пароля.</p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        onInput={() => form.setFieldError('email', null)}
        aria-labelledby={titleId}
        className="flex flex-col gap-4"
      >
        {form.failure && (
          <ErrorSummary
            form={LINK_FORM}
            failure={form.failure}
            errors={form.errors}
            fields={['email']}
            summaryRef={form.summaryRef}
            failedTitle="Не удалось отправить ссылку"
          />
        )}
        <EmailField id={emailId} name="email" label="Почта для ссылки" required error={errorOf(form.errors, 'email')} />
        <SubmitButton pending={form.pending} disabled={!form.hydrated} wide>
          Прислать ссылку
        </SubmitButton>
      </form>
    </section>
  )
}
