import type { ReactNode } from 'react'

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

interface ActionButtonProps {
  pending: boolean
  /** What the button says while its work is on its way («Выходим…»). */
  pendingLabel: string
  onClick: () => void
  /** Its look and size (button-primary or button-secondary, and more). */
  className: string
  /** An icon before the words, kept while pending. */
  icon?: ReactNode
  children: ReactNode
}

/**
 * A button that does its work in place, with no form to send. While the work is on its way it says
 * so, and it is aria-disabled rather than disabled: the button keeps focus.
 */
export function ActionButton({ pending, pendingLabel, onClick, className, icon, children }: ActionButtonProps) {
  return (
    <button type="button" onClick={onClick} aria-disabled={pending || undefined} className={`${className} aria-disabled:opacity-70`}>
      {icon}
      {pending ? pendingLabel : children}
    </button>
  )
}
