// The staff area's screens for every kind of content besides posts, described once each: their
// names in Russian, their parent (a service's section, a project's group), and their fields in the
// order the form shows them, with the kind of control each one gets. The rules are the API's own
// (shared/contract/editorial.ts): the form checks with them as the person types.
import type * as v from 'valibot'
import { plural } from '#app/lib/plural.ts'
import type { ImageRef } from '#shared/contract/common.ts'
import { EDITORIAL_DRAFT_RULES, EDITORIAL_TYPES, type EditorialType, type TagKind } from '#shared/contract/editorial.ts'
import { OG_IMAGE_LABEL } from '../editor/og-image.ts'

/** How a field is edited. */
type FieldControl =
  | { kind: 'text'; max: number; multiline?: boolean }
  | { kind: 'slug' }
  | { kind: 'rich' }
  | { kind: 'image'; emptyText: string }
  /** The picture social networks show; empty, it says what the page shares instead (its cover, or none). */
  | { kind: 'og-image' }
  | { kind: 'images' }
  | { kind: 'number'; min: number; max: number }
  /** An item of another kind (a service's section, a group's client). */
  | { kind: 'item'; of: EditorialType }
  /** One tag of a vocabulary, or none. */
  | { kind: 'tag'; tags: TagKind }
  | { kind: 'tags'; tags: TagKind }
  /** A list of short texts, one a line. */
  | { kind: 'lines' }
  /** A list of pairs, one a line, its halves split by « | » (a feature's title and text, a link's label and address). */
  | { kind: 'pairs'; keys: readonly [string, string] }

export interface FieldSpec {
  name: string
  label: string
  control: FieldControl
  hint?: string
  optional?: boolean
  /** Where the form puts it: the main panel, the extras, or the search engines' panel. */
  group: 'main' | 'extra' | 'seo'
}

export interface ContentTypeView {
  type: EditorialType
  /** The list's title («Услуги») and the one item's words. */
  title: string
  lead: string
  newTitle: string
  /** «Услугу уже изменили»: the notice of a save refused because someone else saved first. */
  staleTitle: string
  /** «Удалить услугу»: the button, and the question's title with a question mark. */
  deleteLabel: string
  /** What the question says will happen. */
  deleteText: (title: string) => string
  /** «Услуг», for counts: «Всего 12 услуг». */
  count: (n: number) => string
  rule: v.GenericSchema
  /** The field that names the item's parent (the list filters by it; the form shows it first). */
  parent?: { field: string; of: EditorialType; label: string }
  /** Pages are the site's own: none is added or deleted. */
  fixed?: boolean
  fields: FieldSpec[]
}

const counted = (one: string, few: string, many: string) => (n: number) => `${n} ${plural(n, one, few, many)}`

const slug: FieldSpec = { name: 'slug', label: 'Адрес', control: { kind: 'slug' }, group: 'main' }
const title: FieldSpec = { name: 'title', label: 'Заголовок', control: { kind: 'text', max: 200 }, group: 'main' }
const excerpt: FieldSpec = {
  name: 'excerpt',
  label: 'Описание для списков',
  hint: 'Одно-два предложения: их видят в списках и под заголовком.',
  control: { kind: 'text', max: 500, multiline: true },
  group: 'main',
}
const body = (optional = false): FieldSpec => ({ name: 'body', label: 'Текст', control: { kind: 'rich' }, optional, group: 'main' })
const cover: FieldSpec = {
  name: 'cover',
  label: 'Обложка',
  control: { kind: 'image', emptyText: 'Без обложки страница и списки обойдутся без картинки.' },
  optional: true,
  group: 'extra',
}
const position: FieldSpec = {
  name: 'position',
  label: 'Порядок на сайте',
  hint: 'Меньшее число — выше в списке.',
  control: { kind: 'number', min: 0, max: 10_000 },
  group: 'extra',
}
const price: FieldSpec = {
  name: 'price_from',
  label: 'Цена от, ₽',
  control: { kind: 'number', min: 0, max: 1_000_000_000 },
  optional: true,
  group: 'extra',
}
const seo: FieldSpec[] = [
  {
    name: 'seo_title',
    label: 'Заголовок страницы',
    hint: 'Пусто — заголовок материала. К нему добавится «— Малахит».',
    control: { kind: 'text', max: 120 },
    optional: true,
    group: 'seo',
  },
  {
    name: 'seo_description',
    label: 'Описание страницы',
    hint: 'Пусто — описание для списков.',
    control: { kind: 'text', max: 300, multiline: true },
    optional: true,
    group: 'seo',
  },
  { name: 'og_image', label: OG_IMAGE_LABEL, control: { kind: 'og-image' }, optional: true, group: 'seo' },
]

