// News and articles as the staff area edits them: drafts, saves checked against the revision they
// were made from, publication now or later, slug history, and an audit row for every change.
import { isDeepStrictEqual } from 'node:util'
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { StaffActor } from '../auth/require-staff.ts'
import { sanitizeBody } from '../content/sanitize.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { Database } from '../db/client.ts'
import { containsPattern } from '../db/contains.ts'
import { posts, postSlugHistory, tags } from '../db/schema.ts'
import { ApiError, notFoundError } from '../errors.ts'
import { paginate } from '../http/pagination.ts'
import { type AuditRecord, recordAudit } from './audit.ts'
import { postPath } from './posts.ts'
import { tagLabels, toTagRefs } from './tags.ts'
import type { ImageRef } from '#shared/contract/common.ts'
import {
  type AdminPost,
  type AdminPostSummary,
  type ContentStatus,
  contentStatusOf,
  type PostCategory,
} from '#shared/contract/editorial.ts'

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
}

export type PostSort = 'updated' | 'published' | 'title'

const POST_NOT_FOUND = 'Публикация не найдена: возможно, её удалили.'
export const STALE_SAVE_MESSAGE =
  'Пока вы редактировали, публикацию сохранил кто-то другой. Ваш текст не потерян: сравните его с сохранённой версией и сохраните снова.'
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

function statusCondition(status: ContentStatus, now: Date): SQL {
  switch (status) {
    case 'draft':
      return and(isNull(posts.publishedAt), isNull(posts.unpublishedAt))!
    case 'scheduled':
      return gt(posts.publishedAt, now)
    case 'published':
      return lte(posts.publishedAt, now)
    case 'unpublished':
      return and(isNull(posts.publishedAt), isNotNull(posts.unpublishedAt))!
  }
}

const ORDER: Record<PostSort, SQL[]> = {
  updated: [desc(posts.updatedAt), desc(posts.id)],
  published: [sql`${posts.publishedAt} desc nulls last`, desc(posts.id)],
  title: [asc(posts.title), asc(posts.id)],
}

/** The staff area's list of posts: any status, filtered, searched by title or address, sorted. */
export async function listAdminPosts(
  db: Database,
  filters: { category?: PostCategory; status?: ContentStatus; search?: string; sort: PostSort; page: number; perPage: number },
  now = new Date(),
) {
  const conditions: SQL[] = []
  if (filters.category) conditions.push(eq(posts.category, filters.category))
  if (filters.status) conditions.push(statusCondition(filters.status, now))
  const search = filters.search?.trim()
  if (search) {
    const pattern = containsPattern(search)
    conditions.push(or(ilike(posts.title, pattern), ilike(posts.slug, pattern))!)
  }
  const where = and(...conditions)
  return paginate(
    { page: filters.page, perPage: filters.perPage },
    async () => (await db.select({ n: count() }).from(posts).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(posts)
          .where(where)
          .orderBy(...ORDER[filters.sort])
          .limit(limit)
          .offset(offset)
      ).map((row) => summary(row, now)),
  )
}

async function toAdminPost(db: Database, row: PostRow, now = new Date()): Promise<AdminPost> {
  const labels = await tagLabels(db, 'post', row.tags)
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
    tags: toTagRefs(row.tags, labels),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    former_paths: former.map((entry) => postPath(entry.category, entry.slug)),
    path: postPath(row.category, row.slug),
  }
}

async function lockedPost(tx: Database, id: number): Promise<PostRow> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update')
  if (!row) throw notFoundError(POST_NOT_FOUND)
  return row
}

/** The post as the editor sees it. */
export async function findAdminPost(db: Database, id: number): Promise<AdminPost> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id))
  if (!row) throw notFoundError(POST_NOT_FOUND)
  return toAdminPost(db, row)
}

/** A save made from an older revision than the stored one is refused: 409, nothing written. */
function ensureRevision(row: PostRow, revision: number): void {
  if (row.revision !== revision) throw new ApiError(409, STALE_SAVE_MESSAGE)
}

async function ensureKnownTags(db: Database, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return
  const known = await db
    .select({ slug: tags.slug })
    .from(tags)
    .where(and(eq(tags.kind, 'post'), inArray(tags.slug, slugs)))
  const unknown = slugs.filter((slug) => !known.some((tag) => tag.slug === slug))
  if (unknown.length > 0) throw new ApiError(422, VALIDATION_MESSAGE, { tags: [`Таких тем нет: ${unknown.join(', ')}.`] })
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
})

