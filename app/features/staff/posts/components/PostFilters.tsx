import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, POST_CATEGORIES } from '#shared/contract/editorial.ts'
import { ListFilters } from '../../components/ListFilters.tsx'
import { isPostListFiltered, POST_SORT_LABELS, POST_SORTS, type PostListSearch, postListSearchOf } from '../post-search.ts'
import { SECTION_LABELS } from './labels.ts'

const ANY = { value: '', label: 'Все' }
const CATEGORY_OPTIONS = [ANY, ...POST_CATEGORIES.map((category) => ({ value: category, label: SECTION_LABELS[category] }))]
const STATUS_OPTIONS = [ANY, ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] }))]
const SORT_OPTIONS = POST_SORTS.map((sort) => ({ value: sort, label: POST_SORT_LABELS[sort] }))

/** The posts list's search, section, status and order; applying them starts from the first page. */
export function PostFilters({ search, onApply }: { search: PostListSearch; onApply: (search: PostListSearch) => void }) {
  return (
    <ListFilters
      label="Фильтры публикаций"
      path="/admin/posts/"
      idPrefix="posts"
      query={search.q}
      placeholder="Заголовок или адрес"
      selects={[
        { name: 'category', label: 'Раздел', options: CATEGORY_OPTIONS, value: search.category ?? '' },
        { name: 'status', label: 'Статус', options: STATUS_OPTIONS, value: search.status ?? '' },
        { name: 'sort', label: 'Порядок', options: SORT_OPTIONS, value: search.sort ?? 'updated' },
      ]}
      resettable={isPostListFiltered(search) || search.sort !== undefined}
      onApply={(fields) => onApply(postListSearchOf(fields))}
    />
  )
}
