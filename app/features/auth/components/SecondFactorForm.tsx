import { type ReactNode, useEffect, useRef, useState } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { oneTimeCodeInput, TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { SecondFactorStepSchema } from '#shared/contract/account-forms.ts'
import { typedSecondFactorCode } from '#shared/contract/codes.ts'
import { textLinkClass } from './text-link.ts'

const FORM = 'second-factor'
const TITLE_ID = 'second-factor-title'

/** The field in each of its two modes: the app's code (the digit keyboard) or a recovery code (letters too). */
const MODES = {
  app: {
    label: 'Код из приложения',
    hint: 'Шесть цифр, которые сейчас показывает приложение-аутентификатор. Нет телефона под рукой — введите резервный код.',
    inputMode: 'numeric',
    placeholder: '123456',
    switchTo: 'Ввести резервный код',
  },
  recovery: {
    label: 'Резервный код',
    hint: 'Один из резервных кодов, сохранённых при подключении приложения, например abcde-fghij. Каждый срабатывает один раз.',
    inputMode: 'text',
    placeholder: 'abcde-fghij',
    switchTo: 'Ввести код из приложения',
  },
} as const

interface SecondFactorFormProps {
  /** The API's words when it asked for the code. */
  prompt: string
  /** Sends the sign-in again, this time with the code. */
  send: (code: string) => Promise<FormOutcome>
  /** After the sign-in has gone through. */
  onDone: () => Promise<unknown> | unknown
  /** The way back: to the password, or to another way in. */
  back: ReactNode
}

/**
 * The second step of a sign-in for an account with a second factor: the code from the authenticator
 * app, or one of the recovery codes. A refused code shows its message under the field; too many
 * refused codes, the API's words with the time to wait.
 */
export function SecondFactorForm({ prompt, send, onDone, back }: SecondFactorFormProps) {
  const [mode, setMode] = useState<keyof typeof MODES>('app')
  const input = useRef<HTMLInputElement>(null)
  const form = useValidatedForm({
    name: FORM,
    fields: ['otp'],
    schema: SecondFactorStepSchema,
    read: (field) => ({ otp: typedSecondFactorCode(field.text('otp')) }),
    submit: ({ otp }) => send(otp),
    onDone,
  })
  const { label, hint, inputMode, placeholder, switchTo } = MODES[mode]

  // The step takes the place of what was sent: the person goes on typing where it asks.
  useEffect(() => input.current?.focus(), [])

  const switchMode = () => {
    setMode((current) => (current === 'app' ? 'recovery' : 'app'))
    input.current?.focus()
  }

  return (
    <section aria-labelledby={TITLE_ID} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id={TITLE_ID} className="font-bold text-ink text-xl">
          Подтвердите вход
        </h2>
        <p className="text-ink-muted leading-relaxed">{prompt}</p>
      </div>
      <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} aria-labelledby={TITLE_ID} className="flex flex-col gap-6">
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Не удалось войти" />}
        <div className="flex flex-col gap-2">
          <TextField
            {...form.field('otp')}
            ref={input}
            label={label}
            hint={hint}
            inputMode={inputMode}
            placeholder={placeholder}
            {...oneTimeCodeInput}
          />
          <button type="button" onClick={switchMode} aria-controls={form.id('otp')} className={`${textLinkClass} self-start text-sm`}>
            {switchTo}
          </button>
        </div>
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Входим…" wide>
          Войти
        </SubmitButton>
      </form>
      {back}
    </section>
  )
}
