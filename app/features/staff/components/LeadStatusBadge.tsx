import type { LeadStatus } from '#shared/contract/staff.ts'
import { LEAD_STATUS_LABELS } from '#shared/contract/staff-labels.ts'
import { StatusBadge } from './StatusBadge.tsx'

/** Each status its own colour, so the inbox reads at a glance: new stands out, done and spam step back. */
const TONES: Record<LeadStatus, string> = {
  new: 'bg-sky-50 text-sky-900 ring-sky-200 before:bg-sky-500',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200 before:bg-amber-500',
  done: 'bg-brand-50 text-brand-900 ring-brand-200 before:bg-brand-500',
  spam: 'bg-surface text-ink-muted ring-line before:bg-ink-muted/50',
}

/** A lead's status as a coloured label. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <StatusBadge status={status} label={LEAD_STATUS_LABELS[status]} tone={TONES[status]} />
}
