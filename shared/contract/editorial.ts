// The staff area's editorial items: their status, the posts as an editor sees them, and the rules a
// post must meet (the editor checks them as you type; the API checks them again).
import * as v from 'valibot'
import type { ImageRef, JsonValue } from './common.ts'
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

/** What the staff area's lists show of every editorial item. */
export interface EditorialSummary {
  id: number
  slug: string
  title: string
  status: ContentStatus
  published_at: string | null
  updated_at: string
  /** Counted up by every save: a save names the revision it was made from. */
  revision: number
}

/** A post in the staff area's list. */
export interface AdminPostSummary extends EditorialSummary {
  category: PostCategory
}

/** A post as the editor loads and saves it. */
export interface AdminPost extends AdminPostSummary {
  excerpt: string
  /** Sanitized HTML. */
  body: string
  cover: ImageRef | null
  /** The slugs of its topics, as a save takes them (the editor names them from the list of topics). */
  tags: string[]
  seo_title: string | null
  seo_description: string | null
  /** The picture social networks show; null: the cover. */
  og_image: ImageRef | null
  /** Earlier addresses that now answer 301 to the current one. */
  former_paths: string[]
  /** The public address (it answers only once the post is published). */
  path: string
}

/** The kinds of content the staff area edits besides posts, as their API addresses name them. */
export const EDITORIAL_TYPES = [
  'service-categories',
  'services',
  'solutions',
  'clients',
  'portfolio-groups',
  'portfolio-projects',
  'pages',
] as const
export type EditorialType = (typeof EDITORIAL_TYPES)[number]

/** How the staff area's lists sort: last changed, last published, by title, or in the site's order. */
export const EDITORIAL_SORTS = ['updated', 'published', 'title', 'position'] as const
export type EditorialSort = (typeof EDITORIAL_SORTS)[number]

/** An item in the staff area's list of its type. */
export interface AdminItemSummary extends EditorialSummary {
  /** The section or group it belongs to (services, portfolio projects). */
  parent: { id: number; title: string } | null
}

/**
 * An item as the editor loads and saves it: the summary and the type's own fields, as its draft
 * rule names them.
 */
export interface AdminItem extends AdminItemSummary {
  fields: Record<string, JsonValue>
  /** The public address (it answers only once the item is published); null: no page of its own. */
  path: string | null
  /** Earlier addresses that now answer 301 to the current one. */
  former_paths: string[]
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Optional text that may also be cleared: empty or null is null. */
const clearableText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(max, message))),
  )

/** The words that describe an image, for those who cannot see it: at upload, and wherever it is placed. */
export const ImageAltRule = v.pipe(
  requiredText('Опишите изображение: что на нём, для тех, кто его не видит.'),
  v.maxLength(300, 'Описание изображения — не длиннее 300 символов.'),
)

/** An image the editor picked: a path on this site and the words that describe it. */
const CoverRule = v.nullable(
  v.object({
    src: v.pipe(v.string(), v.regex(/^\/(?!\/)[^\s]{1,500}$/, 'Выберите изображение из загруженных на сайт.')),
    alt: ImageAltRule,
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

/** An address segment: lower-case latin letters, digits and single hyphens. */
const slugRule = (required: string) =>
  v.pipe(
    requiredText(required),
    v.regex(SLUG_PATTERN, 'Адрес — латинские буквы в нижнем регистре, цифры и дефисы, например novyj-sajt.'),
    v.maxLength(120, 'Адрес — не длиннее 120 символов.'),
  )

const titleRule = (required = 'Введите заголовок.') =>
  v.pipe(requiredText(required), v.maxLength(200, 'Заголовок — не длиннее 200 символов.'))

const excerptRule = v.pipe(requiredText('Напишите короткое описание для списков.'), v.maxLength(500, 'Описание — не длиннее 500 символов.'))

const BODY_TOO_LONG = 'Текст слишком длинный: разделите его на несколько частей.'

/** Rich text (HTML, made safe on the server). */
const bodyRule = (required: string) => v.pipe(requiredText(required), v.maxLength(200_000, BODY_TOO_LONG))

/** Rich text that may stay empty. */
const optionalBodyRule = clearableText(200_000, BODY_TOO_LONG)

/** Tag slugs of one vocabulary (the API checks that each exists). */
const tagSlugsRule = (max: number, message: string) =>
  v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(SLUG_PATTERN, 'Выберите из списка.'))), v.maxLength(max, message)), [])