/** A new post, as a draft. */
export async function createPost(db: Database, actor: StaffActor, draft: PostDraft): Promise<AdminPost> {
  await ensureKnownTags(db, draft.tags)
  const row = await db.transaction(async (tx) => {
    await claimAddress(tx as unknown as Database, null, draft.category, draft.slug)
    const [created] = await tx.insert(posts).values(columnsOf(draft)).returning()
    await recordAudit(tx as unknown as Database, actor, {
      action: 'created',
      entityType: 'post',
      entityId: created!.id,
      entityTitle: created!.title,
    })
    return created!
  })
  return toAdminPost(db, row)
}

/** The fields a save changed, for the audit log. */
function changedFields(before: PostRow, after: ReturnType<typeof columnsOf>): string[] {
  return (Object.keys(after) as (keyof typeof after)[]).filter((field) => !isDeepStrictEqual(before[field], after[field]))
}

/** What one change to a stored post writes: its columns, and the audit row it leaves (none: nothing changed). */
interface PostChange {
  set: Partial<typeof posts.$inferInsert>
  audit: Omit<AuditRecord, 'entityType' | 'entityId' | 'entityTitle'> | null
}

/**
 * Changes a post made from `revision`, in one transaction: the row locked, the revision checked (a
 * stale copy gets 409 and writes nothing), the change written with the next revision, its audit row.
 */
async function changePost(
  db: Database,
  actor: StaffActor,
  id: number,
  revision: number,
  change: (current: PostRow, tx: Database) => Promise<PostChange>,
  now = new Date(),
): Promise<AdminPost> {
  const row = await db.transaction(async (tx) => {
    const current = await lockedPost(tx as unknown as Database, id)
    ensureRevision(current, revision)
    const { set, audit } = await change(current, tx as unknown as Database)
    if (!audit) return current
    const [saved] = await tx
      .update(posts)
      .set({ ...set, revision: current.revision + 1, updatedAt: now })
      .where(eq(posts.id, id))
      .returning()
    await recordAudit(tx as unknown as Database, actor, { ...audit, entityType: 'post', entityId: id, entityTitle: saved!.title })
    return saved!
  })
  return toAdminPost(db, row, now)
}

/**
 * Saves a post made from `revision`. A new address keeps the old one working with a 301 (slug
 * history); the sitemap, feeds and pages follow at once through the content version.
 */
export async function updatePost(db: Database, actor: StaffActor, id: number, draft: PostDraft, revision: number): Promise<AdminPost> {
  await ensureKnownTags(db, draft.tags)
  return changePost(db, actor, id, revision, async (current, tx) => {
    const columns = columnsOf(draft)
    const fields = changedFields(current, columns)
    if (fields.length === 0) return { set: {}, audit: null }
    const moved = current.category !== draft.category || current.slug !== draft.slug
    if (moved) {
      await claimAddress(tx, id, draft.category, draft.slug)
      await tx.insert(postSlugHistory).values({ postId: id, category: current.category, slug: current.slug }).onConflictDoNothing()
    }
    const path = { from: postPath(current.category, current.slug), to: postPath(draft.category, draft.slug) }
    return { set: columns, audit: { action: 'updated', details: { fields, ...(moved ? { path } : {}) } } }
  })
}

/**
 * Publishes a post now, or schedules it for a moment to come (it then goes public by itself at that
 * moment); `at` in the past publishes it with that date.
 */
export function publishPost(db: Database, actor: StaffActor, id: number, revision: number, at: Date | null, now = new Date()) {
  const moment = at ?? now
  return changePost(
    db,
    actor,
    id,
    revision,
    async () => ({
      set: { publishedAt: moment, unpublishedAt: null },
      audit: { action: moment > now ? 'scheduled' : 'published', details: { published_at: moment.toISOString() } },
    }),
    now,
  )
}

/** Takes a post off the site (or cancels its schedule): it keeps its text and can be published again. */
export function unpublishPost(db: Database, actor: StaffActor, id: number, revision: number, now = new Date()) {
  return changePost(
    db,
    actor,
    id,
    revision,
    async (current) => {
      if (!current.publishedAt) throw new ApiError(409, 'Эта публикация и так не на сайте.')
      return { set: { publishedAt: null, unpublishedAt: now }, audit: { action: 'unpublished' } }
    },
    now,
  )
}

/** Deletes a post with its old addresses; the audit row keeps its title. */
export async function deletePost(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedPost(tx as unknown as Database, id)
    await tx.delete(posts).where(eq(posts.id, id))
    await recordAudit(tx as unknown as Database, actor, {
      action: 'deleted',
      entityType: 'post',
      entityId: id,
      entityTitle: current.title,
      details: { path: postPath(current.category, current.slug) },
    })
  })
}
