import { Link } from '@tanstack/react-router'
import type { Crumb } from '#app/lib/seo.ts'

/** Where the page sits in the site; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Навигационная цепочка" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.path ?? crumb.label} className="flex items-center gap-2">
              {crumb.path && !last ? (
                <Link to={crumb.path} activeOptions={{ exact: true }} className="hover:text-brand-700">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'text-ink' : undefined}>
                  {crumb.label}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="text-line">
                  /
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
