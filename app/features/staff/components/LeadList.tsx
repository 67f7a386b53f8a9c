import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { formatDateTime, leadName } from '../format.ts'
import type { InboxLead } from '../types.ts'
import { LeadStatusBadge } from './LeadStatusBadge.tsx'
import { StaffTable } from './StaffTable.tsx'

const leadLink = (lead: InboxLead) => ({ to: '/admin/leads/$kind/$id/' as const, params: { kind: lead.kind, id: String(lead.id) } })

function AttachmentMark() {
  return (
    <span className="inline-flex items-center gap-1 text-ink-muted text-sm">
      <LineIcon className="size-4 shrink-0">
        <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />
      </LineIcon>
      Файл
    </span>
  )
}

/** How to reach the visitor: the address and the phone they left (either may be missing). */
function Reach({ lead }: { lead: InboxLead }) {
  const ways = [lead.email, lead.phone_display].filter(Boolean)
  return ways.length > 0 ? <span className="break-words text-ink-muted text-sm">{ways.join(' · ')}</span> : null
}

const assigneeOf = (lead: InboxLead) => lead.assignee?.name ?? 'Не назначен'

const LEAD_COLUMNS = [
  { label: 'Заявка', width: 'w-40' },
  { label: 'От кого', width: 'w-52' },
  { label: 'Суть' },
  { label: 'Статус', width: 'w-32' },
  { label: 'Ответственный', width: 'w-40' },
]

/** The inbox on a wide screen: one row a lead. */
function LeadTable({ leads, caption }: { leads: InboxLead[]; caption: string }) {
  return (
    <StaffTable caption={caption} columns={LEAD_COLUMNS}>
      {leads.map((lead) => (
        <tr key={`${lead.kind}-${lead.id}`} className="align-top hover:bg-surface/60">
          <td className="px-4 py-4">
            <Link {...leadLink(lead)} className={textLinkClass}>
              {leadName(lead.kind, lead.id)}
            </Link>
            <p className="mt-1 text-ink-muted text-sm">{formatDateTime(lead.created_at)}</p>
          </td>
          <td className="px-4 py-4">
            <p className="break-words font-medium text-ink">{lead.name}</p>
            <Reach lead={lead} />
          </td>
          <td className="px-4 py-4">
            <p className="line-clamp-3 text-ink text-sm leading-relaxed">{lead.excerpt}</p>
            {lead.has_attachment && <AttachmentMark />}
          </td>
          <td className="px-4 py-4">
            <LeadStatusBadge status={lead.status} />
          </td>
          <td className="break-words px-4 py-4 text-sm">{assigneeOf(lead)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** A lead as a card: the inbox on a phone, and the newest leads of the overview. */
function LeadCard({ lead }: { lead: InboxLead }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink">
          <Link {...leadLink(lead)} className={textLinkClass}>
            {leadName(lead.kind, lead.id)}
          </Link>
        </h3>
        <LeadStatusBadge status={lead.status} />
      </div>
      <p className="break-words font-medium text-ink">{lead.name}</p>
      <Reach lead={lead} />
      <p className="line-clamp-3 text-ink text-sm leading-relaxed">{lead.excerpt}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted text-sm">
        <span>{formatDateTime(lead.created_at)}</span>
        <span>Ответственный: {assigneeOf(lead)}</span>
        {lead.has_attachment && <AttachmentMark />}
      </p>
    </article>
  )
}

/** Leads as cards, one under another. */
export function LeadCards({ leads, className = '' }: { leads: InboxLead[]; className?: string }) {
  return (
    <ul className={`flex flex-col gap-3 ${className}`}>
      {leads.map((lead) => (
        <li key={`${lead.kind}-${lead.id}`}>
          <LeadCard lead={lead} />
        </li>
      ))}
    </ul>
  )
}

/** The inbox's leads: a table on wide screens, cards on phones (only one of them is ever shown). */
export function LeadList({ leads, caption }: { leads: InboxLead[]; caption: string }): ReactNode {
  return (
    <>
      <LeadTable leads={leads} caption={caption} />
      <LeadCards leads={leads} className="md:hidden" />
    </>
  )
}
