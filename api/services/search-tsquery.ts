// The tsquery a search runs: the words as typed, and what they may also be (decision 019). Pure:
// the stems come from the database (search-reading.ts), so index and query are stemmed alike.
import type { ParsedQuery, QueryTerm } from './search-query.ts'
import { derivedStems } from './search-roots.ts'
import { queryWords } from './search-text.ts'
import { cyrillicReading } from './search-transliteration.ts'

/** A group of words and phrases the search reads as one (kept by staff). */
export interface SynonymGroup {
  id: number
  terms: string[]
}

/** What the database says of the words involved. */
export interface Stems {
  /** The lexemes of a word (lower-cased as given): one, or none for a stop word. */
  of(word: string): string[]
  /** A quoted phrase as PostgreSQL reads it (`phraseto_tsquery`), as tsquery text; '' for stop words only. */
  phrase(text: string): string
}

/** The tsqueries of a query, as text for `::tsquery`. '' matches nothing. */
export interface SearchTsquery {
  /** The words as typed, stemmed: what ranks a hit above one found by a reading of them. */
  plain: string
  /** The words with their roots, Latin words with their Cyrillic reading, and the synonyms of each. */
  expanded: string
  /**
   * For a query of plain words (one alternative, no quotes, nothing excluded), word by word: the
   * word as read (with its root and reading), or any term of a synonym group that covers it. A title
   * holding more of them, and rarer ones, ranks higher. Empty for any other query.
   */
  parts: string[]
  /** The lexeme sets of a title that is what a plain query names (see namedSets); empty for any other query. */
  named: string[][]
}

