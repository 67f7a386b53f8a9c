import { Link } from '@tanstack/react-router'
import type { MouseEvent, ReactNode, Ref } from 'react'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { fieldId } from './field-ids.ts'
import type { FieldErrors } from './types.ts'
import { IconBadge } from '#app/components/ui/IconBadge.tsx'
import { SolidIcon } from '#app/components/ui/SolidIcon.tsx'

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
      <IconBadge tone="brand" strokeWidth={2.5}>
        <path d="m5 12.5 4.5 4.5L19 7.5" />
      </IconBadge>
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

/** The result of a form that stays on screen after it is sent; it takes focus so it is announced. */
export function SavedNotice({ noticeRef, message, children }: { noticeRef: Ref<HTMLElement>; message: string; children?: ReactNode }) {
  return (
    <section
      ref={noticeRef}
      tabIndex={-1}
      className="flex scroll-mt-32 items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900 sm:p-5"
    >
      <SolidIcon name="done" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex flex-col gap-1.5 leading-relaxed">
        <p className="font-semibold">{message}</p>
        {children}
      </div>
    </section>
  )
}
