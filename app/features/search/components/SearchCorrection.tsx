import { Link } from '@tanstack/react-router'
import type { SearchType } from '#shared/contract/search.ts'
import type { SearchResultsView } from '../search.functions.ts'
import { searchTextLinkClass } from '../search-ui.ts'

/** What the page says when a query was typed with the English layout on. */
const LAYOUT_NOTE = 'Похоже, запрос набран в английской раскладке.'

/**
 * Why a query was read otherwise than typed, when it was no typo: the keyboard layout, or a word
 * written in the other alphabet («redizain» for «редизайн», «вордпресс» for «WordPress»); null for a typo.
 */
export function readingNote(results: Pick<SearchResultsView, 'query' | 'suggestion_source'>): string | null {
  if (results.suggestion_source === 'layout') return LAYOUT_NOTE
  if (results.suggestion_source !== 'transliteration') return null
  return /[a-z]/i.test(results.query) ? 'Похоже, запрос набран латиницей.' : 'Похоже, запрос набран русскими буквами.'
}

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
 * that the layout or the alphabet was wrong, when it was), and a link to the query as typed, without correction.
 */
export function CorrectedNote({ results, type }: { results: SearchResultsView; type: SearchType | undefined }) {
  const note = readingNote(results)
  return (
    <div className="flex flex-col gap-1">
      <p className="text-ink text-lg">
        {note && `${note} `}
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
