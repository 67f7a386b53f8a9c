import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { fieldReader } from '#app/components/form/use-validated-form.ts'
import { LEAD_KINDS, LEAD_STATUSES } from '#shared/contract/staff.ts'
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '#shared/contract/staff-labels.ts'
import { type InboxSearch, SEARCH_MAX_LENGTH } from '../inbox-search.ts'
import { inboxSearchOf, isFiltered } from '../lead-filters.ts'
import { SearchField } from './SearchField.tsx'

const ANY = { value: '', label: 'Все' }

const KIND_OPTIONS = [ANY, ...LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] }))]
const STATUS_OPTIONS = [ANY, ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))]
const ASSIGNEE_OPTIONS = [ANY, { value: 'mine', label: 'Мои' }, { value: 'none', label: 'Без ответственного' }]

const FIELDS = ['q', 'kind', 'status', 'assignee'] as const

/**
 * The inbox's filters: search text, kind, status and assignee. They live in the address, so a
 * filtered inbox can be bookmarked and sent to a colleague; applying them starts from the first page.
 * Before the page is interactive the form works as a plain GET form.
 */
export function InboxFilters({ search, onApply }: { search: InboxSearch; onApply: (search: InboxSearch) => void }) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = fieldReader(new FormData(event.currentTarget))
    onApply(inboxSearchOf(Object.fromEntries(FIELDS.map((name) => [name, field.text(name)]))))
  }
  return (
    <search aria-label="Фильтры заявок">
      <form
        // A new search in the address (a link from the overview, «Сбросить») starts the fields afresh.
        key={JSON.stringify(search)}
        method="get"
        action="/admin/leads/"
        onSubmit={apply}
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchField
            id="inbox-q"
            label="Поиск"
            value={search.q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Имя, компания, почта, телефон, текст"
          />
        </div>
        <SelectField id="inbox-kind" name="kind" label="Тип" options={KIND_OPTIONS} defaultValue={search.kind ?? ''} />
        <SelectField id="inbox-status" name="status" label="Статус" options={STATUS_OPTIONS} defaultValue={search.status ?? ''} />
        <SelectField
          id="inbox-assignee"
          name="assignee"
          label="Ответственный"
          options={ASSIGNEE_OPTIONS}
          defaultValue={search.assignee ?? ''}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
          <button type="submit" className="button-primary">
            Показать
          </button>
          {isFiltered(search) && (
            <Link to="/admin/leads/" className="rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              Сбросить
            </Link>
          )}
        </div>
      </form>
    </search>
  )
}
