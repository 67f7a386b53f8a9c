import { CONTENT_STATUS_LABELS, type ContentStatus } from '#shared/contract/editorial.ts'
import { StatusBadge } from './StatusBadge.tsx'

/** What is on the site stands out; what waits for its moment is amber; drafts and withdrawn items step back. */
const TONES: Record<ContentStatus, string> = {
  draft: 'bg-surface text-ink-muted ring-line before:bg-ink-muted/50',
  scheduled: 'bg-amber-50 text-amber-900 ring-amber-200 before:bg-amber-500',
  published: 'bg-brand-50 text-brand-900 ring-brand-200 before:bg-brand-500',
  unpublished: 'bg-red-50 text-red-900 ring-red-200 before:bg-red-500',
}

/** An editorial item's status (a post, a page…) as a coloured label in Russian. */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <StatusBadge status={status} label={CONTENT_STATUS_LABELS[status]} tone={TONES[status]} />
}
