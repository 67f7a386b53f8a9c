// How the site search reads what was typed: the operators of a web search box, and the words between.
import { queryWords } from './search-text.ts'

/**
 * A term of a query: a word, the words of a hyphenated word («интернет-магазин»), or a quoted
 * phrase. Words are runs of letters and digits as typed; everything else only separates them.
 */
export interface QueryTerm {
  words: string[]
  /** `"…"`: the words as written, next to each other, and nothing read into them. */
  quoted: boolean
  /** What stands between the quotes of a quoted phrase, as typed (the database reads it as a phrase); '' otherwise. */
  text: string
  /** `-word`, `-"…"`: items that hold it are left out. */
  negated: boolean
}

/**
 * A query as a search box reads it: alternatives (separated by `or`), each a list of terms that must
 * all be found. `a b or c -d` is (a and b) or (c and not d), as PostgreSQL's websearch_to_tsquery has it.
 */
export type ParsedQuery = QueryTerm[][]

/**
 * Reads a query. Outside quotes, a run of letters and digits joined by hyphens is one term (a
 * hyphenated word); a `-` that starts a term (at the start or after a space) excludes it; a lone `or`
 * (any case) between terms starts another alternative. An unclosed quote runs to the end. Anything
 * else separates words, so no input is ever an error.
 */
export function parseQuery(query: string): ParsedQuery {
  const alternatives: QueryTerm[][] = [[]]
  let index = 0
  const current = () => alternatives.at(-1)!
  while (index < query.length) {
    const rest = query.slice(index)
    const negated = rest.startsWith('-') && (index === 0 || /\s/u.test(query[index - 1]!))
    const start = negated ? 1 : 0
    if (rest[start] === '"') {
      const close = rest.indexOf('"', start + 1)
      const end = close === -1 ? rest.length : close + 1
      const text = rest.slice(start + 1, close === -1 ? rest.length : close)
      const words = queryWords(text)
      if (words.length > 0) current().push({ words, quoted: true, text, negated })
      index += end
      continue
    }
    const hyphenated = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/u.exec(rest.slice(start))
    if (!hyphenated) {
      index += 1
      continue
    }
    const words = queryWords(hyphenated[0])
    index += start + hyphenated[0].length
    const alone = words.length === 1 && words[0]!.toLowerCase() === 'or' && !negated
    if (alone && current().length > 0 && /^(\s|$)/u.test(query.slice(index))) alternatives.push([])
    else current().push({ words, quoted: false, text: '', negated })
  }
  return alternatives.filter((terms) => terms.length > 0)
}
