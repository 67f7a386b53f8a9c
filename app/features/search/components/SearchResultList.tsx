import { Link } from '@tanstack/react-router'
import { safeInternalPath } from '#app/lib/navigation/safe-navigation.ts'
import { SEARCH_TYPE_LABELS } from '../search-ui.ts'
import type { SearchHitView } from '../search.functions.ts'
import { Snippet } from './Snippet.tsx'

/** One item found: its kind and date, its title as the link, the words found in context. */
function SearchHitItem({ hit }: { hit: SearchHitView }) {
  // The address comes from the API: only a path of this site becomes a link.
  const path = safeInternalPath(hit.url)
  if (!path) return null
  return (
    <li className="flex flex-col gap-2 border-line border-b py-6 first:pt-0 last:border-b-0">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted text-sm">
        <span className="font-semibold text-brand-700">{SEARCH_TYPE_LABELS[hit.type]}</span>
        {hit.published_at && hit.published_display && <time dateTime={hit.published_at}>{hit.published_display}</time>}
      </p>
      <h2 className="font-bold text-ink text-xl tracking-tight">
        <Link to={path} className="hover:text-brand-700">
          {hit.title}
        </Link>
      </h2>
      <Snippet parts={hit.snippet} className="max-w-3xl text-ink-muted leading-relaxed [&_mark]:bg-brand-100 [&_mark]:text-ink" />
    </li>
  )
}

export function SearchResultList({ hits }: { hits: SearchHitView[] }) {
  return (
    <ol className="flex flex-col">
      {hits.map((hit) => (
        <SearchHitItem key={hit.url} hit={hit} />
      ))}
    </ol>
  )
}
