// Accounts, their sign-ins and devices, their tokens, and the one-time links mailed to them.
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { STAFF_ROLES } from '#shared/contract/staff.ts'
import { createdAt, id, updatedAt } from './columns.ts'
import { oauthClients } from './oauth.ts'

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    /** Stored lower-cased; unique whatever its case. */
    email: text().notNull(),
    /** E.164. */
    phone: text(),
    company: text(),
    /** argon2id. */
    passwordHash: text().notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Staff of the agency: an editor works content and leads, an admin also staff and redirects; null for visitors. */
    role: text({ enum: STAFF_ROLES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
)

/** A sign-in (one login, one device): the family that its access and refresh tokens belong to. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    clientId: text()
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The browser's User-Agent at sign-in, as the client forwarded it: shown as device and browser. */
    userAgent: text(),
    /** The visitor's IP at sign-in (the first-party site forwards it). */
    ip: text(),
    /** SHA-256 of the device's id (the site's long-lived device cookie), else of the User-Agent. */
    deviceHash: text(),
    /** Moved forward as the session's tokens are used, at most once a minute. */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the session ends: logout, a reset, a password change elsewhere, or a reused refresh token. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
)

/**
 * The devices an account has signed in from, kept past their sessions: a sign-in from a device not
 * listed here mails the owner («Новый вход в личный кабинет»).
 */
export const userDevices = pgTable(
  'user_devices',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As auth_sessions.device_hash. */
    deviceHash: text().notNull(),
    userAgent: text(),
    firstSeenAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.deviceHash)],
)

export const oauthAccessTokens = pgTable(
  'oauth_access_tokens',
  {
    id: id(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text().notNull(),
    clientId: text()
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    /** Null for a client-credentials token. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a client-credentials token. */
    sessionId: integer().references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.expiresAt), index().on(t.sessionId)],
)

/** Refresh tokens, rotated on every use; all of one session's tokens share its sessionId. */
export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    id: id(),
    tokenHash: text().notNull(),
    sessionId: integer()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When it was exchanged for the next pair. */
    rotatedAt: timestamp({ withTimezone: true }),
    /**
     * The pair it was exchanged for, encrypted with a key derived from this token, so that a second
     * refresh inside the grace window gets the same pair; cleared once the window is over.
     */
    successor: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.sessionId)],
)

/** One-time links and codes sent by mail: email verification, password reset, sign-in links. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['email_verification', 'password_reset', 'login_link'] }).notNull(),
    /** SHA-256 of the link token. */
    tokenHash: text().notNull(),
    /** SHA-256 of the 6-digit code with its salt (email verification only). */
    codeHash: text(),
    /** The address the mail went to: a token proves only that mailbox. */
    email: text().notNull(),
    /** Wrong codes entered so far. */
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId, t.purpose)],
)
