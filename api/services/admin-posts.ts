// News and articles as the staff area edits them: drafts, saves checked against the revision they
// were made from, publication now or later, slug history, and an audit row for every change. What
// all editorial items share is in editorial.ts; posts keep their own slug history (the public posts
// API answers an old address with where the post lives now).
import { and, asc, eq, ne } from 'drizzle-orm'
import type { StaffActor } from '../context.ts'
import { sanitizeBody } from '../content/sanitize.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { Database } from '../db/client.ts'
import { posts, postSlugHistory } from '../db/schema/index.ts'
import { fieldChanges } from './audit-changes.ts'
import { recordRevision } from './revisions.ts'
import { ApiError } from '../errors.ts'
import {
  changedFields,
  changeRow,
  createRow,
  deleteRow,
  editorialKind,
  findRow,
  listItems,
  type ListFilters,
  publishRow,
  unpublishRow,
} from './editorial.ts'
import { postPath } from './posts.ts'
import { ensureKnownTags } from './tags.ts'
import type { ImageRef } from '#shared/contract/common.ts'
import { type AdminPost, type AdminPostSummary, contentStatusOf, type PostCategory } from '#shared/contract/editorial.ts'

type PostRow = typeof posts.$inferSelect

/** What the editor sends: every field of the post as it should be. */
export interface PostDraft {
  category: PostCategory
  slug: string
  title: string
  excerpt: string
  body: string
  cover: ImageRef | null
  tags: string[]
  seoTitle: string | null
  seoDescription: string | null
  ogImage: ImageRef | null
}

export type PostSort = 'updated' | 'published' | 'title'

const postKind = editorialKind<PostRow>(posts, {
  entityType: 'post',
  notFound: 'Публикация не найдена: возможно, её удалили.',
  stale: 'публикацию',
  offSite: 'Эта публикация и так не на сайте.',
})
const SLUG_TAKEN = 'Такой адрес уже занят другой публикацией этого раздела.'

const summary = (row: PostRow, now: Date): AdminPostSummary => ({
  id: row.id,
  category: row.category,
  slug: row.slug,
  title: row.title,
  status: contentStatusOf(row, now),
  published_at: row.publishedAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
  revision: row.revision,
})

/** The staff area's list of posts: any status, filtered, searched by title or address, sorted. */
export function listAdminPosts(db: Database, filters: ListFilters<PostSort> & { category?: PostCategory }, now = new Date()) {
  const conditions = filters.category ? [eq(posts.category, filters.category)] : []
  return listItems(db, postKind, { ...filters, conditions }, (rows) => rows.map((row) => summary(row, now)), now)
}

async function toAdminPost(db: Database, row: PostRow, now = new Date()): Promise<AdminPost> {
  const former = await db
    .select({ category: postSlugHistory.category, slug: postSlugHistory.slug })
    .from(postSlugHistory)
    .where(eq(postSlugHistory.postId, row.id))
    .orderBy(asc(postSlugHistory.createdAt), asc(postSlugHistory.id))
  return {
    ...summary(row, now),
    excerpt: row.excerpt,
    body: row.body,
    cover: row.cover,
    tags: row.tags,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    og_image: row.ogImage,
    former_paths: former.map((entry) => postPath(entry.category, entry.slug)),
    path: postPath(row.category, row.slug),
  }
}

/** The post as the editor sees it. */
export async function findAdminPost(db: Database, id: number): Promise<AdminPost> {
  return toAdminPost(db, await findRow(db, postKind, id))
}

/**
 * Makes the address free for this post: no other post of the category has it now, and an old
 * address of another post that equals it stops redirecting (the address has a new owner).
 */
async function claimAddress(tx: Database, id: number | null, category: PostCategory, slug: string): Promise<void> {
  const [taken] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.category, category), eq(posts.slug, slug), id === null ? undefined : ne(posts.id, id)))
  if (taken) throw new ApiError(422, VALIDATION_MESSAGE, { slug: [SLUG_TAKEN] })
  await tx.delete(postSlugHistory).where(and(eq(postSlugHistory.category, category), eq(postSlugHistory.slug, slug)))
}

