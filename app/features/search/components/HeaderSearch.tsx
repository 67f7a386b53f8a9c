import { lazy, Suspense, useId, useState } from 'react'
import { SearchIcon } from './SearchIcon.tsx'

// The search field (its panel, the combobox, its query and server function) is not part of any
// page's first load: it comes when a visitor shows an intent to search (pointing at the button or
// focusing it). Should it fail to come, the button leads to the search page instead.
const loadPanel = () => import('./SearchPanel.tsx')
const SearchPanel = lazy(() =>
  loadPanel().then(
    (module) => ({ default: module.SearchPanel }),
    () => new Promise<never>(() => window.location.assign('/search/')),
  ),
)
const preload = () => void loadPanel().catch(() => undefined)

/**
 * The header's search: a button that opens the field under the header. Without JavaScript it
 * submits an empty form to the search page, which has a field of its own.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <>
      <form action="/search/" method="get">
        <button
          type="submit"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink hover:text-brand-700"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            event.preventDefault()
            setOpen(!open)
          }}
        >
          <span className="sr-only">{open ? 'Закрыть поиск' : 'Поиск по сайту'}</span>
          <SearchIcon />
        </button>
      </form>
      {open && (
        <Suspense>
          <SearchPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
