import { Link } from '@tanstack/react-router'
import { SEARCH_TYPES, type SearchType } from '#shared/contract/search.ts'
import { SEARCH_TYPE_FILTER_LABELS } from '../search-ui.ts'

const chipClass =
  'inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-white px-4 font-semibold text-ink text-sm transition-colors hover:border-brand-300 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white'

/** The current chip is the one chosen, whatever the page: the router marks a link current only on its exact address. */
const onlyExact = { exact: true, includeSearch: true } as const

function Count({ value }: { value: number }) {
  return (
    <span className="font-medium tabular-nums">
      <span className="sr-only">, найдено: </span>
      {value}
    </span>
  )
}

/**
 * The kinds of items found, each with how many: links (they work without JavaScript) to the same
 * query narrowed to one kind, from its first page, searched as typed when it was (`exact`). Kinds
 * with nothing found are left out, except the one chosen.
 */
export function SearchTypeFilter({
  q,
  exact,
  counts,
  active,
}: {
  q: string
  exact: boolean
  counts: Record<SearchType, number>
  active: SearchType | undefined
}) {
  const asTyped = exact ? (1 as const) : undefined
  const total = SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0)
  const shown = SEARCH_TYPES.filter((type) => counts[type] > 0 || type === active)
  return (
    <nav aria-label="Что искать">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/search/"
            search={{ q, exact: asTyped }}
            className={chipClass}
            aria-current={active ? undefined : 'page'}
            activeOptions={onlyExact}
          >
            Всё
            <Count value={total} />
          </Link>
        </li>
        {shown.map((type) => (
          <li key={type}>
            <Link
              to="/search/"
              search={{ q, type, exact: asTyped }}
              className={chipClass}
              aria-current={active === type ? 'page' : undefined}
              activeOptions={onlyExact}
            >
              {SEARCH_TYPE_FILTER_LABELS[type]}
              <Count value={counts[type]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
