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