/** A lexeme as tsquery text: quoted, its quotes doubled and backslashes escaped. */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`

const group = (operands: string[], operator: '&' | '|') => {
  const parts = [...new Set(operands.filter((operand) => operand !== ''))]
  if (parts.length <= 1) return parts[0] ?? ''
  return parts.map((part) => `( ${part} )`).join(` ${operator} `)
}

/** Words next to each other, as phraseto_tsquery joins them: a stop word between two keeps its place (`<2>`). */
function phrase(words: string[]): string {
  let text = ''
  let distance = 0
  for (const word of words) {
    distance += 1
    if (word === '') continue
    text = text === '' ? `( ${word} )` : `${text} <${distance === 1 ? '-' : distance}> ( ${word} )`
    distance = 0
  }
  return text
}

/** The Latin-lettered words a search also reads in Cyrillic (`bitrix` → `битрикс`). */
export function readingsOf(parsed: ParsedQuery): string[] {
  return parsed.flatMap((terms) =>
    terms.flatMap((term) => (term.quoted || term.negated ? [] : term.words.map((word) => cyrillicReading(word) ?? '').filter(Boolean))),
  )
}

interface Slot {
  word: string
  lexemes: string[]
  /** Its lexemes, its reading's and the stems of their roots: what a synonym's term may meet it as. */
  family: Set<string>
}

/** What a word may also be: its Cyrillic reading when typed in Latin letters, and the words of its root (and the reading's). */
function readingsAndDerivations(stems: Stems, word: string): { reading: string[]; derived: string[] } {
  const reading = cyrillicReading(word)
  const readingLexemes = reading ? stems.of(reading) : []
  return { reading: readingLexemes, derived: [...stems.of(word), ...readingLexemes].flatMap(derivedStems) }
}

/**
 * One word as typed (stemmed, several lexemes all found), or '' for a stop word. `expand` adds the
 * words of its root and, for a word in Latin letters, its Cyrillic reading (with the reading's).
 */
function wordQuery(stems: Stems, word: string, expand: boolean): string {
  const exact = group(stems.of(word).map(quoteLexeme), '&')
  if (!expand || exact === '') return exact
  const { reading, derived } = readingsAndDerivations(stems, word)
  return group([exact, group(reading.map(quoteLexeme), '&'), ...derived.map(quoteLexeme)], '|')
}

/** A term of plain words: a word, or the words of a hyphenated word next to each other. */
const wordsQuery = (stems: Stems, words: string[], expand: boolean) =>
  words.length === 1 ? wordQuery(stems, words[0]!, expand) : phrase(words.map((word) => wordQuery(stems, word, expand)))

function termQuery(stems: Stems, term: QueryTerm, expand: boolean): string {
  const found = term.quoted ? stems.phrase(term.text) : wordsQuery(stems, term.words, expand && !term.negated)
  return term.negated && found !== '' ? `!( ${found} )` : found
}

/** A synonym group found in a query: the words of the query it covers, and every term of the group. */
interface SynonymMatch {
  covered: Set<Slot>
  terms: Set<string>
}

/** The lexemes of a synonym's term, and its tsquery: its words next to each other. */
function synonymTerm(stems: Stems, term: string) {
  const words = queryWords(term)
  const lexemes = words.flatMap((word) => stems.of(word.toLowerCase()))
  return { lexemes, query: phrase(words.map((word) => group(stems.of(word.toLowerCase()).map(quoteLexeme), '&'))) }
}

/**
 * The synonym groups a list of plain words holds: a group is used when every lexeme of one of its
 * terms is a word of the query, in any form or a word of its root («продвижения», «продвигать» hold
 * «продвижение»), and it covers those words. A word goes to the longest term that holds it
 * («1С-Битрикс» before «1С»), a term it holds as written first, so that a group of a shorter term
 * never makes the longer one optional.
 */
function synonymMatches(stems: Stems, slots: Slot[], synonyms: SynonymGroup[]): SynonymMatch[] {
  const family = new Set(slots.flatMap((slot) => [...slot.family]))
  const written = new Set(slots.flatMap((slot) => slot.lexemes))
  const found = synonyms.flatMap((synonym) =>
    synonym.terms.flatMap((term) => {
      const own = synonymTerm(stems, term).lexemes
      if (own.length === 0 || !own.every((lexeme) => family.has(lexeme))) return []
      const covered = slots.filter((slot) => slot.lexemes.length > 0 && own.some((lexeme) => slot.family.has(lexeme)))
      return [{ synonym, size: new Set(own).size, asWritten: own.every((lexeme) => written.has(lexeme)), covered }]
    }),
  )
  found.sort((a, b) => b.size - a.size || Number(b.asWritten) - Number(a.asWritten))
  const taken = new Set<Slot>()
  const matches = new Map<SynonymGroup, SynonymMatch>()
  for (const { synonym, covered } of found) {
    if (covered.some((slot) => taken.has(slot))) continue
    const match = matches.get(synonym) ?? { covered: new Set<Slot>(), terms: new Set(synonym.terms) }
    for (const slot of covered) {
      match.covered.add(slot)
      taken.add(slot)
    }
    matches.set(synonym, match)
  }
  return [...matches.values()]
}

/** One alternative of the query, expanded: its operands (all must be found), and the synonym groups it used. */
interface ExpandedAlternative {
  operands: string[]
  /** Each plain word as read (see SearchTsquery.parts). */
  parts: string[]
  matches: SynonymMatch[]
  /** Its plain words, each with what the database reads of it. */
  slots: Slot[]
}

/**
 * One alternative of the query, expanded: each plain word with its root and reading, and the words a
 * synonym group covers as (those words, or any term of the group). A hyphenated word stays a phrase
 * unless a synonym covers part of it. Quoted phrases and excluded words are as typed.
 */
function expandedAlternative(stems: Stems, terms: QueryTerm[], synonyms: SynonymGroup[]): ExpandedAlternative {
  const slotsOf = new Map<QueryTerm, Slot[]>()
  for (const term of terms) {
    if (term.quoted || term.negated) continue
    slotsOf.set(
      term,
      term.words.map((word) => {
        const lexemes = stems.of(word)
        const { reading, derived } = readingsAndDerivations(stems, word)
        return { word, lexemes, family: new Set([...lexemes, ...reading, ...derived]) }
      }),
    )
  }
  const slots = [...slotsOf.values()].flat()
  const matches = synonymMatches(stems, slots, synonyms)
  const matchOf = (slot: Slot) => matches.find((match) => match.covered.has(slot))
  const operands: string[] = []
  for (const term of terms) {
    const own = slotsOf.get(term)
    if (!own || own.every((slot) => !matchOf(slot))) {
      operands.push(termQuery(stems, term, true))
      continue
    }
    for (const slot of own) if (!matchOf(slot)) operands.push(wordQuery(stems, slot.word, true))
  }
  const alternativesOf = (match: SynonymMatch) => [...match.terms].map((term) => synonymTerm(stems, term).query)
  for (const match of matches) {
    const typed = group(
      [...match.covered].map((slot) => wordQuery(stems, slot.word, true)),
      '&',
    )
    operands.push(group([typed, ...alternativesOf(match)], '|'))
  }
  // Word by word, for titles: the word as read, or any term of a synonym group that covers it.
  const parts = slots.map((slot) => {
    const match = matchOf(slot)
    return group([wordQuery(stems, slot.word, true), ...(match ? alternativesOf(match) : [])], '|')
  })
  return { operands: operands.filter((operand) => operand !== ''), matches, slots, parts: parts.filter((part) => part !== '') }
}

/**
 * The lexeme sets a title that names what a plain query asks for has: the query's own, or, when
 * one synonym group covers the whole query, those of any of its terms («e-commerce» names
 * «Интернет-магазины»).
 */
function namedSets(stems: Stems, alternative: ExpandedAlternative): string[][] {
  const own = [...new Set(alternative.slots.flatMap((slot) => slot.lexemes))]
  if (own.length === 0) return []
  const sets = [own]
  const [match, ...others] = alternative.matches
  const whole = match && others.length === 0 && alternative.slots.every((slot) => slot.lexemes.length === 0 || match.covered.has(slot))
  if (whole) for (const term of match.terms) sets.push([...new Set(synonymTerm(stems, term).lexemes)])
  const distinct = new Map(sets.filter((set) => set.length > 0).map((set) => [set.sort().join(' '), set]))
  return [...distinct.values()]
}

/** The tsqueries of a parsed query (see SearchTsquery). */
export function buildTsquery(parsed: ParsedQuery, stems: Stems, synonyms: SynonymGroup[]): SearchTsquery {
  const plain = group(
    parsed.map((terms) =>
      group(
        terms.map((term) => termQuery(stems, term, false)),
        '&',
      ),
    ),
    '|',
  )
  const alternatives = parsed.map((terms) => expandedAlternative(stems, terms, synonyms))
  const expanded = group(
    alternatives.map((alternative) => group(alternative.operands, '&')),
    '|',
  )
  const [only, ...others] = parsed
  const simple = only !== undefined && others.length === 0 && only.every((term) => !term.quoted && !term.negated)
  return {
    plain,
    expanded,
    parts: simple ? [...new Set(alternatives[0]!.parts)] : [],
    named: simple ? namedSets(stems, alternatives[0]!) : [],
  }
}
