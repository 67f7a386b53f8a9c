import type { ReactNode } from 'react'

/**
 * A staff list on a wide screen: a table with its caption for screen readers and its column heads;
 * `children` are its rows. Phones get the list's cards instead (it is hidden below md).
 */
export function StaffTable({
  caption,
  columns,
  children,
}: {
  caption: string
  /** Each column's head and width (none: the rest of the row). */
  columns: readonly { label: string; width?: string }[]
  children: ReactNode
}) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-line bg-white md:block">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-line border-b bg-surface">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 font-semibold text-ink-muted text-xs uppercase tracking-wider ${column.width ?? ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  )
}
