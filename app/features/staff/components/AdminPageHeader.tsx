import type { ReactNode } from 'react'

/** The top of a staff screen: the one h1, a line under it, and actions at its side (or under it on a phone). */
export function AdminPageHeader({
  title,
  lead,
  before,
  actions,
}: {
  title: string
  lead?: ReactNode
  /** Above the title: the way back to the list. */
  before?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        {before}
        <h1 className="text-balance font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">{title}</h1>
        {lead && <div className="text-ink-muted leading-relaxed">{lead}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  )
}

/** The width and rhythm of every staff screen. */
export const adminScreenClass = 'mx-auto flex w-full max-w-7xl flex-col gap-6 px-5 py-8 sm:px-8 sm:py-10'

/** A white panel of a staff screen. */
export const panelClass = 'rounded-2xl border border-line bg-white p-5 sm:p-6'
