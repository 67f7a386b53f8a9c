import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { ChoiceOption, FieldErrors } from './types.ts'

/** The id of a field's control (also the target of the summary's links). */
export const fieldId = (form: string, field: string) => `${form}-${field}`
const errorIdOf = (id: string) => `${id}-error`
const hintIdOf = (id: string) => `${id}-hint`

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

export const controlClass =
  'block w-full scroll-mt-32 rounded-2xl border border-line bg-white px-4 py-3 text-base text-ink shadow-[0_1px_2px_rgb(12_31_27/0.04)] transition-colors placeholder:text-ink-muted/80 hover:border-brand-300 focus:border-brand-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40'

const labelClass = 'font-semibold text-ink'

function Optional() {
  return <span className="ml-1.5 font-normal text-ink-muted text-sm">(необязательно)</span>
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="flex items-start gap-1.5 font-medium text-red-700 text-sm">
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      {message}
    </p>
  )
}

/**
 * A field's frame: its label (with the «необязательно» mark), hint, the control itself, and the
 * error below it, or a footer of the field's own that shows the error.
 */
export function FieldFrame({
  id,
  label,
  hint,
  optional,
  error,
  footer,
  children,
}: {
  id: string
  label: string
  hint?: string
  optional?: boolean
  error?: string
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <Optional />}
      </label>
      {hint && (
        <p id={hintIdOf(id)} className="-mt-1 text-ink-muted text-sm">
          {hint}
        </p>
      )}
      {children}
      {footer ?? <FieldError id={errorIdOf(id)} message={error} />}
    </div>
  )
}

/** The control's link to its hint, any extra descriptions and its error. */
export const controlAria = (id: string, { hint, error }: { hint?: string; error?: string }, ...extra: string[]) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(hint && hintIdOf(id), ...extra, error && errorIdOf(id)),
})

export interface TextFieldProps {
  id: string
  name: string
  label: string
  error?: string
  hint?: string
  optional?: boolean
  required?: boolean
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  placeholder?: string
  inputMode?: 'text' | 'email' | 'numeric'
  maxLength?: number
  /** The value the field starts with (an edit form's current data). */
  defaultValue?: string
}

export function TextField({ id, name, label, error, hint, optional, required, type = 'text', ...rest }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        className={controlClass}
        aria-required={required || undefined}
        {...controlAria(id, { hint, error })}
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
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={maxLength}
          className={`${controlClass} pr-14`}
          aria-required="true"
          {...controlAria(id, { hint, error })}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? 'Скрыть пароль' : 'Показать пароль'}
          className="absolute inset-y-1 right-1 inline-flex w-12 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface hover:text-brand-700"
        >
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
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
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
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        className={`${controlClass} min-h-36 resize-y leading-relaxed`}
        aria-required={required || undefined}
        {...controlAria(id, { hint, error }, counterId)}
        onInput={(event) => setLength(event.currentTarget.value.length)}
      />
    </FieldFrame>
  )
}

interface ChoiceGroupProps {
  id: string
  name: string
  legend: string
  type: 'checkbox' | 'radio'
  options: ChoiceOption[]
  error?: string
  hint?: string
  optional?: boolean
  columns?: 2 | 3
}

