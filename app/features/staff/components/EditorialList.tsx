import type { ReactNode } from 'react'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import type { EditorialSummary } from '#shared/contract/editorial.ts'
import { formatDateTime } from '../format.ts'
import { ContentStatusBadge } from './ContentStatusBadge.tsx'
import { StaffTable } from './StaffTable.tsx'

/** When it went (or goes) public, or that it has not. */
const publication = (item: EditorialSummary) =>
  item.published_at ? formatDateTime(item.published_at) : item.status === 'unpublished' ? 'Снято с сайта' : 'Не публиковалось'

export interface EditorialListProps<Item extends EditorialSummary> {
  items: Item[]
  caption: string
  /** The link to an item's editor, around its title. */
  link: (item: Item, className: string) => ReactNode
  /** A column of the kind's own: a post's section, a service's section, a project's group. */
  column?: { label: string; of: (item: Item) => string | undefined }
}

/**
 * Editorial items (posts, services, pages…) in any status: a table on wide screens, a card each on
 * phones (only one of them is ever shown).
 */
export function EditorialList<Item extends EditorialSummary>({ items, caption, link, column }: EditorialListProps<Item>) {
  return (
    <>
      <StaffTable
        caption={caption}
        columns={[
          { label: 'Название' },
          ...(column ? [{ label: column.label, width: 'w-44' }] : []),
          { label: 'Статус', width: 'w-44' },
          { label: 'Публикация', width: 'w-44' },
          { label: 'Изменено', width: 'w-44' },
        ]}
      >
        {items.map((item) => (
          <tr key={item.id} className="align-top hover:bg-surface/60">
            <td className="px-4 py-4">
              {link(item, `${textLinkClass} break-words`)}
              <p className="mt-1 break-all text-ink-muted text-sm">{item.slug}</p>
            </td>
            {column && <td className="break-words px-4 py-4 text-sm">{column.of(item)}</td>}
            <td className="px-4 py-4">
              <ContentStatusBadge status={item.status} />
            </td>
            <td className="px-4 py-4 text-sm">{publication(item)}</td>
            <td className="px-4 py-4 text-sm">{formatDateTime(item.updated_at)}</td>
          </tr>
        ))}
      </StaffTable>
      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id}>
            <article className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
              <h3 className="break-words font-bold text-ink">{link(item, textLinkClass)}</h3>
              <p className="flex flex-wrap items-center gap-2 text-ink-muted text-sm">
                <ContentStatusBadge status={item.status} />
                {column?.of(item) && <span className="break-words">{column.of(item)}</span>}
              </p>
              <p className="text-ink-muted text-sm">
                Публикация: {publication(item)} · изменено {formatDateTime(item.updated_at)}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  )
}
