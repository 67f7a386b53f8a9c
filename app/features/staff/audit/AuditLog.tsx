import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import type { AuditFieldChange } from '#shared/contract/staff.ts'
import { auditFieldChanges } from './audit-fields.ts'
import { auditActionLabel, auditChangeText, auditedLead, auditEntityLabel } from './audit-text.ts'
import { formatDateTime } from '../format.ts'
import type { AuditRow } from '../types.ts'

const COLUMNS = ['Когда', 'Кто', 'Что сделал', 'Что изменилось'] as const
const gridClass = 'md:grid-cols-[11rem_12rem_14rem_minmax(0,1fr)]'

/** The item a row is about: its kind and title, a link to it where the staff area has its page. */
function AuditItem({ entry }: { entry: AuditRow }) {
  const lead = auditedLead(entry)
  return (
    <span className="break-words">
      <span className="text-ink-muted">{auditEntityLabel(entry.entity_type)}: </span>
      {lead ? (
        <Link to="/admin/leads/$kind/$id/" params={lead} className={textLinkClass}>
          {entry.entity_title}
        </Link>
      ) : (
        entry.entity_title
      )}{' '}
      <Link
        to="/admin/audit/"
        search={{ type: entry.entity_type, item: entry.entity_id }}
        className={`${textLinkClass} whitespace-nowrap text-sm`}
        aria-label={`История: ${entry.entity_title}`}
      >
        История
      </Link>
    </span>
  )
}

const removedClass = 'rounded bg-red-50 px-0.5 text-red-800 line-through decoration-red-400'
const addedClass = 'rounded bg-emerald-50 px-0.5 text-emerald-900 no-underline'

/** One field's change: a short value as it was and is, a long text as the words removed and added in their context. */
function FieldChange({ change }: { change: AuditFieldChange }) {
  if ('from' in change) {
    return (
      <>
        {change.from ? <del className={removedClass}>{change.from}</del> : <span>пусто</span>}
        {' → '}
        {change.to ? <ins className={addedClass}>{change.to}</ins> : <span>пусто</span>}
      </>
    )
  }
  if (change.diff.length === 0) return <span>слова те же, изменилось оформление</span>
  return (
    <span className="whitespace-pre-wrap">
      {change.diff.map((part, index) =>
        part.op === '-' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed text in order.
          <del key={index} className={removedClass}>
            {part.text}
          </del>
        ) : part.op === '+' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed text in order.
          <ins key={index} className={addedClass}>
            {part.text}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed text in order.
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  )
}

/** What an edit changed, field by field. */
function FieldChanges({ entry }: { entry: AuditRow }) {
  const changes = auditFieldChanges(entry.entity_type, entry.details)
  if (changes.length === 0) return null
  return (
    <ul className="flex flex-col gap-1 text-ink-muted text-sm">
      {changes.map(({ label, change }) => (
        <li key={label} className="break-words">
          <span className="font-semibold text-ink">{label}: </span>
          <FieldChange change={change} />
        </li>
      ))}
    </ul>
  )
}

/** One row's values, in the order of COLUMNS. */
function cellsOf(entry: AuditRow, staffNames: ReadonlyMap<number, string>): ReactNode[] {
  const change = auditChangeText(entry, staffNames)
  return [
    <time key="when" dateTime={entry.created_at} className="text-ink-muted text-sm">
      {formatDateTime(entry.created_at)}
    </time>,
    <span key="who" className="break-words font-semibold">
      {entry.actor.name}
    </span>,
    auditActionLabel(entry.action),
    <span key="what" className="flex flex-col gap-0.5">
      <AuditItem entry={entry} />
      {change && <span className="text-ink-muted text-sm">{change}</span>}
      <FieldChanges entry={entry} />
    </span>,
  ]
}

/**
 * The audit log, newest first: when, who, what they did, to which item, and the change itself. A
 * row a line on wide screens, a card on a phone; each value keeps its column's name for screen readers.
 */
export function AuditLog({ entries, staffNames }: { entries: AuditRow[]; staffNames: ReadonlyMap<number, string> }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <div aria-hidden="true" className={`hidden border-line border-b bg-surface md:grid ${gridClass}`}>
        {COLUMNS.map((title) => (
          <span key={title} className="px-4 py-3 font-semibold text-ink-muted text-xs uppercase tracking-wider">
            {title}
          </span>
        ))}
      </div>
      <ol className="divide-y divide-line">
        {entries.map((entry) => (
          <li key={entry.id}>
            <dl className={`grid gap-y-2 p-4 md:gap-0 md:p-0 ${gridClass}`}>
              {cellsOf(entry, staffNames).map((value, index) => (
                // A cell may be narrower than its longest word: a long address wraps instead of widening the card.
                <div key={COLUMNS[index]} className="min-w-0 md:px-4 md:py-3">
                  <dt className="font-semibold text-ink-muted text-xs uppercase tracking-wider md:sr-only">{COLUMNS[index]}</dt>
                  <dd className="text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  )
}
