import type { ReactNode } from 'react'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import type { PageMeta } from '#shared/contract/common.ts'

/**
 * A staff list's rows under a heading for screen readers: the rows, or what an empty list means
 * (nothing yet, or nothing that matches the filters), then the links to its pages.
 */
export function ListSection({
  id,
  title,
  meta,
  empty,
  pagesLabel,
  children,
}: {
  id: string
  /** The heading screen readers jump to. */
  title: string
  meta: PageMeta
  /** What to say when there are no rows; null when there are. */
  empty: string | null
  pagesLabel: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      {empty === null ? (
        children
      ) : (
        <p className="rounded-2xl border border-line border-dashed bg-white p-8 text-center text-ink-muted">{empty}</p>
      )}
      <Pagination page={meta.current_page} lastPage={meta.last_page} label={pagesLabel} />
    </section>
  )
}
