import { Link } from '@tanstack/react-router'
import type { SearchType } from '#shared/contract/search.ts'
import type { SearchResultsView } from '../search.functions.ts'
import { searchTextLinkClass } from '../search-ui.ts'

/** What the page says when a query was typed with the English layout on. */
export const LAYOUT_NOTE = 'Похоже, запрос набран в английской раскладке.'

/** «Возможно, вы искали: …» — the query with its misspelt words corrected, as a link that searches it. */
export function Correction({ suggestion }: { suggestion: string }) {
  return (
    <p className="text-ink text-lg">
      Возможно, вы искали:{' '}
      <Link to="/search/" search={{ q: suggestion }} className={searchTextLinkClass}>
        {suggestion}
      </Link>
    </p>
  )
}

/**
 * Above the results of a query that found nothing and was corrected: whose results these are (and
 * that the layout was wrong, when it was), and a link to the query as typed, without correction.
 */
export function CorrectedNote({ results, type }: { results: SearchResultsView; type: SearchType | undefined }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-ink text-lg">
        {results.suggestion_source === 'layout' && `${LAYOUT_NOTE} `}
        Показаны результаты по запросу «<strong className="font-semibold">{results.suggestion}</strong>».
      </p>
      <p>
        <Link to="/search/" search={{ q: results.query, type, exact: 1 }} className={searchTextLinkClass}>
          Искать только «{results.query}»
        </Link>
      </p>
    </div>
  )
}
