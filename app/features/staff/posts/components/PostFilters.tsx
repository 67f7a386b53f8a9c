import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { controlClass, FieldFrame } from '#app/components/form/field-frame.tsx'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { fieldReader } from '#app/components/form/use-validated-form.ts'
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, POST_CATEGORIES } from '#shared/contract/editorial.ts'
import { SEARCH_MAX_LENGTH } from '../../inbox-search.ts'
import { isPostListFiltered, POST_SORT_LABELS, POST_SORTS, type PostListSearch, postListSearchOf } from '../post-search.ts'
import { SECTION_LABELS } from './labels.ts'

const ANY = { value: '', label: 'Все' }
const CATEGORY_OPTIONS = [ANY, ...POST_CATEGORIES.map((category) => ({ value: category, label: SECTION_LABELS[category] }))]
const STATUS_OPTIONS = [ANY, ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] }))]
const SORT_OPTIONS = POST_SORTS.map((sort) => ({ value: sort, label: POST_SORT_LABELS[sort] }))

const FIELDS = ['q', 'category', 'status', 'sort'] as const

/**
 * The posts list's search, section, status and order. They live in the address (a filtered list can
 * be bookmarked and shared); applying them starts from the first page. Before the page is
 * interactive the form works as a plain GET form.
 */
export function PostFilters({ search, onApply }: { search: PostListSearch; onApply: (search: PostListSearch) => void }) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = fieldReader(new FormData(event.currentTarget))
    onApply(postListSearchOf(Object.fromEntries(FIELDS.map((name) => [name, field.text(name)]))))
  }
  return (
    <search aria-label="Фильтры публикаций">
      <form
        key={JSON.stringify(search)}
        method="get"
        action="/admin/posts/"
        onSubmit={apply}
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <FieldFrame id="posts-q" label="Поиск">
            <input
              id="posts-q"
              name="q"
              type="search"
              defaultValue={search.q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="Заголовок или адрес"
              className={controlClass}
            />
          </FieldFrame>
        </div>
        <SelectField id="posts-category" name="category" label="Раздел" options={CATEGORY_OPTIONS} defaultValue={search.category ?? ''} />
        <SelectField id="posts-status" name="status" label="Статус" options={STATUS_OPTIONS} defaultValue={search.status ?? ''} />
        <SelectField id="posts-sort" name="sort" label="Порядок" options={SORT_OPTIONS} defaultValue={search.sort ?? 'updated'} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
          <button type="submit" className="button-primary">
            Показать
          </button>
          {(isPostListFiltered(search) || search.sort) && (
            <Link to="/admin/posts/" className="rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              Сбросить
            </Link>
          )}
        </div>
      </form>
    </search>
  )
}
