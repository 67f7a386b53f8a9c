// The pure text rules of the site search: how a query is read, how a snippet comes back in parts.
import type { SearchSnippet } from '#shared/contract/search.ts'

/**
 * What ts_headline puts around a matched word. Control characters, which the indexed text never
 * holds (search_plain_text turns them into spaces), so that no text of an item reads as a mark.
 */
export const MARK_START = '\u0001'
export const MARK_STOP = '\u0002'

/** A query as searched: spaces of any kind collapsed to one, none at the ends. */
export const normalizeQuery = (query: string) => query.replace(/\s+/gu, ' ').trim()

/** The words of a query (letters and digits), in order, as typed. */
export const queryWords = (query: string): string[] => query.match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * The tsquery text for the words typed so far: every word whole but the last, which is a prefix
 * (it may be half-typed). Words hold only letters and digits, so quoting them is all the escaping
 * there is; null when nothing is left to look for.
 */
export function prefixTsquery(words: string[]): string | null {
  if (words.length === 0) return null
  return words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' & ')
}

/**
 * Turns ts_headline's answer (matches between MARK_START and MARK_STOP) into plain-text parts:
 * neighbouring parts of the same kind joined, empty ones dropped, spaces collapsed.
 */
export function parseSnippet(headline: string): SearchSnippet {
  const parts: SearchSnippet = []
  const clean = headline.replaceAll(`${MARK_START}${MARK_STOP}`, '').replace(/\s+/gu, ' ').trim()
  // Split on either mark, keeping it: every piece after a start mark is a match, after a stop mark not.
  let mark = false
  for (const piece of clean.split(new RegExp(`([${MARK_START}${MARK_STOP}])`, 'u'))) {
    if (piece === MARK_START || piece === MARK_STOP) mark = piece === MARK_START
    else if (piece !== '') {
      const last = parts.at(-1)
      if (last?.mark === mark) last.text += piece
      else parts.push({ text: piece, mark })
    }
  }
  return parts
}

/** How many words at either end of a snippet are compared with the ends of its text. */
const EDGE_WORDS = 2

const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((word, index) => word.toLowerCase() === b[index]!.toLowerCase())

/**
 * A snippet cut from inside its text reads as cut: «… » before it when it does not start where the
 * text starts, « …» after it when it does not end where the text ends. The ends are compared by
 * their words, as ts_headline may leave the punctuation around a fragment out. `textStart` and
 * `textEnd` are the text's first and last hundred or so characters.
 */
export function withEllipses(snippet: SearchSnippet, textStart: string, textEnd: string): SearchSnippet {
  if (snippet.length === 0) return snippet
  const words = queryWords(snippet.map((part) => part.text).join(''))
  const parts = snippet.map((part) => ({ ...part }))
  if (!sameWords(words.slice(0, EDGE_WORDS), queryWords(textStart).slice(0, EDGE_WORDS))) {
    if (parts[0]!.mark) parts.unshift({ text: '… ', mark: false })
    else parts[0]!.text = `… ${parts[0]!.text}`
  }
  if (!sameWords(words.slice(-EDGE_WORDS), queryWords(textEnd).slice(-EDGE_WORDS))) {
    const last = parts.at(-1)!
    if (last.mark) parts.push({ text: ' …', mark: false })
    else last.text = `${last.text} …`
  }
  return parts
}

/**
 * A query's tokens as «Возможно, вы искали…» reads them: runs of the English layout's letter keys
 * (they may be a Russian word typed with the wrong layout, where `,` is «б» and `;` is «ж»), and
 * runs of letters and digits. The rest (spaces, quotes, minus signs) is kept as typed.
 */
const TOKEN = /[a-z[\];',.`]*[a-z][a-z[\];',.`]*|[\p{L}\p{N}]+/giu

/** The distinct tokens of a query, lower-cased. */
export const queryTokens = (query: string): string[] => [...new Set((query.match(TOKEN) ?? []).map((token) => token.toLowerCase()))]

/** The query with some of its tokens replaced (whatever their case), everything else as it was typed. */
export function replaceTokens(query: string, replacements: ReadonlyMap<string, string>): string {
  return query.replace(TOKEN, (token) => replacements.get(token.toLowerCase()) ?? token)
}

/** The Russian letter on each key of the English layout (ЙЦУКЕН over QWERTY), for words typed in the wrong one. */
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё'
const KEYBOARD = new Map([...LATIN_KEYS].map((key, index) => [key, CYRILLIC_KEYS[index]!]))

/**
 * The word as it was meant when typed with the English layout on (`ljcnegyjcnm` → `доступность`);
 * null when the word is not made of the English layout's letter keys only.
 */
export function fromEnglishLayout(word: string): string | null {
  const keys = [...word.toLowerCase()]
  if (keys.length === 0 || !keys.every((key) => KEYBOARD.has(key))) return null
  return keys.map((key) => KEYBOARD.get(key)).join('')
}

/**
 * The query with every token made of the English layout's keys read in the Russian one
 * (`fELBN ljcn` → `аудит дост`), the rest as typed; null when no token is.
 */
export function fromEnglishLayoutQuery(query: string): string | null {
  let read = false
  const russian = query.replace(TOKEN, (token) => {
    const meant = fromEnglishLayout(token)
    if (meant === null) return token
    read = true
    return meant
  })
  return read ? russian : null
}
