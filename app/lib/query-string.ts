/**
 * Query strings handled as the raw `key=value` pieces they were written with. Nothing is decoded and
 * encoded again, so an address keeps its spelling (`%20` stays `%20`, `~` stays `~`): a redirect is
 * given only when something really changes, and the visitor's parameters (utm_*) arrive as they left.
 */

/** The decoded name of one `key=value` piece. */
const keyOf = (piece: string) => new URLSearchParams(piece).keys().next().value ?? ''

/** A query (with or without its `?`) as its pieces; empty pieces (`a=1&&b=2`) are kept as written. */
const piecesOf = (query: string) => (query.replace(/^\?/, '') === '' ? [] : query.replace(/^\?/, '').split('&'))

/**
 * The query without `page=1`: the first page of a list is the list's own address. A `page` given
 * more than once is left alone, as is every other piece. Answers the query unchanged (without `?`)
 * when there is nothing to drop.
 */
export function withoutFirstPage(query: string): string {
  const pieces = piecesOf(query)
  const pages = pieces.filter((piece) => keyOf(piece) === 'page')
  if (pages.length !== 1 || new URLSearchParams(pages[0]).get('page') !== '1') return pieces.join('&')
  return pieces.filter((piece) => keyOf(piece) !== 'page' && piece !== '').join('&')
}

/**
 * A redirect target with the visitor's query carried over: the target keeps its own parameters
 * (they win over the visitor's of the same name) and its fragment; the visitor's other parameters
 * follow as they were written.
 */
export function withVisitorQuery(target: string, visitorQuery: string): string {
  const hashAt = target.indexOf('#')
  const hash = hashAt === -1 ? '' : target.slice(hashAt)
  const withoutHash = hashAt === -1 ? target : target.slice(0, hashAt)
  const queryAt = withoutHash.indexOf('?')
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)
  const own = queryAt === -1 ? [] : piecesOf(withoutHash.slice(queryAt))
  const ownKeys = new Set(own.map(keyOf))
  const carried = piecesOf(visitorQuery).filter((piece) => !ownKeys.has(keyOf(piece)))
  const query = [...own, ...carried].join('&')
  return `${path}${query ? `?${query}` : ''}${hash}`
}