/** The place in its list: lower comes first. */
const positionRule = v.optional(
  v.pipe(
    v.number('Порядок — целое число от 0 до 10 000.'),
    v.integer('Порядок — целое число от 0 до 10 000.'),
    v.minValue(0, 'Порядок — целое число от 0 до 10 000.'),
    v.maxValue(10_000, 'Порядок — целое число от 0 до 10 000.'),
  ),
  0,
)

const priceRule = v.optional(
  v.nullable(
    v.pipe(
      v.number('Цена — целое число рублей.'),
      v.integer('Цена — целое число рублей.'),
      v.minValue(0, 'Цена не может быть отрицательной.'),
      v.maxValue(1_000_000_000, 'Проверьте цену: слишком большое число.'),
    ),
  ),
  null,
)

/** The number of a parent row (a service's section, a project's group). */
const parentRule = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(999_999_999, message))

const seoRules = {
  seo_title: clearableText(120, 'Заголовок для поисковиков — не длиннее 120 символов.'),
  seo_description: clearableText(300, 'Описание для поисковиков — не длиннее 300 символов.'),
  /** The picture social networks show; none: the page's default (its cover, or no picture). */
  og_image: v.optional(CoverRule, null),
}

const webAddressRule = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(500, 'Адрес сайта — не длиннее 500 символов.'),
    v.url(message),
    v.regex(/^https?:\/\//i, message),
  )

/** A post as the editor saves it. */
export const PostDraftRule = v.object({
  category: v.picklist(POST_CATEGORIES, 'Выберите раздел: новость или статья.'),
  slug: slugRule('Укажите адрес публикации.'),
  title: titleRule(),
  excerpt: excerptRule,
  body: v.pipe(
    requiredText('Напишите текст публикации.'),
    v.maxLength(200_000, 'Текст слишком длинный: разделите его на несколько публикаций.'),
  ),
  cover: v.optional(CoverRule, null),
  tags: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.regex(SLUG_PATTERN, 'Выберите темы из списка.'))), v.maxLength(10, 'Не больше 10 тем.')),
    [],
  ),
  ...seoRules,
})

/** A section of services (/services/{slug}/). */
const ServiceCategoryDraftRule = v.object({
  slug: slugRule('Укажите адрес раздела.'),
  title: titleRule(),
  excerpt: excerptRule,
  body: optionalBodyRule,
  cover: v.optional(CoverRule, null),
  position: positionRule,
  ...seoRules,
})

/** A service (/services/{section}/{slug}/). */
const ServiceDraftRule = v.object({
  category_id: parentRule('Выберите раздел услуг.'),
  slug: slugRule('Укажите адрес услуги.'),
  title: titleRule(),
  excerpt: excerptRule,
  body: bodyRule('Опишите услугу.'),
  highlights: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string('Преимущество — строка текста.'),
          v.trim(),
          v.nonEmpty('Уберите пустой пункт.'),
          v.maxLength(200, 'Пункт — не длиннее 200 символов.'),
        ),
      ),
      v.maxLength(12, 'Не больше 12 пунктов.'),
    ),
    [],
  ),
  price_from: priceRule,
  duration: clearableText(100, 'Срок — не длиннее 100 символов.'),
  position: positionRule,
  ...seoRules,
})

/** A ready-made solution (/solutions/{slug}/). */
const SolutionDraftRule = v.object({
  slug: slugRule('Укажите адрес решения.'),
  title: titleRule(),
  excerpt: excerptRule,
  body: bodyRule('Опишите решение.'),
  cover: v.optional(CoverRule, null),
  features: v.optional(
    v.pipe(
      v.array(
        v.object({
          title: v.pipe(requiredText('Назовите возможность.'), v.maxLength(200, 'Название — не длиннее 200 символов.')),
          text: v.pipe(requiredText('Опишите возможность.'), v.maxLength(1000, 'Описание — не длиннее 1000 символов.')),
        }),
      ),
      v.maxLength(20, 'Не больше 20 возможностей.'),
    ),
    [],
  ),
  price_from: priceRule,
  position: positionRule,
  ...seoRules,
})

/** A client on /clients/ (no page of its own). */
const ClientDraftRule = v.object({
  slug: slugRule('Укажите адрес клиента.'),
  name: v.pipe(requiredText('Введите название клиента.'), v.maxLength(200, 'Название — не длиннее 200 символов.')),
  logo: v.optional(CoverRule, null),
  industry: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(v.pipe(v.string(), v.regex(SLUG_PATTERN, 'Выберите отрасль из списка.'))),
  ),
  website: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(webAddressRule('Адрес сайта — полностью, например https://example.ru.')),
  ),
  description: clearableText(2000, 'Описание — не длиннее 2000 символов.'),
  position: positionRule,
})

