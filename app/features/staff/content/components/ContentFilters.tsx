import { useSuspenseQuery } from '@tanstack/react-query'
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, EDITORIAL_SORTS } from '#shared/contract/editorial.ts'
import { type FilterSelect, ListFilters } from '../../components/ListFilters.tsx'
import { CONTENT_SORT_LABELS, type ContentListSearch, isContentListFiltered, readContentListSearch } from '../content-search.ts'
import type { ContentTypeView } from '../content-types.ts'
import { itemOptionsQuery } from '../queries.ts'

const ANY = { value: '', label: 'Все' }
const STATUS_OPTIONS = [ANY, ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] }))]
const SORT_OPTIONS = EDITORIAL_SORTS.map((sort) => ({ value: sort, label: CONTENT_SORT_LABELS[sort] }))

interface FiltersProps {
  view: ContentTypeView
  search: ContentListSearch
  onApply: (search: ContentListSearch) => void
}

/** The list's filters with the drop-downs given, then status and order. */
function Filters({ view, search, onApply, selects }: FiltersProps & { selects: FilterSelect[] }) {
  return (
    <ListFilters
      label={`Фильтры: ${view.title.toLowerCase()}`}
      path={`/admin/${view.type}/`}
      idPrefix="content"
      query={search.q}
      placeholder="Название или адрес"
      selects={[
        ...selects,
        { name: 'status', label: 'Статус', options: STATUS_OPTIONS, value: search.status ?? '' },
        { name: 'sort', label: 'Порядок', options: SORT_OPTIONS, value: search.sort ?? 'updated' },
      ]}
      resettable={isContentListFiltered(search) || search.sort !== undefined}
      onApply={(fields) => onApply({ ...readContentListSearch(fields), page: undefined })}
    />
  )
}

/** The filters of a kind with a parent: its sections or groups to choose from (the list's loader read them). */
function FiltersWithParent({ parent, ...props }: FiltersProps & { parent: NonNullable<ContentTypeView['parent']> }) {
  const { data: parents } = useSuspenseQuery(itemOptionsQuery(parent.of))
  const options = [ANY, ...parents.map((item) => ({ value: String(item.id), label: item.title }))]
  const value = props.search.parent ? String(props.search.parent) : ''
  return <Filters {...props} selects={[{ name: 'parent', label: parent.label, options, value }]} />
}

/** A content list's search, parent (a service's section, a project's group), status and order; applying them starts from the first page. */
export function ContentFilters(props: FiltersProps) {
  const parent = props.view.parent
  return parent ? <FiltersWithParent {...props} parent={parent} /> : <Filters {...props} selects={[]} />
}
