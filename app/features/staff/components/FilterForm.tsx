import type { FormEvent, ReactNode } from 'react'
import { controlClass, FieldFrame } from '#app/components/form/field-frame.tsx'
import { fieldReader } from '#app/components/form/use-validated-form.ts'
import { SEARCH_MAX_LENGTH } from '../inbox-search.ts'

export const resetLinkClass = 'rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50'

/**
 * A staff list's filters: the search words, the list's own choices (`children`, named fields), and
 * «Показать». They live in the address, so a filtered list can be bookmarked and sent to a
 * colleague; `onApply` gets every field's text. Before the page is interactive the form works as a
 * plain GET form to `action`.
 */
export function FilterForm({
  id,
  label,
  action,
  state,
  q,
  placeholder,
  fields,
  onApply,
  reset,
  children,
}: {
  id: string
  label: string
  action: string
  /** The filters now: a new search in the address (a link, «Сбросить») starts the fields afresh. */
  state: unknown
  q: string | undefined
  placeholder: string
  /** The names of the fields besides `q`. */
  fields: readonly string[]
  onApply: (fields: Record<string, string>) => void
  /** The way back to the whole list, shown while anything is chosen. */
  reset: ReactNode
  children: ReactNode
}) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = fieldReader(new FormData(event.currentTarget))
    onApply(Object.fromEntries(['q', ...fields].map((name) => [name, field.text(name)])))
  }
  return (
    <search aria-label={label}>
      <form
        key={JSON.stringify(state)}
        method="get"
        action={action}
        onSubmit={apply}
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <FieldFrame id={`${id}-q`} label="Поиск">
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={placeholder}
              className={controlClass}
            />
          </FieldFrame>
        </div>
        {children}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
          <button type="submit" className="button-primary">
            Показать
          </button>
          {reset}
        </div>
      </form>
    </search>
  )
}
