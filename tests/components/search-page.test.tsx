import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchPage } from '#app/features/search/components/SearchPage.tsx'
import type { SearchAnswer, SearchResultsView } from '#app/features/search/search.functions.ts'
import { SearchPageSearch } from '#app/features/search/search-params.ts'
import { parseSearch, stringifySearch } from '#app/lib/search-params.ts'
import { SEARCH_TYPES, type SearchType } from '#shared/contract/search.ts'

const fetchSearch = vi.hoisted(() => vi.fn<(input: { data: Record<string, unknown> }) => Promise<SearchAnswer>>())
vi.mock('#app/features/search/search.functions.ts', () => ({ fetchSearch }))

const counts = (found: Partial<Record<SearchType, number>> = {}) =>
  Object.fromEntries(SEARCH_TYPES.map((type) => [type, found[type] ?? 0])) as Record<SearchType, number>

const AUDIT = {
  type: 'services' as const,
  title: 'Аудит доступности',
  url: '/services/development/accessibility-audit/',
  snippet: [{ text: 'Проверка сайта на соответствие WCAG.', mark: false }],
  published_at: null,
  published_display: null,
  image: null,
}

/** An answer of the API as the page gets it: the query's own nothing by default. */
const results = (overrides: Partial<SearchResultsView>): SearchResultsView => ({
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
  query: 'доступнасть',
  counts: counts(),
  suggestion: null,
  suggestion_source: null,
  corrected: false,
  ...overrides,
})

const CORRECTED = { data: [AUDIT], meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 }, counts: counts({ services: 1 }) }

