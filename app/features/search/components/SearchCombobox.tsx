import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { safeInternalPath } from '#app/lib/navigation/safe-navigation.ts'
import { SEARCH_QUERY_MAX_LENGTH } from '#shared/contract/search.ts'
import { SEARCH_TYPE_LABELS, searchFieldClass } from '../search-ui.ts'
import { normalizeQuery } from '../search-params.ts'
import { suggestionsQuery } from '../suggestions-query.ts'

/** How long typing has to pause before the suggestions are asked for. */
export const SUGGESTIONS_DELAY_MS = 200
/** Fewer letters than this match too much to be worth suggesting. */
const SUGGESTIONS_MIN_LENGTH = 2

/** The note under the field when no title matches. */
const NOTHING_IN_TITLES = 'Ничего не нашлось в заголовках. Нажмите Enter или кнопку с\u00a0лупой\u00a0— поищем по всему тексту сайта.'

/** The value after it has stopped changing for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/**
 * The header's search field with suggestions while typing: a WAI-ARIA 1.2 combobox with a listbox
 * popup. The suggestions are asked for once typing pauses; a newer text cancels the older request,
 * so an answer that comes late never shows. Arrow Down and Up move through the options (the field
 * keeps focus, `aria-activedescendant` names the option), Enter opens the chosen option or, with
 * none chosen, submits the form (the search page), Escape closes the list (or the note that nothing
 * was found) and otherwise is left to the form around it: unlike the APG's combobox, it never
 * clears the field, which the header's panel closes instead. A polite live region says how many
 * were found.
 */
export function SearchCombobox({ inputId, onChoose }: { inputId: string; onChoose: (path: string) => void }) {
  const listId = useId()
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const term = normalizeQuery(useSettled(value, SUGGESTIONS_DELAY_MS))
  const asking = term.length >= SUGGESTIONS_MIN_LENGTH && term.length <= SEARCH_QUERY_MAX_LENGTH
  const { data } = useQuery({ ...suggestionsQuery(term), enabled: asking })
  // Only the answer for what the field holds now: none while typing goes on.
  const current = asking && term === normalizeQuery(value) ? data : undefined
  const options = (current ?? []).flatMap((suggestion) => {
    const path = safeInternalPath(suggestion.url)
    return path ? [{ ...suggestion, path }] : []
  })
  const expanded = open && options.length > 0
  const nothingFound = open && current?.length === 0
  const activeOption = expanded ? options[active] : undefined
  const optionId = (index: number) => `${listId}-${index}`

  const announcement = !open || !current ? '' : options.length > 0 ? `Найдено: ${options.length}` : 'Ничего не найдено'

  // From the field the first arrow opens the list on its first (Down) or last (Up) option; then they go round.
  const move = (step: 1 | -1) => {
    if (!options.length) return
    setOpen(true)
    setActive((index) =>
      !expanded || index < 0 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length,
    )
  }

  return (
    <div className="relative w-full">
      <input
        id={inputId}
        name="q"
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        value={value}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder="Услуга, проект, статья…"
        autoComplete="off"
        enterKeyHint="search"
        className={searchFieldClass}
        onChange={(event) => {
          setValue(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            move(event.key === 'ArrowDown' ? 1 : -1)
          } else if (event.key === 'Enter' && activeOption) {
            event.preventDefault()
            setOpen(false)
            onChoose(activeOption.path)
          } else if (event.key === 'Escape' && (expanded || nothingFound)) {
            event.preventDefault()
            setOpen(false)
            setActive(-1)
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Подсказки поиска"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-line bg-white py-2 shadow-lg"
        // The field keeps focus while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches options from the field (aria-activedescendant).
          // biome-ignore lint/a11y/useFocusableInteractive: options are never focused; the field names the active one.
          <div
            key={option.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="flex cursor-pointer items-baseline justify-between gap-4 px-4 py-3 aria-selected:bg-brand-50 hover:bg-surface"
            onClick={() => {
              setOpen(false)
              onChoose(option.path)
            }}
          >
            <span className="font-semibold text-ink">{option.title}</span>
            <span className="shrink-0 text-ink-muted text-sm">{SEARCH_TYPE_LABELS[option.type]}</span>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {nothingFound && (
        // What the live region says, for the eyes, with the way on. On a phone the submit button is a
        // magnifier without its word, so the text names Enter and the magnifier; a no-break space
        // keeps the dash off the start of a line.
        <p
          aria-hidden="true"
          className="absolute inset-x-0 top-full z-50 mt-2 rounded-2xl border border-line bg-white px-4 py-3 text-ink-muted shadow-lg"
        >
          {NOTHING_IN_TITLES}
        </p>
      )}
    </div>
  )
}
