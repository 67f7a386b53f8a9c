import { Link } from '@tanstack/react-router'
import { plural } from '#app/lib/plural.ts'
import type { SearchParams } from '../queries.ts'
import type { PastEnd } from '../search.functions.ts'
import { SEARCH_TYPE_FILTER_LABELS, searchTextLinkClass } from '../search-ui.ts'

/**
 * A page past the last of the results (an old link, a changed site): says where the results end
 * and links to their last and first pages, with the same query and type.
 */
export function SearchPastEnd({ params, pastEnd }: { params: SearchParams; pastEnd: PastEnd }) {
  const { q, type, exact } = params
  const { page, lastPage } = pastEnd
  const search = (target: number) => ({ q, type, page: target === 1 ? undefined : target, exact: exact ? (1 as const) : undefined })
  const where = type ? ` в разделе «${SEARCH_TYPE_FILTER_LABELS[type]}»` : ''
  return (
    <section aria-labelledby="search-past-end-title" className="flex flex-col gap-3">
      <h2 id="search-past-end-title" className="font-bold text-2xl text-ink tracking-tight">
        На странице {page} ничего нет
      </h2>
      <p className="max-w-3xl text-ink-muted leading-relaxed">
        {`Результаты по запросу «${q}»${where} уместились на ${lastPage} ${plural(lastPage, 'странице', 'страницах', 'страницах')}.`}
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {lastPage > 1 && (
          <Link to="/search/" search={search(lastPage)} className={searchTextLinkClass}>
            Перейти на последнюю страницу
          </Link>
        )}
        <Link to="/search/" search={search(1)} className={searchTextLinkClass}>
          Перейти на первую страницу
        </Link>
      </p>
    </section>
  )
}
