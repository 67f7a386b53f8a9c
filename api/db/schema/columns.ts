// Column helpers that the tables of several areas share: ids, timestamps, editorial state, search vectors.
import { sql } from 'drizzle-orm'
import { customType, integer, timestamp } from 'drizzle-orm/pg-core'

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
/** Null while a draft; public once the moment has come. */
export const publishedAt = () => timestamp({ withTimezone: true })
/**
 * What the staff area keeps beside published_at on every editorial item: when it was taken off the
 * site (an unpublished item is not a draft), and a revision counted up by every save, so that a save
 * made from a stale copy is refused instead of overwriting someone else's.
 */
export const editorialState = () => ({
  unpublishedAt: timestamp({ withTimezone: true }),
  revision: integer().notNull().default(1),
})

/** A PostgreSQL `tsvector`: read only by the database (search), never by the API's code. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

interface SearchPart {
  weight: 'A' | 'B' | 'C'
  column: string
  as?: 'text' | 'plain' | 'json'
}

/**
 * The search vector of an item, kept by the database itself (a generated column), so that a save is
 * searchable in the same statement: the title weighs A, the summary B, the text C. `plain` parts
 * are HTML, read without tags (search_plain_text, migration 0007); `json` parts are the text values
 * of a jsonb column (blocks, features). The configuration ru_unaccent stems Russian and reads ё as е.
 */
export function searchVector(parts: SearchPart[]) {
  const vectors = parts.map(({ weight, column, as = 'text' }) => {
    const quoted = `"${column}"`
    const vector =
      as === 'json'
        ? `jsonb_to_tsvector('ru_unaccent'::regconfig, ${quoted}, '["string"]'::jsonb)`
        : `to_tsvector('ru_unaccent'::regconfig, ${as === 'plain' ? `search_plain_text(${quoted})` : `coalesce(${quoted}, '')`})`
    return `setweight(${vector}, '${weight}')`
  })
  return tsvector()
    .notNull()
    .generatedAlwaysAs(sql.raw(vectors.join(' || ')))
}

/** Most editorial items: a title, an excerpt and an HTML body. */
export const ARTICLE_TEXT: SearchPart[] = [
  { weight: 'A', column: 'title' },
  { weight: 'B', column: 'excerpt' },
  { weight: 'C', column: 'body', as: 'plain' },
]
