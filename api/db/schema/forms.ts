// What visitors send through the forms (briefs, contact requests), staff's notes on them, and consents.
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { LEAD_STATUSES } from '#shared/contract/staff.ts'
import { users } from './accounts.ts'
import { createdAt, id, updatedAt } from './columns.ts'

export interface StoredAttachment {
  /** Path inside the uploads directory. */
  path: string
  filename: string
  contentType: string
  size: number
}

export const briefs = pgTable('briefs', {
  id: id(),
  name: text().notNull(),
  company: text(),
  email: text().notNull(),
  phone: text(),
  services: text().array().notNull().default(sql`'{}'::text[]`),
  budget: text(),
  deadline: text(),
  description: text().notNull(),
  attachment: jsonb().$type<StoredAttachment>(),
  consentAt: timestamp({ withTimezone: true }).notNull(),
  ip: text(),
  userAgent: text(),
  /** Where the agency is with it: new, in progress, done, or spam. */
  status: text({ enum: LEAD_STATUSES }).notNull().default('new'),
  /** The staff member working on it. */
  assigneeId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const contactRequests = pgTable('contact_requests', {
  id: id(),
  name: text().notNull(),
  email: text(),
  phone: text(),
  message: text().notNull(),
  consentAt: timestamp({ withTimezone: true }).notNull(),
  ip: text(),
  userAgent: text(),
  /** Where the agency is with it: new, in progress, done, or spam. */
  status: text({ enum: LEAD_STATUSES }).notNull().default('new'),
  /** The staff member working on it. */
  assigneeId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Staff's internal notes on a brief or a contact request (exactly one); never shown to the visitor. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    briefId: integer().references(() => briefs.id, { onDelete: 'cascade' }),
    contactRequestId: integer().references(() => contactRequests.id, { onDelete: 'cascade' }),
    authorId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Kept as written, so a note still says who wrote it after that account is gone. */
    authorName: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.briefId),
    index().on(t.contactRequestId),
    check('lead_notes_one_lead', sql`num_nonnulls(${t.briefId}, ${t.contactRequestId}) = 1`),
  ],
)

/** One document as a consent names it: which text, and the exact version of it that was in force. */
export interface ConsentDocument {
  /** The page's slug ('privacy', 'agreement') or 'cookie-notice'. */
  document: string
  /** Identifies the exact text: a hash of the page's content, or the notice's CONSENT_VERSION. */
  version: string
  /** The edition's date as the page shows it («Редакция от …»); null for the cookie notice. */
  dated: string | null
}

/**
 * Proof that a person agreed to the processing of their data: who (the account, or the address a
 * form gave), what (the purpose, the documents and their versions, the choice), when, and from
 * where. When the person's data goes, the row stays as proof with the identity replaced by a hash
 * of the address (subject_hash) and the IP and User-Agent removed.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The address the person gave (stored lower-cased); null once anonymised. */
    email: text(),
    purpose: text({ enum: ['registration', 'brief', 'contact', 'cookies'] }).notNull(),
    documents: jsonb().$type<ConsentDocument[]>().notNull(),
    /** The cookie notice's choice: 'all' or 'necessary'; null for the other purposes. */
    choice: text({ enum: ['all', 'necessary'] }),
    briefId: integer().references(() => briefs.id, { onDelete: 'set null' }),
    contactRequestId: integer().references(() => contactRequests.id, { onDelete: 'set null' }),
    ip: text(),
    userAgent: text(),
    /** SHA-256 of the lower-cased address, set when the person's identity was removed. */
    subjectHash: text(),
    anonymisedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index('consents_email_lower_idx').on(sql`lower(${t.email})`)],
)
