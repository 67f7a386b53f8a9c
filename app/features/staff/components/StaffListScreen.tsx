import type { ReactNode } from 'react'
import type { PageMeta } from '#shared/contract/common.ts'
import { AdminPageHeader, adminScreenClass } from './AdminPageHeader.tsx'
import { ListSection } from './ListSection.tsx'

/** What an empty list says: nothing in it yet, or nothing that the filters (or the search) keep. */
interface EmptyListTexts {
  none: string
  filtered: string
}

/** A page of a staff list: where it is, how many rows it has, and what the list is called. */
interface StaffListPage {
  /** The id of the list's heading. */
  id: string
  /** The list's heading: for screen readers only, unless `titleShown`. */
  title: string
  titleShown?: boolean
  /** Between the heading and the rows: the list's own search, what was just done to it. */
  top?: ReactNode
  meta: PageMeta
  /** How many rows this page has. */
  rows: number
  /** Whether the filters (or the search) keep less than the whole list. */
  filtered: boolean
  empty: EmptyListTexts
  /** The name of the links to the list's pages. */
  pagesLabel: string
}

/**
 * A staff list screen (leads, posts, a kind of content, redirects): the header with its actions,
 * the filters (or the form that adds to the list), then the rows, or what an empty list means, and
 * the links to the list's pages.
 */
export function StaffListScreen({
  nav,
  title,
  lead,
  actions,
  tools,
  list: { rows, filtered, empty, ...section },
  children,
}: {
  /** Above the title: the way between neighbouring lists. */
  nav?: ReactNode
  title: string
  /** The line under the title (see {@link listCountLead}). */
  lead: ReactNode
  actions?: ReactNode
  /** Between the header and the list: its filters, or the form that adds to it. */
  tools: ReactNode
  list: StaffListPage
  /** The rows of the page. */
  children: ReactNode
}) {
  return (
    <div className={adminScreenClass}>
      {nav}
      <AdminPageHeader title={title} lead={lead} actions={actions} />
      {tools}
      <ListSection {...section} empty={rows > 0 ? null : filtered ? empty.filtered : empty.none}>
        {children}
      </ListSection>
    </div>
  )
}

/**
 * How many items the list holds (or the filters keep) and which page this is, after the screen's
 * own words: «Новости и статьи. Найдено: 3 публикации, страница 2 из 4.»
 */
export function listCountLead({
  intro,
  meta,
  filtered,
  count,
}: {
  intro?: string
  meta: PageMeta
  filtered: boolean
  /** A number with its noun: «3 публикации». */
  count: (n: number) => string
}): string {
  const { current_page: page, last_page: lastPage, total } = meta
  const found = filtered ? `Найдено: ${count(total)}` : `Всего ${count(total)}`
  const line = lastPage > 1 ? `${found}, страница ${page} из ${lastPage}.` : `${found}.`
  return intro ? `${intro} ${line}` : line
}