const columnsOf = (draft: PostDraft) => ({
  category: draft.category,
  slug: draft.slug,
  title: draft.title,
  excerpt: draft.excerpt,
  body: sanitizeBody(draft.body),
  cover: draft.cover,
  tags: [...new Set(draft.tags)],
  seoTitle: draft.seoTitle,
  seoDescription: draft.seoDescription,
  ogImage: draft.ogImage,
})

/** The values of a post's editable `columns` by the API's names (`seoTitle` is `seo_title`), as the audit log names them. */
const apiFieldsOf = (row: object, columns: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(columns).map((column) => [
      column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      (row as Record<string, unknown>)[column],
    ]),
  )

/** A new post, as a draft. */
export async function createPost(db: Database, actor: StaffActor, draft: PostDraft): Promise<AdminPost> {
  await ensureKnownTags(db, 'post', draft.tags, 'tags', 'Таких тем нет')
  const columns = columnsOf(draft)
  const row = await createRow(
    db,
    actor,
    postKind,
    columns,
    (tx) => claimAddress(tx, null, draft.category, draft.slug),
    (tx, created) => keepRevision(tx, actor, created, columns),
  )
  return toAdminPost(db, row)
}

/**
 * Saves a post made from `revision`. A new address keeps the old one working with a 301 (slug
 * history); the sitemap, feeds and pages follow at once through the content version.
 */
export async function updatePost(
  db: Database,
  actor: StaffActor,
  id: number,
  draft: PostDraft,
  revision: number,
  /** The kept revision this save restores (the audit row names it). */
  restoredFrom?: number,
): Promise<AdminPost> {
  await ensureKnownTags(db, 'post', draft.tags, 'tags', 'Таких тем нет')
  const columns = columnsOf(draft)
  const saveChange = async (current: PostRow, tx: Database) => {
    const fields = changedFields(current, columns)
    if (fields.length === 0) return { set: {}, audit: null }
    const moved = current.category !== draft.category || current.slug !== draft.slug
    if (moved) {
      await claimAddress(tx, id, draft.category, draft.slug)
      await tx.insert(postSlugHistory).values({ postId: id, category: current.category, slug: current.slug }).onConflictDoNothing()
    }
    const path = { from: postPath(current.category, current.slug), to: postPath(draft.category, draft.slug) }
    const changes = fieldChanges(apiFieldsOf(current, columns), apiFieldsOf(columns, columns))
    const restored = restoredFrom === undefined ? {} : { restored_from: restoredFrom }
    return { set: columns, audit: { action: 'updated' as const, details: { fields, changes, ...(moved ? { path } : {}), ...restored } } }
  }
  const row = await changeRow(db, actor, postKind, { id, revision }, saveChange, (tx, saved) => keepRevision(tx, actor, saved, columns))
  return toAdminPost(db, row)
}

/** Keeps a save of a post whole, by the API's field names, as its revision. */
const keepRevision = (tx: Database, actor: StaffActor, row: PostRow, columns: object) =>
  recordRevision(tx, actor, { entityType: postKind.entityType, entityId: row.id }, row.revision, apiFieldsOf(row, columns))

/**
 * Publishes a post now, or schedules it for a moment to come (it then goes public by itself at that
 * moment); `at` in the past publishes it with that date.
 */
export async function publishPost(db: Database, actor: StaffActor, id: number, revision: number, at: Date | null, now = new Date()) {
  return toAdminPost(db, await publishRow(db, actor, postKind, { id, revision, now }, at), now)
}

/** Takes a post off the site (or cancels its schedule): it keeps its text and can be published again. */
export async function unpublishPost(db: Database, actor: StaffActor, id: number, revision: number, now = new Date()) {
  return toAdminPost(db, await unpublishRow(db, actor, postKind, { id, revision, now }), now)
}

/** Deletes a post with its old addresses; the audit row keeps its title. */
export function deletePost(db: Database, actor: StaffActor, id: number): Promise<void> {
  return deleteRow(db, actor, postKind, id, async (_tx, row) => ({ path: postPath(row.category, row.slug) }))
}
