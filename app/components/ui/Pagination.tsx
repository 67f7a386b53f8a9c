import { Link } from '@tanstack/react-router'
import { pageWindow } from './page-window.ts'

const itemClass =
  'inline-flex size-11 items-center justify-center rounded-full font-semibold text-ink transition-colors hover:bg-surface aria-[current=page]:bg-brand-600 aria-[current=page]:text-white'

/**
 * Links to the pages of a list on the current route, keeping its other search params.
 * Page 1 has no `page` param (the path rules drop `page=1`).
 */
export function Pagination({ page, lastPage, label = 'Страницы списка' }: { page: number; lastPage: number; label?: string }) {
  if (lastPage <= 1) return null
  const linkTo = (target: number) => ({
    to: './' as const,
    // Only the exact page is current (by default a link whose search is a subset of the URL's counts too).
    activeOptions: { exact: true, includeSearch: true } as const,
    search: (previous: Record<string, unknown>) => ({ ...previous, page: target === 1 ? undefined : target }),
  })
  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link {...linkTo(page - 1)} className={`${itemClass} w-auto px-4`} rel="prev">
              ← Назад
            </Link>
          </li>
        )}
        {pageWindow(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                {...linkTo(item)}
                className={itemClass}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Страница ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link {...linkTo(page + 1)} className={`${itemClass} w-auto px-4`} rel="next">
              Дальше →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
