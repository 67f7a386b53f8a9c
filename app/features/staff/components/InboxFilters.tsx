import { Link } from '@tanstack/react-router'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { LEAD_KINDS, LEAD_STATUSES } from '#shared/contract/staff.ts'
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '#shared/contract/staff-labels.ts'
import type { InboxSearch } from '../inbox-search.ts'
import { inboxSearchOf, isFiltered } from '../lead-filters.ts'
import { FilterForm, resetLinkClass } from './FilterForm.tsx'

const ANY = { value: '', label: 'Все' }

const KIND_OPTIONS = [ANY, ...LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] }))]
const STATUS_OPTIONS = [ANY, ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))]
const ASSIGNEE_OPTIONS = [ANY, { value: 'mine', label: 'Мои' }, { value: 'none', label: 'Без ответственного' }]

const FIELDS = ['kind', 'status', 'assignee'] as const

/**
 * The inbox's filters: search text, kind, status and assignee; applying them starts from the first page.
 */
export function InboxFilters({ search, onApply }: { search: InboxSearch; onApply: (search: InboxSearch) => void }) {
  return (
    <FilterForm
      id="inbox"
      label="Фильтры заявок"
      action="/admin/leads/"
      state={search}
      q={search.q}
      placeholder="Имя, компания, почта, телефон, текст"
      fields={FIELDS}
      onApply={(fields) => onApply(inboxSearchOf(fields))}
      reset={
        isFiltered(search) && (
          <Link to="/admin/leads/" className={resetLinkClass}>
            Сбросить
          </Link>
        )
      }
    >
      <SelectField id="inbox-kind" name="kind" label="Тип" options={KIND_OPTIONS} defaultValue={search.kind ?? ''} />
      <SelectField id="inbox-status" name="status" label="Статус" options={STATUS_OPTIONS} defaultValue={search.status ?? ''} />
      <SelectField
        id="inbox-assignee"
        name="assignee"
        label="Ответственный"
        options={ASSIGNEE_OPTIONS}
        defaultValue={search.assignee ?? ''}
      />
    </FilterForm>
  )
}
