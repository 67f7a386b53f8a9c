import { LEAD_KINDS, LEAD_STATUSES } from '#shared/contract/staff.ts'
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '#shared/contract/staff-labels.ts'
import type { InboxSearch } from '../inbox-search.ts'
import { inboxSearchOf, isFiltered } from '../lead-filters.ts'
import { ListFilters } from './ListFilters.tsx'

const ANY = { value: '', label: 'Все' }

const KIND_OPTIONS = [ANY, ...LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] }))]
const STATUS_OPTIONS = [ANY, ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))]
const ASSIGNEE_OPTIONS = [ANY, { value: 'mine', label: 'Мои' }, { value: 'none', label: 'Без ответственного' }]

/** The inbox's filters: search text, kind, status and assignee; applying them starts from the first page. */
export function InboxFilters({ search, onApply }: { search: InboxSearch; onApply: (search: InboxSearch) => void }) {
  return (
    <ListFilters
      label="Фильтры заявок"
      path="/admin/leads/"
      idPrefix="inbox"
      query={search.q}
      placeholder="Имя, компания, почта, телефон, текст"
      selects={[
        { name: 'kind', label: 'Тип', options: KIND_OPTIONS, value: search.kind ?? '' },
        { name: 'status', label: 'Статус', options: STATUS_OPTIONS, value: search.status ?? '' },
        { name: 'assignee', label: 'Ответственный', options: ASSIGNEE_OPTIONS, value: search.assignee ?? '' },
      ]}
      resettable={isFiltered(search)}
      onApply={(fields) => onApply(inboxSearchOf(fields))}
    />
  )
}
