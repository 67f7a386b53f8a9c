import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { PageBlock } from '../content/blocks.ts'

/** Editorial pages: company, contacts, privacy, agreement, brief intro and the home page blocks. */
export const pages = pgTable('pages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  lead: text(),
  /** Sanitized HTML. */
  body: text(),
  blocks: jsonb().$type<PageBlock[]>().notNull().default([]),
  seoTitle: text(),
  seoDescription: text(),
  /** Null while a draft; public once the moment has come. */
  publishedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
