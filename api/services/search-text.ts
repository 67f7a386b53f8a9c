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
