import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ExternalLink, ImageRef } from '#shared/contract/common.ts'
import type { PageBlock } from '#shared/contract/pages.ts'
import { type AuditAction, LEAD_STATUSES, STAFF_ROLES } from '#shared/contract/staff.ts'

const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
/** Null while a draft; public once the moment has come. */
const publishedAt = () => timestamp({ withTimezone: true })
/**
 * What the staff area keeps beside published_at on every editorial item: when it was taken off the
 * site (an unpublished item is not a draft), and a revision counted up by every save, so that a save
 * made from a stale copy is refused instead of overwriting someone else's.
 */
const editorialState = () => ({
  unpublishedAt: timestamp({ withTimezone: true }),
  revision: integer().notNull().default(1),
})

// ---------------------------------------------------------------- search

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
function searchVector(parts: SearchPart[]) {
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
const ARTICLE_TEXT: SearchPart[] = [
  { weight: 'A', column: 'title' },
  { weight: 'B', column: 'excerpt' },
  { weight: 'C', column: 'body', as: 'plain' },
]

// ---------------------------------------------------------------- editorial content

/** Editorial pages: company, contacts, privacy, agreement, brief intro and the home page blocks. */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    lead: text(),
    /** Sanitized HTML. */
    body: text(),
    blocks: jsonb().$type<PageBlock[]>().notNull().default([]),
    seoTitle: text(),
    seoDescription: text(),
    /** The picture for social networks; null: the page's default (its cover, or none). */
    ogImage: jsonb().$type<ImageRef>(),
    publishedAt: publishedAt(),
    ...editorialState(),
    updatedAt: updatedAt(),
    search: searchVector([
      { weight: 'A', column: 'title' },
      { weight: 'B', column: 'lead' },
      { weight: 'C', column: 'body', as: 'plain' },
      { weight: 'C', column: 'blocks', as: 'json' },
    ]),
  },
  (t) => [index('pages_search_index').using('gin', t.search)],
)

/** Labels for the slugs that posts and projects are tagged with, one vocabulary per kind. */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    kind: text({ enum: ['post', 'service', 'industry'] }).notNull(),
    slug: text().notNull(),
    title: text().notNull(),
  },
  (t) => [unique().on(t.kind, t.slug)],
)

export const posts = pgTable(
  'posts',
  {
    id: id(),
    category: text({ enum: ['news', 'articles'] }).notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    /** Sanitized HTML (api/content/sanitize.ts). */
    body: text().notNull(),
    cover: jsonb().$type<ImageRef>(),
    /** Slugs of `tags` of kind 'post'. */
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    seoTitle: text(),
    seoDescription: text(),
    /** The picture for social networks; null: the page's default (its cover, or none). */
    ogImage: jsonb().$type<ImageRef>(),
    publishedAt: publishedAt(),
    ...editorialState(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchVector(ARTICLE_TEXT),
  },
  (t) => [
    unique().on(t.category, t.slug),
    index().on(t.category, t.publishedAt),
    index('posts_tags_idx').using('gin', t.tags),
    index('posts_search_index').using('gin', t.search),
  ],
)

/** Slugs a post had before: the old address answers with a permanent redirect to the current one. */
export const postSlugHistory = pgTable(
  'post_slug_history',
  {
    id: id(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    category: text({ enum: ['news', 'articles'] }).notNull(),
    slug: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.category, t.slug)],
)

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: id(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull(),
    body: text(),
    cover: jsonb().$type<ImageRef>(),
    position: integer().notNull().default(0),
    seoTitle: text(),
    seoDescription: text(),
    /** The picture for social networks; null: the page's default (its cover, or none). */
    ogImage: jsonb().$type<ImageRef>(),
    publishedAt: publishedAt(),
    ...editorialState(),
    updatedAt: updatedAt(),
    search: searchVector(ARTICLE_TEXT),
  },
  (t) => [index('service_categories_search_index').using('gin', t.search)],
)

export const services = pgTable(
  'services',
  {
    id: id(),
    categoryId: integer()
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    body: text().notNull(),
    /** Short selling points shown as a list. */
    highlights: text().array().notNull().default(sql`'{}'::text[]`),
    priceFrom: integer(),
    duration: text(),
    position: integer().notNull().default(0),
    seoTitle: text(),
    seoDescription: text(),
    /** The picture for social networks; null: the page's default (its cover, or none). */
    ogImage: jsonb().$type<ImageRef>(),
    publishedAt: publishedAt(),
    ...editorialState(),
    updatedAt: updatedAt(),
    search: searchVector(ARTICLE_TEXT),
  },
  (t) => [unique().on(t.categoryId, t.slug), index('services_search_index').using('gin', t.search)],
)

