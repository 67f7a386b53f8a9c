import { Link } from '@tanstack/react-router'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, POST_CATEGORIES } from '#shared/contract/editorial.ts'
import { FilterForm, resetLinkClass } from '../../components/FilterForm.tsx'
import { isPostListFiltered, POST_SORT_LABELS, POST_SORTS, type PostListSearch, postListSearchOf } from '../post-search.ts'
import { SECTION_LABELS } from './labels.ts'

const ANY = { value: '', label: 'Все' }
const CATEGORY_OPTIONS = [ANY, ...POST_CATEGORIES.map((category) => ({ value: category, label: SECTION_LABELS[category] }))]
const STATUS_OPTIONS = [ANY, ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] }))]
const SORT_OPTIONS = POST_SORTS.map((sort) => ({ value: sort, label: POST_SORT_LABELS[sort] }))

const FIELDS = ['category', 'status', 'sort'] as const

/** The posts list's search, section, status and order; applying them starts from the first page. */
export function PostFilters({ search, onApply }: { search: PostListSearch; onApply: (search: PostListSearch) => void }) {
  return (
    <FilterForm
      id="posts"
      label="Фильтры публикаций"
      action="/admin/posts/"
      state={search}
      q={search.q}
      placeholder="Заголовок или адрес"
      fields={FIELDS}
      onApply={(fields) => onApply(postListSearchOf(fields))}
      reset={
        (isPostListFiltered(search) || search.sort) && (
          <Link to="/admin/posts/" className={resetLinkClass}>
            Сбросить
          </Link>
        )
      }
    >
      <SelectField id="posts-category" name="category" label="Раздел" options={CATEGORY_OPTIONS} defaultValue={search.category ?? ''} />
      <SelectField id="posts-status" name="status" label="Статус" options={STATUS_OPTIONS} defaultValue={search.status ?? ''} />
      <SelectField id="posts-sort" name="sort" label="Порядок" options={SORT_OPTIONS} defaultValue={search.sort ?? 'updated'} />
    </FilterForm>
  )
}
