import { Link } from '@tanstack/react-router'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import type { AdminItemSummary, EditorialType } from '#shared/contract/editorial.ts'
import { ContentStatusBadge } from '../../components/ContentStatusBadge.tsx'
import { formatDateTime } from '../../format.ts'

/** When it went (or goes) public, or that it has not. */
const publication = (item: AdminItemSummary) =>
  item.published_at ? formatDateTime(item.published_at) : item.status === 'unpublished' ? 'Снято' : 'Не публиковалось'

const headerClass = 'px-4 py-3 font-semibold text-ink-muted text-xs uppercase tracking-wider'

/**
 * A kind's items: a table on wide screens, a card each on phones (only one of them is shown);
 * `parentLabel` names the column of a service's section or a project's group.
 */
export function ContentList({ type, items, parentLabel }: { type: EditorialType; items: AdminItemSummary[]; parentLabel?: string }) {
  const editor = (item: AdminItemSummary) => ({ to: '/admin/$type/$id/' as const, params: { type, id: String(item.id) } })
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-line bg-white md:block">
        <table className="w-full table-fixed border-collapse text-left">
          <thead className="border-line border-b bg-surface">
            <tr>
              <th scope="col" className={headerClass}>
                Название
              </th>
              {parentLabel && (
                <th scope="col" className={`${headerClass} w-44`}>
                  {parentLabel}
                </th>
              )}
              <th scope="col" className={`${headerClass} w-44`}>
                Статус
              </th>
              <th scope="col" className={`${headerClass} w-44`}>
                Публикация
              </th>
              <th scope="col" className={`${headerClass} w-44`}>
                Изменено
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr key={item.id} className="align-top hover:bg-surface/60">
                <td className="px-4 py-4">
                  <Link {...editor(item)} className={`${textLinkClass} break-words`}>
                    {item.title}
                  </Link>
                  <p className="mt-1 break-all text-ink-muted text-sm">{item.slug}</p>
                </td>
                {parentLabel && <td className="break-words px-4 py-4 text-sm">{item.parent?.title}</td>}
                <td className="px-4 py-4">
                  <ContentStatusBadge status={item.status} />
                </td>
                <td className="px-4 py-4 text-sm">{publication(item)}</td>
                <td className="px-4 py-4 text-sm">{formatDateTime(item.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id}>
            <article className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
              <h3 className="break-words font-bold text-ink">
                <Link {...editor(item)} className={textLinkClass}>
                  {item.title}
                </Link>
              </h3>
              <p className="flex flex-wrap items-center gap-2 text-ink-muted text-sm">
                <ContentStatusBadge status={item.status} />
                {item.parent && <span className="break-words">{item.parent.title}</span>}
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
