import { Link } from '@tanstack/react-router'
import type { ComponentProps, MouseEvent, ReactNode, Ref } from 'react'
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

type OutcomeIcon = 'done' | 'mail' | 'broken-link'

/** The icons that head an outcome: a form done, a mail on its way, a link that cannot be used. */
const OUTCOME_ICONS: Record<OutcomeIcon, { tone: ComponentProps<typeof IconBadge>['tone']; strokeWidth?: number; paths: ReactNode }> = {
  done: { tone: 'brand', strokeWidth: 2.5, paths: <path d="m5 12.5 4.5 4.5L19 7.5" /> },
  mail: { tone: 'brand', strokeWidth: 2.25, paths: <path d="M4 6h16v12H4zM4 7l8 6 8-6" /> },
  'broken-link': {
    tone: 'amber',
    paths: (
      <>
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
        <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        <path d="M4 4l3 3M20 20l-3-3" />
      </>
    ),
  },
}

/**
 * What takes the place of a form or of a step (it was sent, a mail is on its way, a link cannot be
 * used): a large icon over its heading, then what follows. It takes focus when it appears, so
 * screen readers announce it.
 */
export function OutcomePanel({
  titleId,
  title,
  icon,
  panelRef,
  alert = false,
  compact = false,
  className = '',
  children,
}: {
  titleId: string
  title: string
  icon: OutcomeIcon
  panelRef?: Ref<HTMLElement>
  /** A problem: read out at once (role="alert"). */
  alert?: boolean
  /** A smaller heading and less room, under a screen's own heading. */
  compact?: boolean
  className?: string
  children: ReactNode
}) {
  const { tone, strokeWidth, paths } = OUTCOME_ICONS[icon]
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      role={alert ? 'alert' : undefined}
      aria-labelledby={titleId}
      className={`flex scroll-mt-32 flex-col items-start ${compact ? 'gap-4' : 'gap-5'} ${className}`}
    >
      <IconBadge tone={tone} strokeWidth={strokeWidth}>
        {paths}
      </IconBadge>
      <h2 id={titleId} className={`font-extrabold text-ink tracking-tight ${compact ? 'text-2xl' : 'text-3xl sm:text-4xl'}`}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The next step a success panel offers (a link styled as the main button). */
interface NextStep {
  to: '/' | '/login/' | '/profile/'
  label: string
}

const HOME: NextStep = { to: '/', label: 'На главную' }

/** What replaces a form once it is sent; it takes focus so the result is announced. */
export function SuccessPanel({
  title,
  message,
  panelRef,
  next = HOME,
  children,
}: {
  title: string
  message: string
  panelRef: Ref<HTMLElement>
  /** The next step, in place of the way home (e.g. «Войти» after a new password). */
  next?: NextStep
  children?: ReactNode
}) {
  return (
    <OutcomePanel titleId="form-success-title" title={title} icon="done" panelRef={panelRef} className="rounded-2xl py-4 sm:py-8">
      <p className="max-w-xl text-ink-muted text-lg leading-relaxed">{message}</p>
      {children}
      <Link to={next.to} className="button-primary mt-2">
        {next.label}
      </Link>
    </OutcomePanel>
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
