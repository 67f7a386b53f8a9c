import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { plural } from '#app/lib/plural.ts'
import type { PageMeta } from '#shared/contract/common.ts'

const noteClass = 'rounded-2xl border border-line border-dashed bg-white p-8 text-center text-ink-muted'

/**
 * A staff list's rows, or what an empty list means (nothing yet, or nothing that matches the
 * filters), then the links to its pages. A page past the end (the last item on the last page
 * deleted, an old link) says where the list ends and links there, instead of a 404.
 */
function ListRows({
  meta,
  empty,
  pagesLabel,
  children,
}: {
  meta: PageMeta
  /** What to say when there are no rows; null when there are. */
  empty: string | null
  pagesLabel: string
  children: ReactNode
}) {
  const { current_page: page, last_page: lastPage, total } = meta
  if (page > lastPage && total > 0) {
    return (
      <p className={noteClass}>
        На странице {page} ничего нет: в списке {lastPage} {plural(lastPage, 'страница', 'страницы', 'страниц')}.{' '}
        <Link
          to="./"
          search={(previous: Record<string, unknown>) => ({ ...previous, page: lastPage === 1 ? undefined : lastPage })}
          className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
        >
          {lastPage === 1 ? 'Открыть первую страницу' : 'Открыть последнюю страницу'}
        </Link>
      </p>
    )
  }
  return (
    <>
      {empty === null ? children : <p className={noteClass}>{empty}</p>}
      <Pagination page={page} lastPage={lastPage} label={pagesLabel} />
    </>
  )
}

/** {@link ListRows} under a heading: for screen readers only, or shown with what goes above the rows. */
export function ListSection({
  id,
  title,
  titleShown = false,
  top,
  ...rows
}: {
  id: string
  /** The heading screen readers jump to. */
  title: string
  /** Shown to everyone (a count the list is about), not only to screen readers. */
  titleShown?: boolean
  /** Between the heading and the rows: the list's own search, what was just done to it. */
  top?: ReactNode
} & Parameters<typeof ListRows>[0]) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className={titleShown ? 'font-bold text-ink text-xl' : 'sr-only'}>
        {title}
      </h2>
      {top}
      <ListRows {...rows} />
    </section>
  )
}
