import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { EmailField, PasswordField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { logIn, requestLoginLink } from '../auth.functions.ts'
import { useEnterAccount } from '../use-enter-account.ts'
import { EmailOnlySchema, LoginSchema } from '#shared/contract/account-forms.ts'
import { AUTH_TITLE_ID, AuthScreen } from './AuthScreen.tsx'
import { SecondFactorForm } from './SecondFactorForm.tsx'
import { textLinkClass } from './text-link.ts'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'

type Credentials = { email: string; password: string }

/**
 * The password was right and the account also needs its second factor: the email and password go
 * again with the code. They are kept in this screen's state only, never handed back by the server.
 */
interface CodeStep {
  credentials: Credentials
  /** The API's words asking for the code. */
  prompt: string
}

/** Sign-in: email and password, or a one-time link by mail. `redirectTo` is a safe path on this site. */
export function LoginScreen({ redirectTo }: { redirectTo: string }) {
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null)
  // The address of a code step left with «Назад»: the password form comes back with it.
  const [returnedEmail, setReturnedEmail] = useState<string | null>(null)
  const enterAccount = useEnterAccount(redirectTo)
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
      {codeStep ? (
        <PasswordCodeStep
          step={codeStep}
          onDone={enterAccount}
          onBack={() => {
            setReturnedEmail(codeStep.credentials.email)
            setCodeStep(null)
          }}
        />
      ) : (
        <>
          <PasswordLoginForm formRef={formRef} returnedEmail={returnedEmail} onDone={enterAccount} onCodeNeeded={setCodeStep} />
          <div className="my-8 flex items-center gap-4 text-ink-muted text-sm" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            или
            <span className="h-px flex-1 bg-line" />
          </div>
          <LoginLinkForm typedEmail={typedEmail} redirectTo={redirectTo} />
        </>
      )}
    </AuthScreen>
  )
}

function PasswordLoginForm({
  formRef,
  returnedEmail,
  onDone,
  onCodeNeeded,
}: {
  formRef: RefObject<HTMLFormElement | null>
  /** Back from the code step: the address stays, the password is typed again. */
  returnedEmail: string | null
  onDone: () => Promise<void>
  onCodeNeeded: (step: CodeStep) => void
}) {
  const submit = useServerFn(logIn)
  const form = useValidatedForm({
    name: 'login',
    fields: ['email', 'password'],
    schema: LoginSchema,
    read: (field): Credentials => ({ email: field.trimmed('email'), password: field.text('password') }),
    submit: async (credentials) => {
      const outcome = await submit({ data: credentials })
      if (outcome.kind === 'second-factor') onCodeNeeded({ credentials, prompt: outcome.message })
      return outcome
    },
    onDone,
  })
  const passwordId = form.id('password')

  useEffect(() => {
    if (returnedEmail !== null) document.getElementById(passwordId)?.focus()
  }, [returnedEmail, passwordId])

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      aria-labelledby={AUTH_TITLE_ID}
      className="flex flex-col gap-6"
    >
      {form.failure && <ErrorSummary {...form.summary} failedTitle="Не удалось войти" />}
      <EmailField {...form.field('email')} autoComplete="username" defaultValue={returnedEmail ?? undefined} required />
      <div className="flex flex-col gap-2">
        <PasswordField {...form.field('password')} label="Пароль" autoComplete="current-password" />
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

/** The code step of a password sign-in: the same email and password again, now with the code. */
function PasswordCodeStep({ step, onDone, onBack }: { step: CodeStep; onDone: () => Promise<void>; onBack: () => void }) {
  const submit = useServerFn(logIn)
  return (
    <SecondFactorForm
      prompt={step.prompt}
      send={(otp) => submit({ data: { ...step.credentials, otp } })}
      onDone={onDone}
      back={
        <button type="button" onClick={onBack} className="button-secondary w-full">
          <span aria-hidden="true">←</span>
          Назад
        </button>
      }
    />
  )
}

const LINK_FORM = 'login-link'

/**
 * The second way in: a one-time link by mail. The answer is the same for any address. The link
 * leads to `redirectTo` once it has signed the person in.
 */
function LoginLinkForm({ typedEmail, redirectTo }: { typedEmail: () => string; redirectTo: string }) {
  const submit = useServerFn(requestLoginLink)
  const form = useValidatedForm({
    name: LINK_FORM,
    fields: ['email'],
    schema: EmailOnlySchema,
    read: (field) => ({ email: field.trimmed('email') }),
    submit: ({ email }) => submit({ data: { email, redirect: redirectTo } }),
  })
  const [open, setOpen] = useState(false)
  // The address typed in the sign-in form when this one was opened: no need to type it twice.
  const carriedEmail = useRef('')
  const titleId = `${LINK_FORM}-title`
  const emailField = form.field('email')

  useEffect(() => {
    if (!open) return
    const field = document.getElementById(emailField.id)
    if (!(field instanceof HTMLInputElement)) return
    if (field.value === '') field.value = carriedEmail.current
    field.focus()
  }, [open, emailField.id])

  if (!open) {
    const reveal = () => {
      carriedEmail.current = typedEmail()
      setOpen(true)
    }
    return (
      <button type="button" className="button-secondary w-full" onClick={reveal}>
        <LineIcon className="size-5">
          <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
        </LineIcon>
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

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="font-bold text-lg text-ink">
          Войти по ссылке из письма
        </h2>
        <p className="mt-1 text-ink-muted leading-relaxed">Пришлём на почту ссылку — войдёте без пароля.</p>
      </div>
      <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} aria-labelledby={titleId} className="flex flex-col gap-4">
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Не удалось отправить ссылку" />}
        <EmailField {...emailField} label="Почта для ссылки" required />
        <SubmitButton pending={form.pending} disabled={!form.hydrated} wide>
          Прислать ссылку
        </SubmitButton>
      </form>
    </section>
  )
}
