import type { MouseEventHandler } from 'react'

/** A button for what cannot be taken back; its colours come with the place it is used in. */
const dangerButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-70'

/** The button that opens a question about something that cannot be taken back. */
export const dangerOpenerClass = `${dangerButtonClass} border border-red-300 bg-white text-red-700 hover:border-red-500 hover:bg-red-50`

/** The button that does it. */
export const dangerActionClass = `${dangerButtonClass} bg-red-700 text-white hover:bg-red-800 active:bg-red-900`

// Written out whole: Tailwind finds its classes in the source as they stand.
const DIALOG_WIDTHS = {
  '32rem': 'w-[min(100%-2rem,32rem)]',
  '34rem': 'w-[min(100%-2rem,34rem)]',
  '56rem': 'w-[min(100%-2rem,56rem)]',
} as const

/** A native modal <dialog> as the site draws one, `width` wide at most and the screen's width less a margin on a phone. */
export const modalDialogClass = (width: keyof typeof DIALOG_WIDTHS) =>
  `m-auto ${DIALOG_WIDTHS[width]} rounded-3xl border border-line bg-white p-0 text-ink shadow-[0_32px_80px_-24px_rgb(12_31_27/0.5)] backdrop:bg-ink/60 backdrop:backdrop-blur-sm`

/**
 * The answers of a question in a dialog: «Отмена», then the action (under it on a phone). While the
 * action is on its way, «Отмена» is off and the action says so, keeping focus (aria-disabled).
 */
export function DialogActions({
  pending,
  onCancel,
  label,
  pendingLabel,
  onConfirm,
  className = '',
}: {
  pending: boolean
  onCancel: () => void
  label: string
  pendingLabel: string
  /** None: the action submits the dialog's form. */
  onConfirm?: MouseEventHandler<HTMLButtonElement>
  className?: string
}) {
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      <button type="button" onClick={onCancel} disabled={pending} className="button-secondary disabled:opacity-70">
        Отмена
      </button>
      <button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} aria-disabled={pending || undefined} className={dangerActionClass}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  )
}
