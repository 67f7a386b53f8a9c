import { Link } from '@tanstack/react-router'
import { plural } from '#app/lib/plural.ts'
import { LEAD_STATUSES, type LeadStatus } from '#shared/contract/staff.ts'
import { LeadStatusBadge } from './LeadStatusBadge.tsx'

export const leadCount = (n: number) => `${n.toLocaleString('ru-RU')} ${plural(n, 'заявка', 'заявки', 'заявок')}`

/** How many leads are in each status; each count opens the inbox filtered by it. */
export function LeadCounts({ counts }: { counts: Record<LeadStatus, number> }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {LEAD_STATUSES.map((status) => (
        <li key={status} className="flex">
          <Link
            to="/admin/leads/"
            search={{ status }}
            className="flex w-full flex-col items-start gap-3 rounded-2xl border border-line bg-white p-4 transition-colors hover:border-brand-300 sm:p-5"
          >
            <LeadStatusBadge status={status} />
            <span className="font-extrabold text-3xl text-ink tabular-nums tracking-tight sm:text-4xl">
              {counts[status].toLocaleString('ru-RU')}
            </span>
            <span className="sr-only">{plural(counts[status], 'заявка', 'заявки', 'заявок')}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
