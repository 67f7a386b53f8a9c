import { Fragment, type ReactNode } from 'react'
import type { SearchSnippet } from '#shared/contract/search.ts'

/**
 * A snippet's parts as React nodes: the matched parts in `<mark>`, the rest as text. The parts are
 * plain text and React escapes them, so nothing an item's text holds can become markup.
 */
function snippetNodes(parts: SearchSnippet): ReactNode[] {
  return parts.map((part, index) =>
    // The parts have no identity but their place, and they never move.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    part.mark ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  )
}

export function Snippet({ parts, className }: { parts: SearchSnippet; className?: string }) {
  if (parts.length === 0) return null
  return <p className={className}>{snippetNodes(parts)}</p>
}
