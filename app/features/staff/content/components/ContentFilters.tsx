import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, EDITORIAL_SORTS, type EditorialType } from '#shared/contract/editorial.ts'
import { FilterForm, resetLinkClass } from '../../components/FilterForm.tsx'
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

/** A content list's search, status, parent and order; applying them starts from the first page. */
export function ContentFilters({
  view,
  search,
  onApply,
}: {
  view: ContentTypeView
  search: ContentListSearch
  onApply: (search: ContentListSearch) => void
}) {
  return (
    <FilterForm
      id="content"
      label={`Фильтры: ${view.title.toLowerCase()}`}
      action={`/admin/${view.type}/`}
      state={search}
      q={search.q}
      placeholder="Название или адрес"
      fields={['status', 'sort', 'parent']}
      onApply={(fields) => onApply({ ...readContentListSearch(fields), page: undefined })}
      reset={
        (isContentListFiltered(search) || search.sort) && (
          <Link to="/admin/$type/" params={{ type: view.type }} className={resetLinkClass}>
            Сбросить
          </Link>
        )
      }
    >
      {view.parent && <ParentFilter of={view.parent.of} label={view.parent.label} value={search.parent} />}
      <SelectField id="content-status" name="status" label="Статус" options={STATUS_OPTIONS} defaultValue={search.status ?? ''} />
      <SelectField id="content-sort" name="sort" label="Порядок" options={SORT_OPTIONS} defaultValue={search.sort ?? 'updated'} />
    </FilterForm>
  )
}