/** The search page at an address of its own router, answered with `answer`. */
async function renderPage(address: string, answer: SearchAnswer) {
  fetchSearch.mockResolvedValue(answer)
  const root = createRootRoute()
  const search = createRoute({
    getParentRoute: () => root,
    path: '/search/',
    validateSearch: SearchPageSearch,
    component: () => <SearchPage search={search.useSearch()} />,
  })
  const router = createRouter({
    routeTree: root.addChildren([search]),
    history: createMemoryHistory({ initialEntries: [address] }),
    trailingSlash: 'always',
    parseSearch,
    stringifySearch,
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
  await screen.findByRole('heading', { level: 1 })
}

/** All the text the page shows. */
const pageText = () => document.body.textContent ?? ''
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href')

beforeEach(() => fetchSearch.mockReset())

describe('the search page, for a query that finds nothing', () => {
  it('shows the results of the corrected query at once, saying so, with a link to the query as typed', async () => {
    await renderPage(`/search/?q=${encodeURIComponent('доступнасть')}`, {
      results: results({ ...CORRECTED, suggestion: 'доступность', suggestion_source: 'spelling', corrected: true }),
    })
    expect((await screen.findByText(/^Показаны результаты по запросу/)).textContent).toBe('Показаны результаты по запросу «доступность».')
    expect(pageText()).not.toContain('английской раскладке')
    expect(pageText()).not.toContain('Возможно, вы искали')
    expect(screen.getByText(/^Найден/).textContent).toBe('Найден 1 результат по запросу «доступность»')
    expect(screen.getByRole('link', { name: 'Аудит доступности' })).toBeTruthy()
    expect(hrefOf('Искать только «доступнасть»')).toBe(`/search/?q=${encodeURIComponent('доступнасть')}&exact=1`)
    expect(fetchSearch.mock.calls[0]?.[0].data).toMatchObject({ q: 'доступнасть', exact: false })
  })

  it('says the query was typed with the English layout on when it was', async () => {
    await renderPage('/search/?q=ljcnegyjcnm&type=services', {
      results: results({ ...CORRECTED, query: 'ljcnegyjcnm', suggestion: 'доступность', suggestion_source: 'layout', corrected: true }),
    })
    const note = await screen.findByText(/Показаны результаты по запросу/)
    expect(note.textContent).toBe('Похоже, запрос набран в английской раскладке. Показаны результаты по запросу «доступность».')
    // The query as typed, in the same section.
    expect(hrefOf('Искать только «ljcnegyjcnm»')).toBe('/search/?q=ljcnegyjcnm&type=services&exact=1')
  })

  it('says a word was typed in the other alphabet when it was, and calls it no typo', async () => {
    await renderPage('/search/?q=redizain', {
      results: results({ ...CORRECTED, query: 'redizain', suggestion: 'редизайн', suggestion_source: 'transliteration', corrected: true }),
    })
    const note = await screen.findByText(/Показаны результаты по запросу/)
    expect(note.textContent).toBe('Похоже, запрос набран латиницей. Показаны результаты по запросу «редизайн».')
  })

  it('does not call a name typed in Russian letters a typo when nothing is found', async () => {
    await renderPage(`/search/?q=${encodeURIComponent('вордпресс')}&exact=1`, {
      results: results({ query: 'вордпресс', suggestion: 'wordpress', suggestion_source: 'transliteration' }),
    })
    await screen.findByRole('heading', { level: 2, name: 'По запросу «вордпресс» ничего не нашлось' })
    expect(pageText()).toContain('Похоже, запрос набран русскими буквами. Проверьте запрос или сформулируйте его иначе.')
    expect(pageText()).not.toContain('опечатк')
  })

  it('with exact=1 asks for the query’s own answer and shows the plain page with nothing found', async () => {
    await renderPage(`/search/?q=${encodeURIComponent('доступнасть')}&exact=1`, {
      results: results({ suggestion: 'доступность', suggestion_source: 'spelling' }),
    })
    await screen.findByRole('heading', { level: 2, name: 'По запросу «доступнасть» ничего не нашлось' })
    expect(fetchSearch.mock.calls[0]?.[0].data).toMatchObject({ q: 'доступнасть', exact: true })
    expect(pageText()).toContain('Проверьте, нет ли опечатки, или сформулируйте запрос иначе.')
    expect(screen.queryByText(/Показаны результаты/)).toBeNull()
    expect(hrefOf('доступность')).toBe(`/search/?q=${encodeURIComponent('доступность')}`)
  })

  it('with exact=1 keeps the type filter searching exactly what was typed', async () => {
    await renderPage(`/search/?q=${encodeURIComponent('доступнасть')}&type=articles&exact=1`, {
      results: results({ suggestion: 'доступность', suggestion_source: 'spelling' }),
    })
    await screen.findByText(/^Найдено 0 результатов/)
    expect(hrefOf(/^Всё/)).toBe(`/search/?q=${encodeURIComponent('доступнасть')}&exact=1`)
  })

  it('does not call a query typed with the wrong layout a typo', async () => {
    await renderPage('/search/?q=ljcnegyjcnm&exact=1', {
      results: results({ query: 'ljcnegyjcnm', suggestion: 'доступность', suggestion_source: 'layout' }),
    })
    await screen.findByRole('heading', { level: 2, name: 'По запросу «ljcnegyjcnm» ничего не нашлось' })
    expect(pageText()).toContain('Похоже, запрос набран в английской раскладке. Переключите раскладку или сформулируйте запрос иначе.')
    expect(pageText()).not.toContain('опечатк')
  })
})

describe('the search page past the last page of results', () => {
  it('says where the results end and links to their last and first pages, keeping the query and type', async () => {
    await renderPage(`/search/?q=${encodeURIComponent('сайт')}&type=articles&page=99`, { pastEnd: { page: 99, lastPage: 3 } })
    await screen.findByRole('heading', { level: 2, name: 'На странице 99 ничего нет' })
    expect(screen.getByText(/^Результаты по запросу/).textContent).toBe(
      'Результаты по запросу «сайт» в разделе «Статьи» уместились на 3 страницах.',
    )
    const q = encodeURIComponent('сайт')
    expect(hrefOf('Перейти на последнюю страницу')).toBe(`/search/?q=${q}&type=articles&page=3`)
    expect(hrefOf('Перейти на первую страницу')).toBe(`/search/?q=${q}&type=articles`)
  })

  it('of results on one page, links only to it', async () => {
    await renderPage(`/search/?q=${encodeURIComponent('сайт')}&page=2`, { pastEnd: { page: 2, lastPage: 1 } })
    expect((await screen.findByText(/^Результаты по запросу/)).textContent).toBe('Результаты по запросу «сайт» уместились на 1 странице.')
    expect(screen.queryByRole('link', { name: 'Перейти на последнюю страницу' })).toBeNull()
    expect(hrefOf('Перейти на первую страницу')).toBe(`/search/?q=${encodeURIComponent('сайт')}`)
  })
})
