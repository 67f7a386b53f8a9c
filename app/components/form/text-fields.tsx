import { type FocusEventHandler, type Ref, useEffect, useRef, useState } from 'react'
import { FieldError, FieldFrame, controlClass } from './field-frame.tsx'
import { controlAttributes, errorIdOf } from './field-ids.ts'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'

export interface TextFieldProps {
  id: string
  name: string
  label: string
  error?: string
  hint?: string
  optional?: boolean
  required?: boolean
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  placeholder?: string
  inputMode?: 'text' | 'email' | 'numeric' | 'tel'
  maxLength?: number
  /** The value the field starts with (an edit form's current data). */
  defaultValue?: string
  /** The input element (a mask attaches itself through it). */
  ref?: Ref<HTMLInputElement>
  onFocus?: FocusEventHandler<HTMLInputElement>
}

/** A code typed from an app or a mail: the browser may fill it in from an SMS or a password manager. */
export const oneTimeCodeInput = { autoComplete: 'one-time-code', maxLength: 32, required: true } as const

export function TextField({ id, name, label, error, hint, optional, required, type = 'text', ...rest }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error}>
      <input
        {...controlAttributes({ id, name, hint, error })}
        type={type}
        className={controlClass}
        aria-required={required || undefined}
        spellCheck={type === 'email' ? false : undefined}
        {...rest}
      />
    </FieldFrame>
  )
}

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'label' | 'maxLength'> & {
  label?: string
  autoComplete?: 'email' | 'username'
}

/** An email address: the e-mail keyboard, autofill, an example, and no more than an address can hold (254). */
export function EmailField({
  label = 'Электронная почта',
  autoComplete = 'email',
  placeholder = 'name@company.ru',
  ...rest
}: EmailFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      label={label}
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={254}
      {...rest}
    />
  )
}

interface PasswordFieldProps {
  id: string
  name: string
  label: string
  error?: string
  hint?: string
  /** 'current-password' to sign in, 'new-password' when choosing one (password managers tell them apart). */
  autoComplete: 'current-password' | 'new-password'
  maxLength?: number
}

/** A password with a button that shows what was typed (typing on a phone is error-prone). */
export function PasswordField({ id, name, label, error, hint, autoComplete, maxLength = 128 }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          {...controlAttributes({ id, name, hint, error })}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={maxLength}
          className={`${controlClass} pr-14`}
          aria-required="true"
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? 'Скрыть пароль' : 'Показать пароль'}
          className="absolute inset-y-1 right-1 inline-flex w-12 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface hover:text-brand-700"
        >
          <LineIcon className="size-5">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </LineIcon>
        </button>
      </div>
    </FieldFrame>
  )
}

interface TextAreaFieldProps {
  id: string
  name: string
  label: string
  error?: string
  hint?: string
  required?: boolean
  maxLength: number
  rows?: number
  placeholder?: string
}

/** A text area with a character counter that the field's description includes. */
export function TextAreaField({ id, name, label, error, hint, required, maxLength, rows = 6, placeholder }: TextAreaFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null)
  const [length, setLength] = useState(0)
  const counterId = `${id}-counter`
  // The browser may restore a draft after a reload: count what is there.
  useEffect(() => setLength(ref.current?.value.length ?? 0), [])
  const nearLimit = length > maxLength * 0.9

  const footer = (
    <div className="flex items-start justify-between gap-4">
      <FieldError id={errorIdOf(id)} message={error} />
      <p
        id={counterId}
        className={`ml-auto shrink-0 text-sm tabular-nums ${nearLimit ? 'font-semibold text-brand-800' : 'text-ink-muted'}`}
      >
        <span className="sr-only">Введено символов: </span>
        {length.toLocaleString('ru-RU')} / {maxLength.toLocaleString('ru-RU')}
      </p>
    </div>
  )

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} footer={footer}>
      <textarea
        ref={ref}
        {...controlAttributes({ id, name, hint, error }, counterId)}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        className={`${controlClass} min-h-36 resize-y leading-relaxed`}
        aria-required={required || undefined}
        onInput={(event) => setLength(event.currentTarget.value.length)}
      />
    </FieldFrame>
  )
}

/**
 * The anti-spam honeypot: a field people never see or reach, which bots fill like every other.
 * (The other rule, a minimum time on screen, is kept by useFormSubmission.)
 */
export function AntiSpamFields({ form }: { form: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={`${form}-website`}>Ваш сайт</label>
      <input id={`${form}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
