import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { controlClass, FieldFrame } from '#app/components/form/field-frame.tsx'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { fieldReader } from '#app/components/form/use-validated-form.ts'
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, EDITORIAL_SORTS, type EditorialType } from '#shared/contract/editorial.ts'
import { SEARCH_MAX_LENGTH } from '../../inbox-search.ts'
import { CONTENT_SORT_LABELS, type ContentListSearch, isContentListFiltered, readContentListSearch } from '../content-search.ts'
import type { ContentTypeView } from '../content-types.ts'
import { itemOptionsQuery } from '../queries.ts'

const ANY = { value: '', label: 'Все' }
const STATUS_OPTIONS = [ANY, ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] }))]
const SORT_OPTIONS = EDITORIAL_SORTS.map((sort) => ({ value: sort, label: CONTENT_SORT_LABELS[sort] }))

/** The sections or groups a list may be narrowed to. */
function ParentFilter({ of, label, value }: { of: EditorialType; label: string; value?: number }) {
  const { data: parents } = useSuspenseQuery(itemOptionsQuery(of))
  const options = [ANY, ...parents.map((parent) => ({ value: String(parent.id), label: parent.title }))]
  return <SelectField id="content-parent" name="parent" label={label} options={options} defaultValue={value ? String(value) : ''} />
}

/**
 * A content list's search, status, parent and order. They live in the address (a filtered list can
 * be bookmarked and shared); applying them starts from the first page. Before the page is
 * interactive the form works as a plain GET form.
 */
export function ContentFilters({
  view,
  search,
  onApply,
}: {
  view: ContentTypeView
  search: ContentListSearch
  onApply: (search: ContentListSearch) => void
}) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = fieldReader(new FormData(event.currentTarget))
    const fields = Object.fromEntries(['q', 'status', 'sort', 'parent'].map((name) => [name, field.text(name)]))
    onApply({ ...readContentListSearch(fields), page: undefined })
  }
  return (
    <search aria-label={`Фильтры: ${view.title.toLowerCase()}`}>
      <form
        key={JSON.stringify(search)}
        method="get"
        action={`/admin/${view.type}/`}
        onSubmit={apply}
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <FieldFrame id="content-q" label="Поиск">
            <input
              id="content-q"
              name="q"
              type="search"
              defaultValue={search.q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="Название или адрес"
              className={controlClass}
            />
          </FieldFrame>
        </div>
        {view.parent && <ParentFilter of={view.parent.of} label={view.parent.label} value={search.parent} />}
        <SelectField id="content-status" name="status" label="Статус" options={STATUS_OPTIONS} defaultValue={search.status ?? ''} />
        <SelectField id="content-sort" name="sort" label="Порядок" options={SORT_OPTIONS} defaultValue={search.sort ?? 'updated'} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
          <button type="submit" className="button-primary">
            Показать
          </button>
          {(isContentListFiltered(search) || search.sort) && (
            <Link
              to="/admin/$type/"
              params={{ type: view.type }}
              className="rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Сбросить
            </Link>
          )}
        </div>
      </form>
    </search>
  )
}
