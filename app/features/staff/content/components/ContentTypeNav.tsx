import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { EDITORIAL_TYPES } from '#shared/contract/editorial.ts'
import { useCurrentInSight } from '../../components/use-current-in-sight.ts'
import { CONTENT_VIEWS } from '../content-types.ts'

const linkClass =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border border-line px-4 font-semibold text-ink-muted text-sm hover:bg-surface hover:text-ink aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900'

/** The kinds of content side by side, so an editor moves between them in one step. */
export function ContentTypeNav() {
  const nav = useRef<HTMLElement>(null)
  useCurrentInSight(nav)
  return (
    <nav ref={nav} aria-label="Виды содержимого" className="-mx-5 overflow-x-auto [scrollbar-width:none] sm:mx-0">
      {/* The padding is the row's, as in the staff menu (AdminLayout.tsx), so the last entry scrolls fully into sight. */}
      <ul className="flex w-max gap-2 px-5 sm:px-0">
        {EDITORIAL_TYPES.map((type) => (
          <li key={type}>
            <Link to="/admin/$type/" params={{ type }} className={linkClass}>
              {CONTENT_VIEWS[type].title}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/admin/$type/" params={{ type: 'tags' }} className={linkClass}>
            Метки
          </Link>
        </li>
      </ul>
    </nav>
  )
}
