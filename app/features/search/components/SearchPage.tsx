import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { plural } from '#app/lib/plural.ts'
import { SEARCH_QUERY_MAX_LENGTH } from '#shared/contract/search.ts'
import { type SearchParams, searchQuery } from '../queries.ts'
import type { SearchResultsView } from '../search.functions.ts'
import { SEARCH_CRUMBS, searchTitle } from '../search-head.ts'
import { normalizeQuery, type SearchPageSearch, searchRequest } from '../search-params.ts'
import { CorrectedNote, Correction, readingNote } from './SearchCorrection.tsx'
import { SearchForm } from './SearchForm.tsx'
import { SearchHelp } from './SearchHelp.tsx'
import { SearchPastEnd } from './SearchPastEnd.tsx'
import { SearchResultList } from './SearchResultList.tsx'
import { SearchTypeFilter } from './SearchTypeFilter.tsx'

const TOO_LONG = `Запрос слишком длинный: в поиске помещается до ${SEARCH_QUERY_MAX_LENGTH} символов. Сократите его до главных слов.`

function Refused({ message }: { message: string }) {
  return (
    <p role="alert" className="max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
      {message}
    </p>
  )
}

/** The help under «ничего не нашлось»: a query typed with the wrong layout or alphabet is no typo, and is not called one. */
function nothingFoundLead(results: SearchResultsView): string {
  const note = readingNote(results)
  const advice =
    results.suggestion_source === 'layout'
      ? `${note} Переключите раскладку или сформулируйте запрос иначе.`
      : note
        ? `${note} Проверьте запрос или сформулируйте его иначе.`
        : 'Проверьте, нет ли опечатки, или сформулируйте запрос иначе.'
  return `${advice} А ещё можно заглянуть в разделы, где обычно находят нужное:`
}

function Found({ params, results }: { params: SearchParams; results: SearchResultsView }) {
  const total = results.meta.total
  if (total === 0 && !params.type) {
    return (
      <>
        {results.suggestion && <Correction suggestion={results.suggestion} />}
        <SearchHelp title={`По запросу «${results.query}» ничего не нашлось`} lead={nothingFoundLead(results)} />
      </>
    )
  }
  // The results of a corrected query are those of its suggestion.
  const shown = results.corrected && results.suggestion ? results.suggestion : results.query
  return (
    <>
      {results.corrected && <CorrectedNote results={results} type={params.type} />}
      <p className="text-ink-muted" aria-live="polite">
        {`${plural(total, 'Найден', 'Найдено', 'Найдено')} ${total} ${plural(total, 'результат', 'результата', 'результатов')} по запросу «${shown}»`}
      </p>
      {results.suggestion && !results.corrected && <Correction suggestion={results.suggestion} />}
      <SearchTypeFilter q={params.q} exact={params.exact} counts={results.counts} active={params.type} />
      <section aria-label="Результаты поиска">
        <SearchResultList hits={results.data} />
        <Pagination page={results.meta.current_page} lastPage={results.meta.last_page} label="Страницы результатов" />
      </section>
    </>
  )
}

function Results({ params }: { params: SearchParams }) {
  const { data: answer } = useSuspenseQuery(searchQuery(params))
  if ('refused' in answer) return <Refused message={answer.refused} />
  if ('limited' in answer) return <Refused message={answer.limited.message} />
  if ('pastEnd' in answer) return <SearchPastEnd params={params} pastEnd={answer.pastEnd} />
  return <Found params={params} results={answer.results} />
}

/** `/search/`: the field, then the results of the query, or a way on when there is nothing to show. */
export function SearchPage({ search }: { search: SearchPageSearch }) {
  const request = searchRequest(search)
  // A query too long stays in the field: the message asks to shorten it, and that needs the text.
  const query = request.kind === 'search' ? request.q : normalizeQuery(search.q)
  return (
    <>
      <PageHeader crumbs={SEARCH_CRUMBS} title={request.kind === 'search' ? searchTitle(request.q) : 'Поиск по сайту'}>
        <SearchForm query={query} />
      </PageHeader>
      <div className="container-page flex flex-col gap-8 py-10 sm:py-14">
        {request.kind === 'empty' && (
          <SearchHelp
            title="Что вы хотите найти?"
            lead="Ищем по услугам, решениям, проектам, клиентам, статьям и новостям. Или начните с разделов сайта:"
          />
        )}
        {request.kind === 'too-long' && <Refused message={TOO_LONG} />}
        {request.kind === 'search' && <Results params={request} />}
      </div>
    </>
  )
}