/** Checkboxes or radio buttons as selectable cards, in a fieldset with its legend. */
export function ChoiceGroup({ id, name, legend, type, options, error, hint, optional, columns = 2 }: ChoiceGroupProps) {
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy(hint && hintIdOf(id), error && errorIdOf(id))}>
      <legend className={`${labelClass} mb-2`}>
        {legend}
        {optional && <Optional />}
      </legend>
      {hint && (
        <p id={hintIdOf(id)} className="-mt-2 text-ink-muted text-sm">
          {hint}
        </p>
      )}
      <div className={`grid gap-2.5 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className="group flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 transition-colors hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-400 has-focus-visible:outline-offset-2"
          >
            <input
              id={index === 0 ? id : undefined}
              type={type}
              name={name}
              value={option.value}
              className="size-5 shrink-0 scroll-mt-32 accent-brand-600 focus-visible:outline-none"
              aria-invalid={type === 'checkbox' && error ? true : undefined}
            />
            <span className="font-medium text-ink leading-snug">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorIdOf(id)} message={error} />
    </fieldset>
  )
}

const consentLinkClass = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600'

/** Consent to the personal data policy; the policy opens in a new tab so the form keeps its text. */
export function ConsentField({
  id,
  error,
  agreement = false,
}: {
  id: string
  error?: string /** Also accept the user agreement (for an account). */
  agreement?: boolean
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="consent"
          value="1"
          className="mt-0.5 size-5 shrink-0 scroll-mt-32 accent-brand-600"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
        />
        <label htmlFor={id} className="text-ink-muted text-sm leading-relaxed">
          {agreement && (
            <>
              Я принимаю условия{' '}
              <a href="/agreement/" target="_blank" rel="noopener" className={consentLinkClass}>
                пользовательского соглашения
                <span className="sr-only"> (откроется в новой вкладке)</span>
              </a>{' '}
              и согласен{' '}
            </>
          )}
          {!agreement && 'Я согласен '}
          на обработку персональных данных на условиях{' '}
          <a href="/privacy/" target="_blank" rel="noopener" className={consentLinkClass}>
            политики конфиденциальности
            <span className="sr-only"> (откроется в новой вкладке)</span>
          </a>
        </label>
      </div>
      <FieldError id={errorIdOf(id)} message={error} />
    </div>
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

interface SubmitButtonProps {
  pending: boolean
  disabled?: boolean
  /** What the button says while the form is on its way (the action in progress: «Входим…»). */
  pendingLabel?: string
  /** Full width on every screen (narrow cards) rather than only on phones. */
  wide?: boolean
  children: ReactNode
}

export function SubmitButton({ pending, disabled, pendingLabel = 'Отправляем…', wide = false, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button-primary w-full px-8 text-lg disabled:cursor-not-allowed disabled:opacity-70 ${wide ? '' : 'sm:w-auto'}`}
      disabled={pending || disabled}
    >
      {pending ? (
        <>
          <svg viewBox="0 0 24 24" className="size-5 animate-spin" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {pendingLabel}
        </>
      ) : (
        <>
          {children}
          <span aria-hidden="true">→</span>
        </>
      )}
    </button>
  )
}

interface ErrorSummaryProps {
  form: string
  failure: string
  errors: FieldErrors
  /** The fields of this form, in the order they appear: their messages link to them. */
  fields: readonly string[]
  summaryRef: Ref<HTMLElement>
  /** The title when the form was refused as a whole (a wrong password rather than a field to fix). */
  failedTitle?: string
}

/** What went wrong, at the top of the form: it takes focus after a failed attempt. */
export function ErrorSummary({ form, failure, errors, fields, summaryRef, failedTitle = 'Не удалось отправить форму' }: ErrorSummaryProps) {
  const titleId = `${form}-summary-title`
  const linked = fields.flatMap((field) => (errors[field]?.[0] ? [{ field, message: errors[field][0] }] : []))
  const other = Object.entries(errors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages)
    .filter((message) => message !== failure)
  const hasFieldErrors = linked.length > 0 || other.length > 0
  const title = hasFieldErrors ? 'Проверьте, пожалуйста, форму' : failedTitle
  // The general message adds nothing next to the fields' own, nor does a message one of them repeats.
  const text = (failure === VALIDATION_MESSAGE && hasFieldErrors) || linked.some(({ message }) => message === failure) ? null : failure

  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const target = document.getElementById(fieldId(form, field))
    if (!target) return
    event.preventDefault()
    target.focus()
  }

  return (
    <section
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="scroll-mt-32 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:p-6"
    >
      <h2 id={titleId} className="font-bold text-lg">
        {title}
      </h2>
      {text && <p className="mt-1.5 leading-relaxed">{text}</p>}
      {(linked.length > 0 || other.length > 0) && (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-red-400">
          {linked.map(({ field, message }) => (
            <li key={field}>
              <a
                href={`#${fieldId(form, field)}`}
                onClick={(event) => focusField(event, field)}
                className="font-medium underline decoration-red-300 underline-offset-4 hover:decoration-red-700"
              >
                {message}
              </a>
            </li>
          ))}
          {other.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** What replaces a form once it is sent; it takes focus so the result is announced. */
export function SuccessPanel({
  title,
  message,
  panelRef,
  action,
  children,
}: {
  title: string
  message: string
  panelRef: Ref<HTMLElement>
  /** The next step, in place of the way home (e.g. «Войти» after a new password). */
  action?: ReactNode
  children?: ReactNode
}) {
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="form-success-title"
      className="flex scroll-mt-32 flex-col items-start gap-5 rounded-2xl py-4 sm:py-8"
    >
      <span
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200"
        aria-hidden="true"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 id="form-success-title" className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="max-w-xl text-ink-muted text-lg leading-relaxed">{message}</p>
      {children}
      {action ?? (
        <Link to="/" className="button-primary mt-2">
          На главную
        </Link>
      )}
    </section>
  )
}