const VIEWS: Omit<ContentTypeView, 'rule'>[] = [
  {
    type: 'service-categories',
    title: 'Разделы услуг',
    lead: 'Разделы страницы «Услуги»: в каждом — свои услуги.',
    newTitle: 'Новый раздел услуг',
    staleTitle: 'Раздел уже изменили',
    deleteText: (name) => `«${name}» исчезнет из управления и с сайта. Его адрес перестанет открываться. Это нельзя отменить.`,
    deleteLabel: 'Удалить раздел',
    count: counted('раздел', 'раздела', 'разделов'),
    fields: [title, slug, excerpt, body(true), cover, position, ...seo],
  },
  {
    type: 'services',
    title: 'Услуги',
    lead: 'Услуги агентства по разделам.',
    newTitle: 'Новая услуга',
    staleTitle: 'Услугу уже изменили',
    deleteText: (name) => `«${name}» исчезнет из управления и с сайта. Её адрес перестанет открываться. Это нельзя отменить.`,
    deleteLabel: 'Удалить услугу',
    count: counted('услуга', 'услуги', 'услуг'),
    parent: { field: 'category_id', of: 'service-categories', label: 'Раздел' },
    fields: [
      title,
      slug,
      excerpt,
      body(),
      {
        name: 'highlights',
        label: 'Преимущества',
        hint: 'По одному на строку, до 12.',
        control: { kind: 'lines' },
        optional: true,
        group: 'extra',
      },
      price,
      {
        name: 'duration',
        label: 'Срок',
        hint: 'Например: от 2 месяцев.',
        control: { kind: 'text', max: 100 },
        optional: true,
        group: 'extra',
      },
      position,
      ...seo,
    ],
  },
  {
    type: 'solutions',
    title: 'Решения',
    lead: 'Готовые решения для отраслей.',
    newTitle: 'Новое решение',
    staleTitle: 'Решение уже изменили',
    deleteText: (name) => `«${name}» исчезнет из управления и с сайта. Его адрес перестанет открываться. Это нельзя отменить.`,
    deleteLabel: 'Удалить решение',
    count: counted('решение', 'решения', 'решений'),
    fields: [
      title,
      slug,
      excerpt,
      body(),
      cover,
      {
        name: 'features',
        label: 'Возможности',
        hint: 'По одной на строку: название | описание.',
        control: { kind: 'pairs', keys: ['title', 'text'] },
        optional: true,
        group: 'extra',
      },
      price,
      position,
      ...seo,
    ],
  },
  {
    type: 'clients',
    title: 'Клиенты',
    lead: 'Клиенты на странице «Клиенты»: своей страницы у них нет.',
    newTitle: 'Новый клиент',
    staleTitle: 'Карточку клиента уже изменили',
    deleteText: (name) => `«${name}» исчезнет из управления и с сайта. Его группы портфолио останутся без клиента. Это нельзя отменить.`,
    deleteLabel: 'Удалить клиента',
    count: counted('клиент', 'клиента', 'клиентов'),
    fields: [
      { name: 'name', label: 'Название', control: { kind: 'text', max: 200 }, group: 'main' },
      slug,
      {
        name: 'description',
        label: 'Описание',
        control: { kind: 'text', max: 2000, multiline: true },
        optional: true,
        group: 'main',
      },
      {
        name: 'logo',
        label: 'Логотип',
        control: { kind: 'image', emptyText: 'Без логотипа клиент показан названием.' },
        optional: true,
        group: 'extra',
      },
      { name: 'industry', label: 'Отрасль', control: { kind: 'tag', tags: 'industry' }, optional: true, group: 'extra' },
      {
        name: 'website',
        label: 'Сайт',
        hint: 'Полностью, например https://example.ru.',
        control: { kind: 'text', max: 500 },
        optional: true,
        group: 'extra',
      },
      position,
    ],
  },
  {
    type: 'portfolio-groups',
    title: 'Группы портфолио',
    lead: 'Работы для одного клиента: у группы свой адрес, /{группа}/.',
    newTitle: 'Новая группа портфолио',
    staleTitle: 'Группу уже изменили',
    deleteText: (name) => `«${name}» исчезнет из управления и с сайта. Её адрес перестанет открываться. Это нельзя отменить.`,
    deleteLabel: 'Удалить группу',
    count: counted('группа', 'группы', 'групп'),
    fields: [
      title,
      slug,
      { name: 'client_id', label: 'Клиент', control: { kind: 'item', of: 'clients' }, optional: true, group: 'main' },
      excerpt,
      body(true),
      cover,
      position,
      ...seo,
    ],
  },
  {
    type: 'portfolio-projects',
    title: 'Проекты портфолио',
    lead: 'Проекты по группам: /{группа}/{проект}/.',
    newTitle: 'Новый проект',
    staleTitle: 'Проект уже изменили',
    deleteText: (name) => `«${name}» исчезнет из управления и с сайта. Его адрес перестанет открываться. Это нельзя отменить.`,
    deleteLabel: 'Удалить проект',
    count: counted('проект', 'проекта', 'проектов'),
    parent: { field: 'group_id', of: 'portfolio-groups', label: 'Группа' },
    fields: [
      title,
      slug,
      excerpt,
      body(),
      { name: 'year', label: 'Год', control: { kind: 'number', min: 1990, max: 2100 }, group: 'extra' },
      cover,
      { name: 'images', label: 'Галерея', control: { kind: 'images' }, optional: true, group: 'extra' },
      { name: 'services', label: 'Что сделали', control: { kind: 'tags', tags: 'service' }, optional: true, group: 'extra' },
      { name: 'industries', label: 'Отрасли', control: { kind: 'tags', tags: 'industry' }, optional: true, group: 'extra' },
      {
        name: 'links',
        label: 'Ссылки',
        hint: 'По одной на строку: подпись | https://адрес.',
        control: { kind: 'pairs', keys: ['label', 'url'] },
        optional: true,
        group: 'extra',
      },
      position,
      ...seo,
    ],
  },
  {
    type: 'pages',
    title: 'Страницы',
    lead: 'Страницы сайта: о компании, контакты, бриф, документы, главная. Их адреса — разделы сайта и не меняются.',
    newTitle: 'Новая страница',
    staleTitle: 'Страницу уже изменили',
    deleteText: (name) => `«${name}» исчезнет из управления и с сайта. Это нельзя отменить.`,
    deleteLabel: 'Удалить страницу',
    count: counted('страница', 'страницы', 'страниц'),
    fixed: true,
    fields: [
      title,
      { ...slug, hint: 'Адрес страницы — раздел сайта: его не изменить.' },
      { name: 'lead', label: 'Вступление', control: { kind: 'text', max: 1000, multiline: true }, optional: true, group: 'main' },
      body(true),
      ...seo,
    ],
  },
]

