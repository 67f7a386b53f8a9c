import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { SelectField } from '#app/components/form/SelectField.tsx'
import type { ChoiceOption } from '#app/components/form/types.ts'
import { fieldReader } from '#app/components/form/use-validated-form.ts'
import { STAFF_SEARCH_MAX_LENGTH } from '#shared/contract/staff.ts'
import type { EditorialType } from '#shared/contract/editorial.ts'
import { SearchField } from './SearchField.tsx'

/** One drop-down of a list's filters, with the value the address holds. */
export interface FilterSelect {
  name: string
  label: string
  options: readonly ChoiceOption[]
  value: string
}

/** The staff lists with filters: their address is the form's action and the way to reset. */
type ListPath = '/admin/leads/' | '/admin/posts/' | `/admin/${EditorialType}/`

/**
 * A staff list's filters: a search field and drop-downs. They live in the address, so a filtered
 * list can be bookmarked and sent to a colleague; `onApply` gets each field's text (the list reads
 * them by its own rules). Before the page is interactive the form works as a plain GET form.
 */
export function ListFilters({
  label,
  path,
  idPrefix,
  query,
  placeholder,
  selects,
  resettable,
  onApply,
}: {
  /** What the filters are of («Фильтры заявок»). */
  label: string
  path: ListPath
  idPrefix: string
  /** The search the address holds. */
  query: string | undefined
  placeholder: string
  selects: readonly FilterSelect[]
  /** Whether the address holds anything to reset. */
  resettable: boolean
  onApply: (fields: Record<string, string>) => void
}) {
  const names = ['q', ...selects.map((select) => select.name)]
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = fieldReader(new FormData(event.currentTarget))
    onApply(Object.fromEntries(names.map((name) => [name, field.text(name)])))
  }
  const searchId = `${idPrefix}-q`
  return (
    <search aria-label={label}>
      <form
        // A new search in the address (a link, «Сбросить») starts the fields afresh.
        key={JSON.stringify([query, ...selects.map((select) => select.value)])}
        method="get"
        action={path}
        onSubmit={apply}
        // On a wide screen a drop-down is as wide as its longest option (equal shares of the row cut
        // «Недавно изменённые» short); the search takes the rest, and what does not fit wraps.
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 sm:p-6 lg:flex lg:flex-wrap lg:items-end"
      >
        <div className="sm:col-span-2 lg:min-w-64 lg:flex-1">
          <SearchField id={searchId} label="Поиск" value={query} maxLength={STAFF_SEARCH_MAX_LENGTH} placeholder={placeholder} />
        </div>
        {selects.map((select) => (
          <SelectField
            key={select.name}
            id={`${idPrefix}-${select.name}`}
            name={select.name}
            label={select.label}
            options={select.options}
            defaultValue={select.value}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className="button-primary">
            Показать
          </button>
          {resettable && (
            // A content list's address is /admin/$type/ with its kind: a route like the others.
            <Link to={path as '/admin/posts/'} className="rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              Сбросить
            </Link>
          )}
        </div>
      </form>
    </search>
  )
}
