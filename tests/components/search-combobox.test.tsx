import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchCombobox, SUGGESTIONS_DELAY_MS } from '#app/features/search/components/SearchCombobox.tsx'
import type { SearchSuggestion } from '#shared/contract/search.ts'

/** Each call of the server function, with its input and signal, answered when the test says so. */
const calls: { q: string; signal: AbortSignal | undefined; answer: (data: SearchSuggestion[] | null) => void }[] = []

vi.mock('#app/features/search/suggestions.functions.ts', () => ({
  fetchSearchSuggestions: ({ data, signal }: { data: { q: string }; signal?: AbortSignal }) =>
    new Promise<SearchSuggestion[] | null>((resolve) => calls.push({ q: data.q, signal, answer: resolve })),
}))

const ACCESSIBILITY: SearchSuggestion[] = [
  { type: 'articles', title: 'Доступность сайта: с чего начать', url: '/articles/accessibility/' },
  { type: 'services', title: 'Аудит доступности', url: '/services/development/accessibility-audit/' },
]

function renderField() {
  const onChoose = vi.fn()
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
  const onFormKey = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <form onSubmit={onSubmit} onKeyDown={(event) => onFormKey(event.key, event.defaultPrevented)}>
        <label htmlFor="q">Поиск по сайту</label>
        <SearchCombobox inputId="q" onChoose={onChoose} />
      </form>
    </QueryClientProvider>,
  )
  return { field: screen.getByRole('combobox', { name: 'Поиск по сайту' }), onChoose, onSubmit, onFormKey }
}

const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } })
const key = (field: HTMLElement, name: string) => fireEvent.keyDown(field, { key: name })
/** Lets the debounce run out and the query start. */
const pause = (ms = SUGGESTIONS_DELAY_MS) => act(() => vi.advanceTimersByTimeAsync(ms))
/** Answers a call and lets React show it. */
const answer = (index: number, data: SearchSuggestion[] | null) =>
  act(async () => {
    calls[index]?.answer(data)
    await vi.advanceTimersByTimeAsync(0)
  })
const status = () => screen.getByRole('status')

beforeEach(() => {
  vi.useFakeTimers()
  calls.length = 0
})
afterEach(() => vi.useRealTimers())