/** A portfolio group: one client's body of work (/{slug}/). */
const PortfolioGroupDraftRule = v.object({
  slug: slugRule('Укажите адрес группы.'),
  title: titleRule(),
  client_id: v.optional(v.nullable(parentRule('Выберите клиента из списка.')), null),
  excerpt: excerptRule,
  body: optionalBodyRule,
  cover: v.optional(CoverRule, null),
  position: positionRule,
  ...seoRules,
})

/** A portfolio project (/{group}/{slug}/). */
const PortfolioProjectDraftRule = v.object({
  group_id: parentRule('Выберите группу портфолио.'),
  slug: slugRule('Укажите адрес проекта.'),
  title: titleRule(),
  excerpt: excerptRule,
  body: bodyRule('Расскажите о проекте.'),
  cover: v.optional(CoverRule, null),
  images: v.optional(v.pipe(v.array(v.nonNullable(CoverRule, 'Выберите изображение.')), v.maxLength(30, 'Не больше 30 изображений.')), []),
  services: tagSlugsRule(10, 'Не больше 10 услуг.'),
  industries: tagSlugsRule(5, 'Не больше 5 отраслей.'),
  year: v.pipe(
    v.number('Укажите год проекта.'),
    v.integer('Год — четыре цифры, например 2024.'),
    v.minValue(1990, 'Год — не раньше 1990.'),
    v.maxValue(2100, 'Проверьте год.'),
  ),
  links: v.optional(
    v.pipe(
      v.array(
        v.object({
          label: v.pipe(requiredText('Подпишите ссылку.'), v.maxLength(100, 'Подпись — не длиннее 100 символов.')),
          url: webAddressRule('Ссылка — полностью, например https://example.ru.'),
        }),
      ),
      v.maxLength(10, 'Не больше 10 ссылок.'),
    ),
    [],
  ),
  position: positionRule,
  ...seoRules,
})

/** One of the site's own pages (company, contacts…): their addresses are the site's routes. */
const PageDraftRule = v.object({
  slug: slugRule('Укажите адрес страницы.'),
  title: titleRule(),
  lead: clearableText(1000, 'Вступление — не длиннее 1000 символов.'),
  body: optionalBodyRule,
  ...seoRules,
})

/** Each kind's draft rule, by its address in the API (the editor and the API check the same). */
export const EDITORIAL_DRAFT_RULES = {
  'service-categories': ServiceCategoryDraftRule,
  services: ServiceDraftRule,
  solutions: SolutionDraftRule,
  clients: ClientDraftRule,
  'portfolio-groups': PortfolioGroupDraftRule,
  'portfolio-projects': PortfolioProjectDraftRule,
  pages: PageDraftRule,
} as const satisfies Record<EditorialType, v.GenericSchema>

/** A tag: its slug is what items store, so only its title changes after it is made. */
export const TAG_KINDS = ['post', 'service', 'industry'] as const
export type TagKind = (typeof TAG_KINDS)[number]

export const TAG_KIND_LABELS: Record<TagKind, string> = {
  post: 'Темы публикаций',
  service: 'Услуги в портфолио',
  industry: 'Отрасли',
}

export const TagTitleRule = v.pipe(requiredText('Введите название.'), v.maxLength(100, 'Название — не длиннее 100 символов.'))

export const TagDraftRule = v.object({
  kind: v.picklist(TAG_KINDS, 'Выберите словарь: post, service или industry.'),
  slug: slugRule('Укажите адрес.'),
  title: TagTitleRule,
})

/** A tag as the staff area lists it, with how many items carry it. */
export interface AdminTag {
  id: number
  kind: TagKind
  slug: string
  title: string
  usage: number
}

/** The revision a save was made from. */
export const RevisionRule = v.pipe(
  v.number('Обновите страницу: не хватает версии публикации.'),
  v.integer('Обновите страницу: не хватает версии публикации.'),
  v.minValue(1, 'Обновите страницу: не хватает версии публикации.'),
)

/** A save of an editorial item kept in its history (`GET /v1/admin/{type}/{id}/revisions`). */
export interface ContentRevisionSummary {
  id: number
  /** The item's revision this save made. */
  revision: number
  created_at: string
  /** Who saved it (`id` null once the account is gone). */
  author: { id: number | null; name: string }
}

/** One kept save with the item's fields as they were, by the API's names. */
export interface ContentRevision extends ContentRevisionSummary {
  fields: Record<string, JsonValue>
}
