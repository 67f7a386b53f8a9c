// The site search's own tables: the vocabulary for «Возможно, вы искали…» and the synonyms staff keep.
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns.ts'

/**
 * Every word of the published content, as written (lower case, ё read as е), for «Возможно, вы
 * искали…»: a misspelt word of a query is replaced by the most similar of these (trigram index).
 * Rebuilt from the content when the content version moves on (api/services/search-vocabulary.ts).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
  },
  (t) => [index('search_words_trigram_index').using('gin', t.word.op('gin_trgm_ops'))],
)

/**
 * Words and phrases the site search reads as one (a group: «SEO», «продвижение», «раскрутка»): a
 * query that holds one of them also finds what the others find. Kept by staff; a content table, so
 * an edit bumps the content version and every cache of search answers lets go.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    /** Two or more terms, as staff wrote them. */
    terms: text().array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_synonyms_terms_check', sql`cardinality(${t.terms}) >= 2`)],
)

/** The content version the words of `search_words` were read at (one row). */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    id: integer().primaryKey().default(1),
    /** -1: never built. */
    contentVersion: bigint({ mode: 'number' }).notNull().default(-1),
    builtAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('search_vocabulary_single_row', sql`${t.id} = 1`)],
)
