import { type ReactNode, useId, useRef, useState } from 'react'
import { failureView, type FormOutcome, settle } from '#app/components/form/outcome.ts'
import { DialogActions, dangerOpenerClass, modalDialogClass } from '#app/components/ui/dialog.tsx'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'

interface ConfirmActionProps {
  /** The button that opens the question («Закрыть доступ…»). */
  opener: string
  /** Its accessible name when the words alone would not say to what (a row of a list). */
  openerLabel?: string
  title: string
  children: ReactNode
  confirmLabel: string
  pendingLabel: string
  /** The action; its refusal (the API's words, e.g. the last admin's 409) stays in the dialog. */
  run: () => Promise<FormOutcome>
  /** After the action succeeded, with its message; the dialog is closed by then. */
  onDone: (message: string) => Promise<unknown> | unknown
}

/**
 * An action that cannot be taken back (revoking access, deleting a redirect, ending the other sessions), behind a question in
 * a native modal dialog: it keeps focus inside, closes on Escape, and focus returns to its button.
 */
export function ConfirmAction({ opener, openerLabel, title, children, confirmLabel, pendingLabel, run, onDone }: ConfirmActionProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const sessionEnd = useSessionEnd()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const titleId = useId()
  const textId = useId()

  const confirm = async () => {
    if (pending) return
    setPending(true)
    setFailure(null)
    const outcome = await settle(run)
    if (await sessionEnd(outcome)) return
    setPending(false)
    if (outcome.kind !== 'done') {
      setFailure(failureView(outcome).message)
      return
    }
    dialogRef.current?.close()
    await onDone(outcome.message)
  }

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={openerLabel}
        onClick={() => {
          setFailure(null)
          dialogRef.current?.showModal()
        }}
        className={dangerOpenerClass}
      >
        {opener}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => openerRef.current?.focus()}
        // While the action is on its way, Escape does not pretend to cancel it.
        onCancel={(event) => pending && event.preventDefault()}
        className={modalDialogClass('32rem')}
      >
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <h2 id={titleId} className="font-extrabold text-2xl tracking-tight">
            {title}
          </h2>
          <div id={textId} className="text-ink-muted leading-relaxed">
            {children}
          </div>
          {failure && (
            <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
              {failure}
            </p>
          )}
          <DialogActions
            pending={pending}
            onCancel={() => dialogRef.current?.close()}
            label={confirmLabel}
            pendingLabel={pendingLabel}
            onConfirm={confirm}
          />
        </div>
      </dialog>
    </>
  )
}