describe('the header’s search field', () => {
  it('is a combobox with a list popup, collapsed until there is something to suggest', () => {
    const { field } = renderField()
    expect(field).toHaveProperty('name', 'q')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(field.getAttribute('aria-autocomplete')).toBe('list')
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '')
    expect(list?.getAttribute('role')).toBe('listbox')
    expect(field.hasAttribute('aria-activedescendant')).toBe(false)
    expect(status().textContent).toBe('')
  })

  it('asks for suggestions only once typing pauses, for the text as it is then', async () => {
    const { field } = renderField()
    type(field, 'до')
    await pause(SUGGESTIONS_DELAY_MS - 50)
    type(field, 'дост')
    await pause(SUGGESTIONS_DELAY_MS - 1)
    expect(calls).toHaveLength(0)
    await pause(1)
    expect(calls.map((call) => call.q)).toEqual(['дост'])
  })

  it('does not ask for a single letter', async () => {
    const { field } = renderField()
    type(field, 'д')
    await pause()
    expect(calls).toHaveLength(0)
  })

  it('cancels the older request when the text changes, and never shows its late answer', async () => {
    const { field } = renderField()
    type(field, 'дост')
    await pause()
    type(field, 'доступность')
    await pause()
    expect(calls.map((call) => call.q)).toEqual(['дост', 'доступность'])
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(calls[1]?.signal?.aborted).toBe(false)

    await answer(0, [{ type: 'news', title: 'Устаревшая подсказка', url: '/news/old/' }])
    expect(screen.queryByRole('option')).toBeNull()
    await answer(1, ACCESSIBILITY)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Доступность сайта: с чего начатьСтатья',
      'Аудит доступностиУслуга',
    ])
    expect(field.getAttribute('aria-expanded')).toBe('true')
  })

  it('announces how many were found, or that nothing was', async () => {
    const { field } = renderField()
    type(field, 'доступность')
    await pause()
    await answer(0, ACCESSIBILITY)
    expect(status().textContent).toBe('Найдено: 2')

    type(field, 'абракадабра')
    expect(status().textContent).toBe('')
    await pause()
    await answer(1, [])
    expect(status().textContent).toBe('Ничего не найдено')
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows and says nothing past the visitor’s limit of suggestions: no list, no «nothing found», no error', async () => {
    const { field, onSubmit } = renderField()
    type(field, 'доступность')
    await pause()
    await answer(0, ACCESSIBILITY)
    type(field, 'доступность сайта')
    await pause()
    await answer(1, null)
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryAllByRole('option')).toEqual([])
    expect(status().textContent).toBe('')
    expect(screen.queryByText(/Ничего не нашлось/)).toBeNull()
    // The search itself still works.
    key(field, 'Enter')
    fireEvent.submit(field.closest('form')!)
    expect(onSubmit).toHaveBeenCalled()
  })

  it('moves through the options with the arrows, round at the ends, the field naming the active one', async () => {
    const { field } = renderField()
    type(field, 'доступность')
    await pause()
    await answer(0, ACCESSIBILITY)
    const [first, second] = screen.getAllByRole('option')
    const active = () => field.getAttribute('aria-activedescendant')
    field.focus()

    key(field, 'ArrowDown')
    expect(active()).toBe(first?.id)
    expect(first?.getAttribute('aria-selected')).toBe('true')
    key(field, 'ArrowDown')
    expect(active()).toBe(second?.id)
    expect(first?.getAttribute('aria-selected')).toBe('false')
    key(field, 'ArrowDown')
    expect(active()).toBe(first?.id)
    key(field, 'ArrowUp')
    expect(active()).toBe(second?.id)
    expect(document.activeElement).toBe(field)
  })

  it('opens the chosen option with Enter, without submitting the form', async () => {
    const { field, onChoose, onSubmit } = renderField()
    type(field, 'доступность')
    await pause()
    await answer(0, ACCESSIBILITY)
    key(field, 'ArrowDown')
    key(field, 'ArrowDown')
    key(field, 'Enter')
    expect(onChoose).toHaveBeenCalledWith('/services/development/accessibility-audit/')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('leaves Enter to the form (the search page) when no option is chosen', async () => {
    const { field, onChoose, onFormKey } = renderField()
    type(field, 'доступность')
    await pause()
    await answer(0, ACCESSIBILITY)
    key(field, 'Enter')
    expect(onChoose).not.toHaveBeenCalled()
    expect(onFormKey).toHaveBeenLastCalledWith('Enter', false)
  })

  it('closes the list with Escape and lets a second one through to the form, never clearing the field', async () => {
    const { field, onFormKey } = renderField()
    type(field, 'доступность')
    await pause()
    await answer(0, ACCESSIBILITY)
    key(field, 'ArrowDown')

    key(field, 'Escape')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(field.hasAttribute('aria-activedescendant')).toBe(false)
    expect(field).toHaveProperty('value', 'доступность')
    expect(onFormKey).toHaveBeenLastCalledWith('Escape', true)

    key(field, 'Escape')
    expect(field).toHaveProperty('value', 'доступность')
    expect(onFormKey).toHaveBeenLastCalledWith('Escape', false)
  })

  it('says how to search the whole text when no title matches, in words true at any width; Escape closes the note', async () => {
    const { field, onFormKey } = renderField()
    type(field, 'абракадабра')
    await pause()
    await answer(0, [])
    const note = screen.getByText(/^Ничего не нашлось в заголовках/)
    expect(note.textContent).toBe(
      'Ничего не нашлось в заголовках. Нажмите Enter или кнопку с\u00a0лупой\u00a0— поищем по всему тексту сайта.',
    )
    // No line starts with a dash.
    expect(note.textContent).not.toMatch(/ —/)

    key(field, 'Escape')
    expect(screen.queryByText(/^Ничего не нашлось в заголовках/)).toBeNull()
    expect(onFormKey).toHaveBeenLastCalledWith('Escape', true)
    key(field, 'Escape')
    expect(field).toHaveProperty('value', 'абракадабра')
    expect(onFormKey).toHaveBeenLastCalledWith('Escape', false)
  })

  it('opens an option that is clicked', async () => {
    const { field, onChoose } = renderField()
    type(field, 'доступность')
    await pause()
    await answer(0, ACCESSIBILITY)
    fireEvent.click(screen.getAllByRole('option')[0] as HTMLElement)
    expect(onChoose).toHaveBeenCalledWith('/articles/accessibility/')
  })

  it('offers no option whose address leads off the site', async () => {
    const { field } = renderField()
    type(field, 'доступность')
    await pause()
    await answer(0, [{ type: 'pages', title: 'Чужой сайт', url: 'https://evil.example/' }, ...ACCESSIBILITY])
    expect(screen.getAllByRole('option')).toHaveLength(2)
    expect(status().textContent).toBe('Найдено: 2')
  })
})