export const solutions = pgTable(
  'solutions',
  {
    id: id(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull(),
    body: text().notNull(),
    cover: jsonb().$type<ImageRef>(),
    features: jsonb().$type<{ title: string; text: string }[]>().notNull().default([]),
    priceFrom: integer(),
    position: integer().notNull().default(0),
    seoTitle: text(),
    seoDescription: text(),
    /** The picture for social networks; null: the page's default (its cover, or none). */
    ogImage: jsonb().$type<ImageRef>(),
    publishedAt: publishedAt(),
    ...editorialState(),
    updatedAt: updatedAt(),
    search: searchVector([...ARTICLE_TEXT, { weight: 'C', column: 'features', as: 'json' }]),
  },
  (t) => [index('solutions_search_index').using('gin', t.search)],
)

export const clients = pgTable(
  'clients',
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    logo: jsonb().$type<ImageRef>(),
    /** Slug of a `tags` row of kind 'industry'. */
    industry: text(),
    website: text(),
    description: text(),
    position: integer().notNull().default(0),
    publishedAt: publishedAt(),
    ...editorialState(),
    updatedAt: updatedAt(),
    search: searchVector([
      { weight: 'A', column: 'name' },
      { weight: 'B', column: 'description' },
    ]),
  },
  (t) => [index('clients_search_index').using('gin', t.search)],
)

/** A portfolio group: one client's body of work, served at /{group}/. */
export const portfolioGroups = pgTable(
  'portfolio_groups',
  {
    id: id(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    clientId: integer().references(() => clients.id, { onDelete: 'set null' }),
    excerpt: text().notNull(),
    body: text(),
    cover: jsonb().$type<ImageRef>(),
    position: integer().notNull().default(0),
    seoTitle: text(),
    seoDescription: text(),
    /** The picture for social networks; null: the page's default (its cover, or none). */
    ogImage: jsonb().$type<ImageRef>(),
    publishedAt: publishedAt(),
    ...editorialState(),
    updatedAt: updatedAt(),
    search: searchVector(ARTICLE_TEXT),
  },
  (t) => [index('portfolio_groups_search_index').using('gin', t.search)],
)

/** A project inside a group, served at /{group}/{project}/. */
export const portfolioProjects = pgTable(
  'portfolio_projects',
  {
    id: id(),
    groupId: integer()
      .notNull()
      .references(() => portfolioGroups.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    body: text().notNull(),
    cover: jsonb().$type<ImageRef>(),
    images: jsonb().$type<ImageRef[]>().notNull().default([]),
    /** Slugs of `tags` of kind 'service' and 'industry'. */
    services: text().array().notNull().default(sql`'{}'::text[]`),
    industries: text().array().notNull().default(sql`'{}'::text[]`),
    year: integer().notNull(),
    links: jsonb().$type<ExternalLink[]>().notNull().default([]),
    position: integer().notNull().default(0),
    seoTitle: text(),
    seoDescription: text(),
    /** The picture for social networks; null: the page's default (its cover, or none). */
    ogImage: jsonb().$type<ImageRef>(),
    publishedAt: publishedAt(),
    ...editorialState(),
    updatedAt: updatedAt(),
    search: searchVector(ARTICLE_TEXT),
  },
  (t) => [
    unique().on(t.groupId, t.slug),
    index('portfolio_projects_services_idx').using('gin', t.services),
    index('portfolio_projects_industries_idx').using('gin', t.industries),
    index('portfolio_projects_search_index').using('gin', t.search),
  ],
)

/** Old addresses of the site and where they live now (the site's path rules follow them). */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    fromPath: text().notNull().unique(),
    toPath: text().notNull(),
    status: integer().notNull().default(301),
    createdAt: createdAt(),
  },
  (t) => [check('redirects_status_check', sql`${t.status} in (301, 302, 307, 308)`)],
)

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

/**
 * One row counting changes to the editorial content above: every statement that writes to a content
 * table bumps it (database triggers) and announces the new number on the channel `content_changed`,
 * so that caches of rendered pages and public answers, in every instance, know when to let go.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
)

// ---------------------------------------------------------------- forms

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

// ---------------------------------------------------------------- mail

export interface OutboxAttachment {
  filename: string
  /** Path inside the uploads directory. */
  path: string
  contentType: string
}

/** Every mail the product sends goes through here first; a sender loop delivers and retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the mail is, e.g. 'brief.notification'; for logs and tests. */
    kind: text().notNull(),
    to: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** 'smtp' when MAIL_URL is set; 'log' when the mail was only printed to the server log. */
    deliveredVia: text({ enum: ['smtp', 'log'] }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
)

// ---------------------------------------------------------------- OAuth clients and tokens

export const oauthClients = pgTable('oauth_clients', {
  /** The public client id. */
  id: text().primaryKey(),
  name: text().notNull(),
  /** SHA-256 of the secret (secrets are long random strings); null for a public client. */
  secretHash: text(),
  grants: text().array().notNull(),
  /** A client run by the agency itself (the site): trusted to forward the visitor's IP. */
  firstParty: boolean().notNull().default(false),
  createdAt: createdAt(),
  revokedAt: timestamp({ withTimezone: true }),
})

// ---------------------------------------------------------------- accounts

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

// ---------------------------------------------------------------- rate limits

/** Counters of rate-limiter-flexible, shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
})

// ---------------------------------------------------------------- staff

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

/** One resized variant of an uploaded image, as stored under UPLOADS_DIR/media/{key}/. */
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
