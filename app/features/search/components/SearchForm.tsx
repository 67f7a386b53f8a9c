import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { SEARCH_QUERY_MAX_LENGTH } from '#shared/contract/search.ts'
import { searchFieldClass, searchHrefOf } from '../search-ui.ts'

/**
 * The search page's own field: a GET form to /search/ that works without JavaScript; with it, a
 * new query is a client-side navigation (the type and page of the previous query are dropped).
 */
export function SearchForm({ query }: { query: string }) {
  const navigate = useNavigate()
  const id = useId()
  return (
    <search className="w-full max-w-3xl">
      <form
        action="/search/"
        method="get"
        className="flex flex-col gap-3 sm:flex-row sm:items-center"
        onSubmit={(event) => {
          event.preventDefault()
          void navigate({ href: searchHrefOf(event.currentTarget) })
        }}
      >
        <label htmlFor={id} className="sr-only">
          Что найти на сайте
        </label>
        <input
          id={id}
          key={query}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Например, интернет-магазин"
          autoComplete="off"
          enterKeyHint="search"
          className={`${searchFieldClass} sm:flex-1`}
        />
        <button type="submit" className="button-primary shrink-0">
          Найти
        </button>
      </form>
    </search>
  )
}
