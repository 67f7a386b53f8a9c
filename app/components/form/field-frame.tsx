import type { ReactNode } from 'react'
import { errorIdOf, hintIdOf } from './field-ids.ts'
import { SolidIcon } from '#app/components/ui/SolidIcon.tsx'

export const controlClass =
  'block w-full scroll-mt-32 rounded-2xl border border-line bg-white px-4 py-3 text-base text-ink shadow-[0_1px_2px_rgb(12_31_27/0.04)] transition-colors placeholder:text-ink-muted/80 hover:border-brand-300 focus:border-brand-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40'

export const labelClass = 'font-semibold text-ink'

export function Optional() {
  return <span className="ml-1.5 font-normal text-ink-muted text-sm">(необязательно)</span>
}

/** A field's hint under its label or legend; the control's description names it. */
export function FieldHint({ id, hint, className }: { id: string; hint: string | undefined; className: string }) {
  if (!hint) return null
  return (
    <p id={hintIdOf(id)} className={`${className} text-ink-muted text-sm`}>
      {hint}
    </p>
  )
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="flex items-start gap-1.5 font-medium text-red-700 text-sm">
      <SolidIcon name="alert" className="mt-0.5 size-4 shrink-0" />
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
      <FieldHint id={id} hint={hint} className="-mt-1" />
      {children}
      {footer ?? <FieldError id={errorIdOf(id)} message={error} />}
    </div>
  )
}
