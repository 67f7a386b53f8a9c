// Editorial content, the site's public pages, and the counter of its changes.
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { ExternalLink, ImageRef } from '#shared/contract/common.ts'
import type { PageBlock } from '#shared/contract/pages.ts'
import { ARTICLE_TEXT, createdAt, editorialState, id, publishedAt, searchVector, updatedAt } from './columns.ts'

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
 * One row counting changes to the editorial content in this file (and to search_synonyms): every
 * statement that writes to a content table bumps it (database triggers) and announces the new number on the channel `content_changed`,
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
