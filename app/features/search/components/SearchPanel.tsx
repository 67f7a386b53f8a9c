import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { searchHrefOf } from '../search-ui.ts'
import { SearchCombobox } from './SearchCombobox.tsx'
import { SearchIcon } from './SearchIcon.tsx'

/**
 * The search field under the header, opened by the header's button: a form to /search/ whose
 * field suggests items while typing. Enter with no suggestion chosen opens the search page; Escape
 * with no suggestions open closes the panel and returns to the button (its default prevented, so a
 * field never clears itself on the way, as a search input does in Chromium). Focus leaving the
 * panel or a navigation closes it too.
 */
export function SearchPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const inputId = useId()
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })
  const openedAt = useRef(href)

  // The panel opens because the visitor asked for it, to type in at once.
  useEffect(() => document.getElementById(inputId)?.focus(), [inputId])
  useEffect(() => {
    if (href !== openedAt.current) onClose()
  }, [href, onClose])

  return (
    <search
      id={id}
      className="absolute inset-x-0 top-full border-line border-b bg-white shadow-lg"
      onBlur={(event) => {
        // The button that toggles the panel closes it on its own.
        const next = event.relatedTarget
        if (!next || (!event.currentTarget.contains(next) && next.getAttribute('aria-controls') !== id)) onClose()
      }}
    >
      <form
        action="/search/"
        method="get"
        className="container-page flex items-center gap-2 py-3"
        onSubmit={(event) => {
          event.preventDefault()
          void navigate({ href: searchHrefOf(event.currentTarget) })
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return
          event.preventDefault()
          // Back to the button that opened the panel.
          document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus()
          onClose()
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Поиск по сайту
        </label>
        <SearchCombobox inputId={inputId} onChoose={(path) => void navigate({ href: path })} />
        <button type="submit" className="button-primary shrink-0">
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">Найти</span>
        </button>
      </form>
    </search>
  )
}
