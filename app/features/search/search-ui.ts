import type { SearchType } from '#shared/contract/search.ts'
import { normalizeQuery } from './search-params.ts'

// What the search page and the header's field share (one chunk of their own, fetched by either).

/** What each kind of item is called on the results page and in the field's suggestions. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  news: 'Новость',
  articles: 'Статья',
  services: 'Услуга',
  solutions: 'Решение',
  portfolio: 'Проект',
  clients: 'Клиент',
  pages: 'Страница',
}

/** The type filter's names: the kinds in the plural. */
export const SEARCH_TYPE_FILTER_LABELS: Record<SearchType, string> = {
  news: 'Новости',
  articles: 'Статьи',
  services: 'Услуги',
  solutions: 'Решения',
  portfolio: 'Портфолио',
  clients: 'Клиенты',
  pages: 'Страницы',
}

/**
 * The look of both search fields (the page's and the header's): the site's form field, written here
 * so that the search's code does not pull the forms' module out of their chunks.
 */
export const searchFieldClass =
  'block w-full rounded-2xl border border-line bg-white px-4 py-3 text-base text-ink shadow-[0_1px_2px_rgb(12_31_27/0.04)] transition-colors placeholder:text-ink-muted/80 hover:border-brand-300 focus:border-brand-500'

/** A link in the search page's own words (a correction, the way back to the results). */
export const searchTextLinkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** Where a search form leads: the search page for its query, or the empty search page. */
export function searchHrefOf(form: HTMLFormElement): string {
  const q = normalizeQuery(String(new FormData(form).get('q') ?? ''))
  return q ? `/search/?${new URLSearchParams({ q })}` : '/search/'
}