/** A kind's view whole: its rule, and its parent's field first in the form. */
const viewOf = (view: Omit<ContentTypeView, 'rule'>): ContentTypeView => {
  const parent: FieldSpec[] = view.parent
    ? [{ name: view.parent.field, label: view.parent.label, control: { kind: 'item', of: view.parent.of }, group: 'main' }]
    : []
  return { ...view, rule: EDITORIAL_DRAFT_RULES[view.type], fields: [...parent, ...view.fields] }
}

export const CONTENT_VIEWS = Object.fromEntries(VIEWS.map((view) => [view.type, viewOf(view)])) as Record<EditorialType, ContentTypeView>

/** The kind an address names (/admin/services/), or null: the page is then 404. */
export const contentTypeOf = (param: string): EditorialType | null => EDITORIAL_TYPES.find((type) => type === param) ?? null

/** The form's values: text for what is typed, the picked images and tags as they are. */
export type FormValues = Record<string, string | string[] | ImageRef | ImageRef[] | null>

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The form's values of an item's fields (the API's draft). */
export function formValuesOf(view: ContentTypeView, fields: Record<string, unknown> | null): FormValues {
  return Object.fromEntries(
    view.fields.map(({ name, control }) => {
      const value = fields?.[name]
      switch (control.kind) {
        case 'image':
        case 'og-image':
          return [name, (value as ImageRef | null) ?? null]
        case 'images':
          return [name, (value as ImageRef[] | undefined) ?? []]
        case 'tags':
          return [name, (value as string[] | undefined) ?? []]
        case 'lines':
          return [name, ((value as string[] | undefined) ?? []).join('\n')]
        case 'pairs': {
          const [first, second] = control.keys
          const pairs = (value as Record<string, string>[] | undefined) ?? []
          return [name, pairs.map((pair) => `${pair[first]} | ${pair[second]}`).join('\n')]
        }
        case 'number':
          return [name, value === undefined && name === 'position' ? '0' : asText(value)]
        default:
          return [name, asText(value)]
      }
    }),
  )
}

const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** A number typed, or what the rule refuses with its own words (text stays text). */
const typedNumber = (text: string) => (text.trim() === '' ? null : /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text)

/** A body with no text and no picture is empty, whatever markup the editor leaves (`<p></p>`). */
const isBlankBody = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === ''

/** What is sent to the API: the fields as the shared rule reads them. */
export function draftOf(view: ContentTypeView, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    view.fields.map(({ name, control }) => {
      const value = values[name]
      switch (control.kind) {
        case 'rich':
          return [name, isBlankBody(String(value ?? '')) ? '' : value]
        case 'lines':
          return [name, splitLines(String(value ?? ''))]
        case 'pairs': {
          const [first, second] = control.keys
          return [
            name,
            splitLines(String(value ?? '')).map((line) => {
              const [head = '', ...rest] = line.split('|')
              return { [first]: head.trim(), [second]: rest.join('|').trim() }
            }),
          ]
        }
        case 'number':
          return [name, typedNumber(String(value ?? ''))]
        case 'item': {
          const text = String(value ?? '')
          return [name, text === '' ? null : Number(text)]
        }
        case 'tag':
          return [name, value === '' ? null : value]
        default:
          return [name, value]
      }
    }),
  )
}
