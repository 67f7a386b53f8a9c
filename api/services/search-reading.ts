// A query as the search runs it: parsed here, its words stemmed by the database (the same stemmer
// as the index), with the synonym groups staff keep (decision 019).
import { asc, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { resultRows } from '../db/client.ts'
import { searchSynonyms } from '../db/schema/index.ts'
import { parseQuery } from './search-query.ts'
import { queryWords } from './search-text.ts'
import { buildTsquery, readingsOf, type SearchTsquery, type Stems, type SynonymGroup } from './search-tsquery.ts'

/** The synonym groups, oldest first (a group's place decides nothing but the order of its terms). */
async function synonymGroups(db: Database): Promise<SynonymGroup[]> {
  return db.select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.id))
}

/** Stems a list of words and quoted phrases in one statement, as the index reads them (`ru_unaccent`). */
async function stemsOf(db: Database, words: string[], phrases: string[]): Promise<Stems> {
  const lexemes = new Map<string, string[]>()
  const phraseQueries = new Map<string, string>()
  if (words.length > 0 || phrases.length > 0) {
    const values = sql.join([...words.map((word) => sql`(${word}, false)`), ...phrases.map((text) => sql`(${text}, true)`)], sql`, `)
    const rows = resultRows<{ text: string; phrase: boolean; lexemes: string[] | string; query: string }>(
      await db.execute(sql`select given.text, given.phrase::boolean as phrase,
          tsvector_to_array(to_tsvector('ru_unaccent', given.text)) as lexemes,
          case when given.phrase::boolean then phraseto_tsquery('ru_unaccent', given.text)::text else '' end as query
        from (values ${values}) as given(text, phrase)`),
    )
    for (const row of rows) {
      if (row.phrase) phraseQueries.set(row.text, row.query)
      else lexemes.set(row.text, parseTextArray(row.lexemes))
    }
  }
  return {
    of: (word) => lexemes.get(word.toLowerCase()) ?? [],
    phrase: (text) => phraseQueries.get(text) ?? '',
  }
}

/** A text[] as either driver hands it over: an array, or PostgreSQL's `{a,b}` text. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value
  const inner = value.replace(/^\{|\}$/g, '')
  if (inner === '') return []
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((match) => (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'))
}

/** The tsqueries of a query (already normalized), read with the current synonym groups. */
export async function readSearchQuery(db: Database, query: string): Promise<SearchTsquery> {
  const parsed = parseQuery(query)
  if (parsed.length === 0) return { plain: '', expanded: '', parts: [], named: [] }
  const synonyms = await synonymGroups(db)
  const typed = parsed.flatMap((terms) => terms.filter((term) => !term.quoted).flatMap((term) => term.words))
  const synonymWords = synonyms.flatMap((synonym) => synonym.terms.flatMap(queryWords))
  const words = [...new Set([...typed, ...readingsOf(parsed), ...synonymWords].map((word) => word.toLowerCase()))]
  const phrases = [...new Set(parsed.flatMap((terms) => terms.filter((term) => term.quoted).map((term) => term.text)))]
  return buildTsquery(parsed, await stemsOf(db, words, phrases), synonyms)
}
