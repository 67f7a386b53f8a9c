import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { tags } from '../db/schema/index.ts'
import { ApiError } from '../errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { TagRef } from '#shared/contract/common.ts'

export type TagKind = (typeof tags.$inferSelect)['kind']

/** Labels for tag slugs of one kind; slugs without a label are left out. */
export async function tagLabels(db: Database, kind: TagKind, slugs: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(slugs)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ slug: tags.slug, title: tags.title })
    .from(tags)
    .where(and(eq(tags.kind, kind), inArray(tags.slug, unique)))
  return new Map(rows.map((row) => [row.slug, row.title]))
}

export function toTagRefs(slugs: string[], labels: Map<string, string>): TagRef[] {
  return slugs.flatMap((slug) => {
    const title = labels.get(slug)
    return title ? [{ slug, title }] : []
  })
}

/** Every tag of a kind, for filters. */
export function allTags(db: Database, kind: TagKind): Promise<TagRef[]> {
  return db.select({ slug: tags.slug, title: tags.title }).from(tags).where(eq(tags.kind, kind)).orderBy(tags.title)
}

/** Whether a slug is in the vocabulary of a kind (a filter value that names something). */
export async function isKnownTag(db: Database, kind: TagKind, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ slug: tags.slug })
    .from(tags)
    .where(and(eq(tags.kind, kind), eq(tags.slug, slug)))
    .limit(1)
  return row !== undefined
}

/** Refuses (422 on `field`) slugs that are not in the vocabulary of a kind: «{none}: a, b.» */
export async function ensureKnownTags(db: Database, kind: TagKind, slugs: string[], field: string, none: string): Promise<void> {
  if (slugs.length === 0) return
  const known = await tagLabels(db, kind, slugs)
  const unknown = slugs.filter((slug) => !known.has(slug))
  if (unknown.length > 0) throw new ApiError(422, VALIDATION_MESSAGE, { [field]: [`${none}: ${unknown.join(', ')}.`] })
}
