import { bodyForReading } from '../content/reading.ts'
import { and, arrayContains, arrayOverlaps, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { posts, postSlugHistory, tags } from '../db/schema.ts'
import { notFoundError } from '../errors.ts'
import { paginate } from '../http/pagination.ts'
import { isPublished } from './published.ts'
import { seoOf } from './seo.ts'
import { tagLabels, toTagRefs } from './tags.ts'

export type PostCategory = (typeof posts.$inferSelect)['category']
type PostRow = typeof posts.$inferSelect

/** The site's address of a post. */
export const postPath = (category: PostCategory, slug: string) => `/${category}/${slug}/`

async function summaries(db: Database, rows: PostRow[]) {
  const labels = await tagLabels(
    db,
    'post',
    rows.flatMap((row) => row.tags),
  )
  return rows.map((row) => ({
    slug: row.slug,
    category: row.category,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.cover,
    tags: toTagRefs(row.tags, labels),
    published_at: row.publishedAt!.toISOString(),
  }))
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
  | { kind: 'post'; post: Awaited<ReturnType<typeof postDetail>> }
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
  if (post) return { kind: 'post', post: await postDetail(db, post) }

  const [moved] = await db
    .select({ slug: posts.slug, category: posts.category })
    .from(postSlugHistory)
    .innerJoin(posts, eq(posts.id, postSlugHistory.postId))
    .where(
      and(eq(postSlugHistory.slug, slug), isPublished(posts.publishedAt), ...(category ? [eq(postSlugHistory.category, category)] : [])),
    )
    .limit(1)
  if (moved) return { kind: 'redirect', url: postPath(moved.category, moved.slug), status: 301 }
  return { kind: 'missing' }
}

/** Any post by id, published or not, as its public page shows it: the staff area's preview. */
export async function previewPost(db: Database, id: number) {
  const [post] = await db.select().from(posts).where(eq(posts.id, id))
  if (!post) throw notFoundError('Публикация не найдена: возможно, её удалили.')
  // A draft shows the date it would get if it were published now.
  return postDetail(db, { ...post, publishedAt: post.publishedAt ?? new Date() })
}

async function postDetail(db: Database, post: PostRow) {
  const [summary] = await summaries(db, [post])
  return {
    ...summary!,
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
