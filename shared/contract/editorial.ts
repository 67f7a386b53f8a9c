// The staff area's editorial items: their status, the posts as an editor sees them, and the rules a
// post must meet (the editor checks them as you type; the API checks them again).
import * as v from 'valibot'
import type { ImageRef, TagRef } from './common.ts'
import { requiredText } from './fields.ts'

/**
 * Where an item stands: a draft (never published), scheduled (its publication moment is to come),
 * published, or unpublished (taken off the site after it was on it).
 */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const
export type ContentStatus = (typeof CONTENT_STATUSES)[number]

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Черновик',
  scheduled: 'Запланирована',
  published: 'Опубликована',
  unpublished: 'Снята с публикации',
}

/** The status of an item from its publication moments. */
export function contentStatusOf(item: { publishedAt: Date | null; unpublishedAt: Date | null }, now = new Date()): ContentStatus {
  if (item.publishedAt) return item.publishedAt > now ? 'scheduled' : 'published'
  return item.unpublishedAt ? 'unpublished' : 'draft'
}

export const POST_CATEGORIES = ['news', 'articles'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]

export const POST_CATEGORY_LABELS: Record<PostCategory, string> = {
  news: 'Новость',
  articles: 'Статья',
}

/** A post in the staff area's list. */
export interface AdminPostSummary {
  id: number
  category: PostCategory
  slug: string
  title: string
  status: ContentStatus
  published_at: string | null
  updated_at: string
  revision: number
}

/** A post as the editor loads and saves it. */
export interface AdminPost extends AdminPostSummary {
  excerpt: string
  /** Sanitized HTML. */
  body: string
  cover: ImageRef | null
  tags: TagRef[]
  seo_title: string | null
  seo_description: string | null
  /** Earlier addresses that now answer 301 to the current one. */
  former_paths: string[]
  /** The public address (it answers only once the post is published). */
  path: string
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Optional text that may also be cleared: empty or null is null. */
const clearableText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(max, message))),
  )

/** An image the editor picked: a path on this site and the words that describe it. */
export const CoverRule = v.nullable(
  v.object({
    src: v.pipe(v.string(), v.regex(/^\/(?!\/)[^\s]{1,500}$/, 'Выберите изображение из загруженных на сайт.')),
    alt: v.pipe(
      requiredText('Опишите изображение: что на нём, для тех, кто его не видит.'),
      v.maxLength(300, 'Описание изображения — не длиннее 300 символов.'),
    ),
    width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000))),
    height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000))),
    sources: v.optional(
      v.pipe(
        v.array(
          v.object({
            type: v.picklist(['image/avif', 'image/webp']),
            srcset: v.pipe(v.string(), v.regex(/^\/[^\s,]+ \d+w(?:, \/[^\s,]+ \d+w)*$/, 'Выберите изображение из загруженных на сайт.')),
          }),
        ),
        v.maxLength(2),
      ),
    ),
  }),
)

/** A post as the editor saves it. */
export const PostDraftRule = v.object({
  category: v.picklist(POST_CATEGORIES, 'Выберите раздел: новость или статья.'),
  slug: v.pipe(
    requiredText('Укажите адрес публикации.'),
    v.regex(SLUG_PATTERN, 'Адрес — латинские буквы в нижнем регистре, цифры и дефисы, например novyj-sajt.'),
    v.maxLength(120, 'Адрес — не длиннее 120 символов.'),
  ),
  title: v.pipe(requiredText('Введите заголовок.'), v.maxLength(200, 'Заголовок — не длиннее 200 символов.')),
  excerpt: v.pipe(requiredText('Напишите короткое описание для списков.'), v.maxLength(500, 'Описание — не длиннее 500 символов.')),
  body: v.pipe(
    requiredText('Напишите текст публикации.'),
    v.maxLength(200_000, 'Текст слишком длинный: разделите его на несколько публикаций.'),
  ),
  cover: v.optional(CoverRule, null),
  tags: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.regex(SLUG_PATTERN, 'Выберите темы из списка.'))), v.maxLength(10, 'Не больше 10 тем.')),
    [],
  ),
  seo_title: clearableText(120, 'Заголовок для поисковиков — не длиннее 120 символов.'),
  seo_description: clearableText(300, 'Описание для поисковиков — не длиннее 300 символов.'),
})

/** The revision a save was made from. */
export const RevisionRule = v.pipe(
  v.number('Обновите страницу: не хватает версии публикации.'),
  v.integer('Обновите страницу: не хватает версии публикации.'),
  v.minValue(1, 'Обновите страницу: не хватает версии публикации.'),
)
