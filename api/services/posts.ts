import { bodyForReading } from '../content/reading.ts'
import { and, arrayContains, arrayOverlaps, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { posts, postSlugHistory, tags } from '../db/schema/index.ts'
import { notFoundError } from '../errors.ts'
import { paginate } from '../http/pagination.ts'
import { isPublished } from './published.ts'
import { seoOf } from './seo.ts'
import { tagLabels, toTagRefs } from './tags.ts'
import { contentStatusOf } from '#shared/contract/editorial.ts'

export type PostCategory = (typeof posts.$inferSelect)['category']
type PostRow = typeof posts.$inferSelect

/** The site's address of a post. */
export const postPath = (category: PostCategory, slug: string) => `/${category}/${slug}/`

/** A post as lists show it; `published_at` as the caller has it (a moment on public pages, null for a draft's preview). */
const summaryOf = <Moment extends string | null>(row: PostRow, labels: Map<string, string>, published_at: Moment) => ({
  slug: row.slug,
  category: row.category,
  title: row.title,
  excerpt: row.excerpt,
  cover: row.cover,
  tags: toTagRefs(row.tags, labels),
  published_at,
})

/** The moment of a post that its query took for published (isPublished), which it always has. */
function publishedMoment(row: PostRow): string {
  if (!row.publishedAt) throw new Error(`Post ${row.id} was read as published but has no publication moment.`)
  return row.publishedAt.toISOString()
}

/** Published posts as lists show them. */
async function summaries(db: Database, rows: PostRow[]) {
  const labels = await tagLabels(
    db,
    'post',
    rows.flatMap((row) => row.tags),
  )
  return rows.map((row) => summaryOf(row, labels, publishedMoment(row)))
}

export async function listPosts(
  db: Database,
  { category, tag, page, perPage }: { category?: PostCategory; tag?: string; page: number; perPage: number },
) {
  const conditions: SQL[] = [isPublished(posts.publishedAt)]
  if (category) conditions.push(eq(posts.category, category))
  if (tag) conditions.push(arrayContains(posts.tags, [tag]))
  const where = and(...conditions)
  return paginate(
    { page, perPage },
    async () => (await db.select({ n: count() }).from(posts).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      summaries(
        db,
        await db.select().from(posts).where(where).orderBy(desc(posts.publishedAt), desc(posts.id)).limit(limit).offset(offset),
      ),
  )
}

/** The topics of a category's published posts, most used first, with how many posts each has. */
export async function postTagCounts(db: Database, category: PostCategory) {
  const rows = await db
    .select({ slug: tags.slug, title: tags.title, count: sql<number>`count(*)::int` })
    .from(posts)
    .innerJoin(tags, and(eq(tags.kind, 'post'), sql`${tags.slug} = any(${posts.tags})`))
    .where(and(eq(posts.category, category), isPublished(posts.publishedAt)))
    .groupBy(tags.slug, tags.title)
  return rows.sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, 'ru'))
}

export type PostLookup =
  | { kind: 'post'; post: Awaited<ReturnType<typeof postDetail<string>>> }
  | { kind: 'redirect'; url: string; status: 301 }
  | { kind: 'missing' }

/** A published post by slug, or where its old slug now lives (the site redirects there). */
export async function findPost(db: Database, slug: string, category?: PostCategory): Promise<PostLookup> {
  const inCategory = category ? [eq(posts.category, category)] : []
  const [post] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublished(posts.publishedAt), ...inCategory))
    .limit(1)
  if (post) return { kind: 'post', post: await postDetail(db, post, publishedMoment(post)) }

  const moved = await movedPost(db, slug, category)
  if (moved) return { kind: 'redirect', url: postPath(moved.category, moved.slug), status: 301 }
  return { kind: 'missing' }
}

/** The published post that had this slug before (in the category, when given). */
async function movedPost(db: Database, slug: string, category?: PostCategory) {
  const [moved] = await db
    .select({ slug: posts.slug, category: posts.category })
    .from(postSlugHistory)
    .innerJoin(posts, eq(posts.id, postSlugHistory.postId))
    .where(
      and(eq(postSlugHistory.slug, slug), isPublished(posts.publishedAt), ...(category ? [eq(postSlugHistory.category, category)] : [])),
    )
    .limit(1)
  return moved
}

/**
 * Where a post's old address (`/articles/old-slug`) leads now: the current address of the published
 * post that had the slug, unless a published post of the category has it today. Null otherwise.
 */
export async function formerPostAddressTarget(db: Database, category: PostCategory, slug: string): Promise<string | null> {
  const [current] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.category, category), eq(posts.slug, slug), isPublished(posts.publishedAt)))
    .limit(1)
  if (current) return null
  const moved = await movedPost(db, slug, category)
  return moved ? postPath(moved.category, moved.slug) : null
}

/**
 * Any post by id, published or not, as its public page shows it, and where it stands: the staff
 * area's preview. `published_at` is the stored moment (null for a draft, to come when scheduled),
 * so that the preview says so rather than show a date the post does not have.
 */
export async function previewPost(db: Database, id: number, now = new Date()) {
  const [post] = await db.select().from(posts).where(eq(posts.id, id))
  if (!post) throw notFoundError('Публикация не найдена: возможно, её удалили.')
  return { ...(await postDetail(db, post, post.publishedAt?.toISOString() ?? null)), status: contentStatusOf(post, now) }
}

async function postDetail<Moment extends string | null>(db: Database, post: PostRow, published_at: Moment) {
  return {
    ...summaryOf(post, await tagLabels(db, 'post', post.tags), published_at),
    body: bodyForReading(post.body),
    seo: seoOf(post, post.excerpt),
    updated_at: post.updatedAt.toISOString(),
    related: await summaries(db, await relatedPosts(db, post)),
  }
}

/** Up to three other posts of the same category, those sharing a tag first, newest first. */
async function relatedPosts(db: Database, post: PostRow, limit = 3): Promise<PostRow[]> {
  const base = and(eq(posts.category, post.category), ne(posts.id, post.id), isPublished(posts.publishedAt))
  const order = [desc(posts.publishedAt), desc(posts.id)]
  const sharing = post.tags.length
    ? await db
        .select()
        .from(posts)
        .where(and(base, arrayOverlaps(posts.tags, post.tags)))
        .orderBy(...order)
        .limit(limit)
    : []
  if (sharing.length >= limit) return sharing
  const ids = new Set(sharing.map((row) => row.id))
  const latest = await db
    .select()
    .from(posts)
    .where(base)
    .orderBy(...order)
    .limit(limit + ids.size)
  return [...sharing, ...latest.filter((row) => !ids.has(row.id))].slice(0, limit)
}
