// The staff area: invitations, uploaded images, second factors and the audit log.
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { type AuditAction, STAFF_ROLES } from '#shared/contract/staff.ts'
import { users } from './accounts.ts'
import { createdAt, id } from './columns.ts'

/**
 * An admin's invitation to join the staff: a mailed link (only its hash is kept) that gives the
 * address's account the role, creating the account when there is none. One pending per address.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    /** Stored lower-cased. */
    email: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    tokenHash: text().notNull(),
    invitedById: integer().references(() => users.id, { onDelete: 'set null' }),
    invitedByName: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.email)],
)

/** One resized variant of an uploaded image, as stored under media/{key}/ in the file store. */
export interface MediaVariant {
  file: string
  width: number
  type: 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png'
}

/** Images uploaded in the staff area: resized into responsive sizes and modern formats at upload. */
export const media = pgTable(
  'media',
  {
    id: id(),
    /** A random folder name: the files' addresses never change, so they are cached for a year. */
    key: text().notNull().unique(),
    alt: text().notNull(),
    originalName: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    variants: jsonb().$type<MediaVariant[]>().notNull(),
    bytes: integer().notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
)

/**
 * A staff member's second factor: a TOTP secret (RFC 6238), pending until the first code proves the
 * authenticator app has it. The last step used is kept, so one code never works twice.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32; the authenticator app holds the same. */
  secret: text().notNull(),
  /** Null while enrolment waits for its first code. */
  enabledAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: createdAt(),
})

/** One-time recovery codes for a lost authenticator: only their hashes are kept; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
)

/**
 * Who did what to which item, for admins. Kept when the item or the account is deleted: the row
 * carries the actor's name and the item's title as they were.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    /** What was done: created, updated, published, deleted, status changed... */
    action: text().$type<AuditAction>().notNull(),
    /** The kind of item: post, service, brief, user... */
    entityType: text().notNull(),
    entityId: text().notNull(),
    entityTitle: text().notNull(),
    /** What changed, field by field, where it matters (old and new status, role...). */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.entityType, t.entityId)],
)

/**
 * Every save of an editorial item (a post, a service, a page...), whole: the item's fields as the API
 * names them, its revision after the save, and who saved it. The staff area lists and compares them
 * and restores one as a new save. Kept when the item is deleted (its history stays readable in the
 * audit log's terms); the maintenance keeps the newest REVISIONS_KEPT of each item.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    /** The audit log's `entity_type` of the item: post, service, page... */
    entityType: text().notNull(),
    entityId: integer().notNull(),
    revision: integer().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.entityType, t.entityId, t.revision)],
)
