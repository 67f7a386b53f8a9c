// Service categories and services, solutions, clients, portfolio groups and projects, and the site's
// pages, as the staff area edits them. Each is a descriptor: its table and words for editorial.ts,
// its draft rule (shared/contract/editorial.ts) and the way between its row and that draft, what it
// checks before a save, and its public addresses. A changed address (a new slug, a service in
// another section, a project in another group) leaves the old one answering 301 in the redirects
// table, for the item and for everything under it.
import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type * as v from 'valibot'
import type { StaffActor } from '../context.ts'
import { sanitizeBody } from '../content/sanitize.ts'
import { fieldChanges } from './audit-changes.ts'
import { recordRevision } from './revisions.ts'
import type { Database } from '../db/client.ts'
import { clients, pages, portfolioGroups, portfolioProjects, serviceCategories, services, solutions } from '../db/schema/index.ts'
import { ApiError, notFoundError } from '../errors.ts'
import {
  changedFields,
  changeRow,
  createRow,
  deleteRow,
  type EditorialKind,
  type EditorialRow,
  findRow,
  type ListFilters,
  listItems,
  publishRow,
  editorialKind,
  unpublishRow,
} from './editorial.ts'
import { categoryDetail, categoryPath, previewService, servicePath, solutionDetail, solutionPath } from './catalogue.ts'
import { pageDetail, pagePath } from './pages.ts'
import { groupPath, previewGroup, previewProject, projectPath } from './portfolio.ts'
import { addressesLeadingTo, claimRedirectedAddress, moveAddress } from './redirects.ts'
import { ensureKnownTags } from './tags.ts'
import {
  type AdminItem,
  type AdminItemSummary,
  contentStatusOf,
  EDITORIAL_DRAFT_RULES as RULES,
  type EditorialType,
} from '#shared/contract/editorial.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'

type Draft = Record<string, unknown>

/**
 * How a draft field is written: as it is, as rich text made safe (required, or empty as null), or as
 * a list without repeats. Its column is the field's name in camelCase (`price_from`: `priceFrom`).
 */
type FieldWrite = 'as-is' | 'html' | 'optional-html' | 'unique'

const columnName = (field: string) => field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())

function written(how: FieldWrite, value: unknown): unknown {
  switch (how) {
    case 'as-is':
      return value
    case 'html':
      return sanitizeBody(String(value))
    // Markup that leaves nothing once made safe is no text.
    case 'optional-html':
      return typeof value === 'string' ? sanitizeBody(value) || null : null
    case 'unique':
      return [...new Set(value as unknown[])]
  }
}

/** The section or group an item belongs to. */
interface ParentOf {
  /** The item's column and its draft field (and the list's filter) that name the parent. */
  column: PgColumn
  field: string
  table: PgTable
  id: PgColumn
  title: PgColumn
  missing: string
}

/** Items whose addresses live under this item's (services of a section, projects of a group). */
interface ChildrenOf {
  table: PgTable
  id: PgColumn
  slug: PgColumn
  parent: PgColumn
  path: (parentSlug: string, slug: string) => string
  /** Why the item cannot be deleted while it has any (their number). */
  inTheWay: (n: number) => string
}

export interface ContentType<Row extends EditorialRow = EditorialRow, Preview = unknown> {
  kind: EditorialKind<Row>
  rule: v.GenericSchema<unknown, Draft>
  slug: PgColumn
  slugTaken: string
  /** The draft's fields, as the rule names them, and how each is written. */
  fields: Record<string, FieldWrite>
  parent?: ParentOf
  children?: ChildrenOf
  /** Checks beyond the rule: tags that exist, addresses the site keeps for itself. */
  check?: (tx: Database, draft: Draft, current: Row | null) => Promise<void>
  /** The item's public address; null: it has no page of its own. */
  path: (tx: Database, row: Row) => Promise<string | null>
  /** The item as its public page would show it, whatever its status (the public API's shape); none without a page. */
  preview?: (db: Database, row: Row) => Promise<Preview>
  /** Pages are the site's own: none is added or removed here, and their addresses stay. */
  fixed?: { create: string; remove: string }
}

const invalid = (field: string, message: string) => new ApiError(422, VALIDATION_MESSAGE, { [field]: [message] })

/** The columns a draft writes. */
const columnsOf = (type: ContentType, draft: Draft) =>
  Object.fromEntries(Object.entries(type.fields).map(([field, how]) => [columnName(field), written(how, draft[field])]))

/** The draft an item is, as the editor loads it. */
const fieldsOf = (type: ContentType, row: EditorialRow): Draft =>
  Object.fromEntries(Object.keys(type.fields).map((field) => [field, (row as unknown as Draft)[columnName(field)]]))

const SEO_FIELDS = { seo_title: 'as-is', seo_description: 'as-is', og_image: 'as-is' } as const

async function slugOf(tx: Database, table: PgTable, idColumn: PgColumn, slugColumn: PgColumn, id: number): Promise<string> {
  const [row] = await tx.select({ slug: slugColumn }).from(table).where(eq(idColumn, id))
  return String(row?.slug ?? '')
}

/** The top-level addresses the site's own sections take: a portfolio group (/{slug}/) cannot have them. */
const SITE_SECTIONS = new Set([
  'admin',
  'agreement',
  'api',
  'articles',
  'assets',
  'brief',
  'clients',
  'company',
  'contacts',
  'images',
  'login',
  'login-by-token',
  'news',
  'password',
  'portfolio',
  'privacy',
  'profile',
  'registration',
  'search',
  'see-also-cards',
  'services',
  'solutions',
  'staff-invitation',
  'verification',
])

type CategoryRow = typeof serviceCategories.$inferSelect
type ServiceRow = typeof services.$inferSelect
type SolutionRow = typeof solutions.$inferSelect
type ClientRow = typeof clients.$inferSelect
type GroupRow = typeof portfolioGroups.$inferSelect
type ProjectRow = typeof portfolioProjects.$inferSelect
type PageRow = typeof pages.$inferSelect

/** What a kind's preview answers: the public API's shape of its item. */
type PreviewOf<Read extends (...args: never[]) => unknown> = Awaited<ReturnType<Read>>

const serviceCategoryType: ContentType<CategoryRow, PreviewOf<typeof categoryDetail>> = {
  kind: editorialKind(serviceCategories, {
    entityType: 'service_category',
    notFound: 'Раздел услуг не найден: возможно, его удалили.',
    stale: 'раздел услуг',
    offSite: 'Этот раздел услуг и так не на сайте.',
  }),
  rule: RULES['service-categories'],
  slug: serviceCategories.slug,
  slugTaken: 'Такой адрес уже занят другим разделом услуг.',
  fields: { slug: 'as-is', title: 'as-is', excerpt: 'as-is', body: 'optional-html', cover: 'as-is', position: 'as-is', ...SEO_FIELDS },
  children: {
    table: services,
    id: services.id,
    slug: services.slug,
    parent: services.categoryId,
    path: servicePath,
    inTheWay: (n) => `В разделе есть услуги (${n}): перенесите их в другой раздел или удалите, затем удалите раздел.`,
  },
  path: async (_tx, row) => categoryPath(row.slug),
  preview: categoryDetail,
}

const serviceType: ContentType<ServiceRow, PreviewOf<typeof previewService>> = {
  kind: editorialKind(services, {
    entityType: 'service',
    notFound: 'Услуга не найдена: возможно, её удалили.',
    stale: 'услугу',
    offSite: 'Эта услуга и так не на сайте.',
  }),
  rule: RULES.services,
  slug: services.slug,
  slugTaken: 'В этом разделе уже есть услуга с таким адресом.',
  fields: {
    category_id: 'as-is',
    slug: 'as-is',
    title: 'as-is',
    excerpt: 'as-is',
    body: 'html',
    highlights: 'as-is',
    price_from: 'as-is',
    duration: 'as-is',
    position: 'as-is',
    ...SEO_FIELDS,
  },
  parent: {
    column: services.categoryId,
    field: 'category_id',
    table: serviceCategories,
    id: serviceCategories.id,
    title: serviceCategories.title,
    missing: 'Такого раздела услуг нет: выберите из списка.',
  },
  path: async (tx, row) =>
    servicePath(await slugOf(tx, serviceCategories, serviceCategories.id, serviceCategories.slug, row.categoryId), row.slug),
  preview: previewService,
}

const solutionType: ContentType<SolutionRow, PreviewOf<typeof solutionDetail>> = {
  kind: editorialKind(solutions, {
    entityType: 'solution',
    notFound: 'Решение не найдено: возможно, его удалили.',
    stale: 'решение',
    offSite: 'Это решение и так не на сайте.',
  }),
  rule: RULES.solutions,
  slug: solutions.slug,
  slugTaken: 'Такой адрес уже занят другим решением.',
  fields: {
    slug: 'as-is',
    title: 'as-is',
    excerpt: 'as-is',
    body: 'html',
    cover: 'as-is',
    features: 'as-is',
    price_from: 'as-is',
    position: 'as-is',
    ...SEO_FIELDS,
  },
  path: async (_tx, row) => solutionPath(row.slug),
  preview: async (_db, row) => solutionDetail(row),
}

const clientType: ContentType<ClientRow, never> = {
  kind: editorialKind(
    clients,
    {
      entityType: 'client',
      notFound: 'Клиент не найден: возможно, его удалили.',
      stale: 'карточку клиента',
      offSite: 'Этот клиент и так не на сайте.',
    },
    'name',
  ),
  rule: RULES.clients,
  slug: clients.slug,
  slugTaken: 'Такой адрес уже занят другим клиентом.',
  fields: { slug: 'as-is', name: 'as-is', logo: 'as-is', industry: 'as-is', website: 'as-is', description: 'as-is', position: 'as-is' },
  check: (tx, draft) => ensureKnownTags(tx, 'industry', draft.industry ? [String(draft.industry)] : [], 'industry', 'Такой отрасли нет'),
  // Clients are listed on /clients/ and have no page of their own.
  path: async () => null,
}

const portfolioGroupType: ContentType<GroupRow, PreviewOf<typeof previewGroup>> = {
  kind: editorialKind(portfolioGroups, {
    entityType: 'portfolio_group',
    notFound: 'Группа портфолио не найдена: возможно, её удалили.',
    stale: 'группу портфолио',
    offSite: 'Эта группа портфолио и так не на сайте.',
  }),
  rule: RULES['portfolio-groups'],
  slug: portfolioGroups.slug,
  slugTaken: 'Такой адрес уже занят другой группой портфолио.',
  fields: {
    slug: 'as-is',
    title: 'as-is',
    client_id: 'as-is',
    excerpt: 'as-is',
    body: 'optional-html',
    cover: 'as-is',
    position: 'as-is',
    ...SEO_FIELDS,
  },
  check: async (tx, draft) => {
    if (SITE_SECTIONS.has(String(draft.slug))) throw invalid('slug', 'Этот адрес занят разделом сайта: выберите другой.')
    if (draft.client_id === null) return
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, Number(draft.client_id)))
    if (!client) throw invalid('client_id', 'Такого клиента нет: выберите из списка.')
  },
  children: {
    table: portfolioProjects,
    id: portfolioProjects.id,
    slug: portfolioProjects.slug,
    parent: portfolioProjects.groupId,
    path: projectPath,
    inTheWay: (n) => `В группе есть проекты (${n}): перенесите их в другую группу или удалите, затем удалите группу.`,
  },
  path: async (_tx, row) => groupPath(row.slug),
  preview: previewGroup,
}

const portfolioProjectType: ContentType<ProjectRow, PreviewOf<typeof previewProject>> = {
  kind: editorialKind(portfolioProjects, {
    entityType: 'portfolio_project',
    notFound: 'Проект не найден: возможно, его удалили.',
    stale: 'проект',
    offSite: 'Этот проект и так не на сайте.',
  }),
  rule: RULES['portfolio-projects'],
  slug: portfolioProjects.slug,
  slugTaken: 'В этой группе уже есть проект с таким адресом.',
  fields: {
    group_id: 'as-is',
    slug: 'as-is',
    title: 'as-is',
    excerpt: 'as-is',
    body: 'html',
    cover: 'as-is',
    images: 'as-is',
    services: 'unique',
    industries: 'unique',
    year: 'as-is',
    links: 'as-is',
    position: 'as-is',
    ...SEO_FIELDS,
  },
  parent: {
    column: portfolioProjects.groupId,
    field: 'group_id',
    table: portfolioGroups,
    id: portfolioGroups.id,
    title: portfolioGroups.title,
    missing: 'Такой группы портфолио нет: выберите из списка.',
  },
  check: async (tx, draft) => {
    await ensureKnownTags(tx, 'service', draft.services as string[], 'services', 'Таких услуг в словаре нет')
    await ensureKnownTags(tx, 'industry', draft.industries as string[], 'industries', 'Таких отраслей нет')
  },
  path: async (tx, row) => projectPath(await slugOf(tx, portfolioGroups, portfolioGroups.id, portfolioGroups.slug, row.groupId), row.slug),
  preview: previewProject,
}

const pageType: ContentType<PageRow, PreviewOf<typeof pageDetail>> = {
  kind: editorialKind(pages, {
    entityType: 'page',
    notFound: 'Страница не найдена.',
    stale: 'страницу',
    offSite: 'Эта страница и так не на сайте.',
  }),
  rule: RULES.pages,
  slug: pages.slug,
  slugTaken: 'Такой адрес уже занят другой страницей.',
  // The home page's blocks are kept as they are: the editor changes the words around them.
  fields: { slug: 'as-is', title: 'as-is', lead: 'as-is', body: 'optional-html', ...SEO_FIELDS },
  check: async (_tx, draft, current) => {
    if (current && draft.slug !== current.slug) {
      throw invalid('slug', 'Адрес этой страницы — раздел сайта, его нельзя изменить.')
    }
  },
  path: async (_tx, row) => pagePath(row.slug),
  preview: async (_db, row) => pageDetail(row),
  fixed: {
    create: 'Страницы сайта — его разделы: новую страницу здесь не добавить, можно править существующие.',
    remove: 'Страницы сайта — его разделы: удалить страницу нельзя, можно снять её с публикации.',
  },
}

/** A kind as the code for every kind takes it: its row's own type left out, its preview's kept. */
const anyRow = <Row extends EditorialRow, Preview>(type: ContentType<Row, Preview>) => type as unknown as ContentType<EditorialRow, Preview>

/** Every editable kind of content besides posts, by its address in the API. */
export const CONTENT_TYPES = {
  'service-categories': anyRow(serviceCategoryType),
  services: anyRow(serviceType),
  solutions: anyRow(solutionType),
  clients: anyRow(clientType),
  'portfolio-groups': anyRow(portfolioGroupType),
  'portfolio-projects': anyRow(portfolioProjectType),
  pages: anyRow(pageType),
} satisfies Record<EditorialType, ContentType>

/**
 * The public addresses of an item and of the items under it, by a key that stays when they move
 * (an item's slug or parent changes, not its key).
 */
async function addressesOf(tx: Database, type: ContentType, row: EditorialRow): Promise<Map<string, string>> {
  const own = await type.path(tx, row)
  const addresses = new Map<string, string>(own ? [['self', own]] : [])
  const children = type.children
  if (children) {
    const inside = await tx.select({ id: children.id, slug: children.slug }).from(children.table).where(eq(children.parent, row.id))
    for (const child of inside) addresses.set(`child:${child.id}`, children.path(row.slug, String(child.slug)))
  }
  return addresses
}

const summaryOf = (type: ContentType, row: EditorialRow, parents: Map<number, string>, now: Date): AdminItemSummary => {
  const parentId = type.parent ? (fieldsOf(type, row)[type.parent.field] as number) : null
  return {
    id: row.id,
    slug: row.slug,
    title: type.kind.titleOf(row),
    status: contentStatusOf(row, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
    parent: parentId === null ? null : { id: parentId, title: parents.get(parentId) ?? '' },
  }
}

/** The titles of the parents of `rows`, in one read. */
async function parentTitles(db: Database, type: ContentType, rows: EditorialRow[]): Promise<Map<number, string>> {
  const parent = type.parent
  if (!parent) return new Map()
  const ids = [...new Set(rows.map((row) => fieldsOf(type, row)[parent.field] as number))]
  if (ids.length === 0) return new Map()
  const found = await db.select({ id: parent.id, title: parent.title }).from(parent.table).where(inArray(parent.id, ids))
  return new Map(found.map((row) => [Number(row.id), String(row.title)]))
}

async function toItem(db: Database, type: ContentType, row: EditorialRow, now = new Date()): Promise<AdminItem> {
  const path = await type.path(db, row)
  return {
    ...summaryOf(type, row, await parentTitles(db, type, [row]), now),
    fields: fieldsOf(type, row) as AdminItem['fields'],
    path,
    former_paths: path ? await addressesLeadingTo(db, path) : [],
  }
}

/** One page of a type's items in any status; `parent` keeps those of one section or group. */
export function listContent(db: Database, type: ContentType, filters: ListFilters & { parent?: number }, now = new Date()) {
  const conditions = type.parent && filters.parent !== undefined ? [eq(type.parent.column, filters.parent)] : []
  return listItems(
    db,
    type.kind,
    { ...filters, conditions },
    async (rows) => {
      const parents = await parentTitles(db, type, rows)
      return rows.map((row) => summaryOf(type, row, parents, now))
    },
    now,
  )
}

export async function findContent(db: Database, type: ContentType, id: number): Promise<AdminItem> {
  return toItem(db, type, await findRow(db, type.kind, id))
}

/** An item as its public page would show it, whatever its status: the staff area's preview. */
export async function previewContent<Preview>(db: Database, type: ContentType<EditorialRow, Preview>, id: number): Promise<Preview> {
  if (!type.preview) throw notFoundError('У этих записей нет своей страницы на сайте, смотреть нечего.')
  return type.preview(db, await findRow(db, type.kind, id))
}

/** What a draft needs before it is written: its parent, a free address, the type's own checks. */
async function ensureWritable(tx: Database, type: ContentType, draft: Draft, current: EditorialRow | null): Promise<void> {
  const parent = type.parent
  if (parent) {
    const [found] = await tx
      .select({ id: parent.id })
      .from(parent.table)
      .where(eq(parent.id, Number(draft[parent.field])))
    if (!found) throw invalid(parent.field, parent.missing)
  }
  await type.check?.(tx, draft, current as never)
  const [taken] = await tx
    .select({ id: type.kind.columns.id })
    .from(type.kind.table)
    .where(
      and(
        eq(type.slug, String(draft.slug)),
        parent ? eq(parent.column, Number(draft[parent.field])) : undefined,
        current ? ne(type.kind.columns.id, current.id) : undefined,
      ),
    )
  if (taken) throw invalid('slug', type.slugTaken)
}

/** A new item, as a draft; an old address it takes stops redirecting (it is this item's now). */
export async function createContent(db: Database, actor: StaffActor, type: ContentType, draft: Draft): Promise<AdminItem> {
  if (type.fixed) throw new ApiError(405, type.fixed.create)
  const row = await createRow(
    db,
    actor,
    type.kind,
    columnsOf(type, draft),
    (tx) => ensureWritable(tx, type, draft, null),
    async (tx, created) => {
      const path = await type.path(tx, created)
      if (path) await claimRedirectedAddress(tx, path)
      await keepRevision(tx, actor, type, created)
    },
  )
  return toItem(db, type, row)
}

/** Keeps a save of an item whole, as its revision (the history the editor lists and restores). */
const keepRevision = (tx: Database, actor: StaffActor, type: ContentType, row: EditorialRow) =>
  recordRevision(tx, actor, { entityType: type.kind.entityType, entityId: row.id }, row.revision, fieldsOf(type, row))

/**
 * Saves an item made from `revision`. Every address that changes (the item's, and those of the
 * items under it) answers 301 to its new one, in one hop.
 */
export async function updateContent(
  db: Database,
  actor: StaffActor,
  type: ContentType,
  id: number,
  draft: Draft,
  revision: number,
  /** The kept revision this save restores (the audit row names it). */
  restoredFrom?: number,
): Promise<AdminItem> {
  const row = await changeRow(
    db,
    actor,
    type.kind,
    { id, revision },
    async (current, tx) => {
      await ensureWritable(tx, type, draft, current)
      const columns = columnsOf(type, draft)
      const fields = changedFields(current, columns)
      if (fields.length === 0) return { set: {}, audit: null }
      const before = await addressesOf(tx, type, current)
      const after = await addressesOf(tx, type, { ...current, ...columns } as EditorialRow)
      const moves = [...after].flatMap(([key, to]) => {
        const from = before.get(key)
        return from && from !== to ? [{ from, to }] : []
      })
      for (const move of moves) await moveAddress(tx, move.from, move.to)
      const path = moves.find((move) => move.from === before.get('self'))
      return {
        set: columns,
        audit: {
          action: 'updated',
          details: {
            fields,
            changes: fieldChanges(fieldsOf(type, current), fieldsOf(type, { ...current, ...columns } as EditorialRow)),
            ...(path ? { path } : {}),
            ...(moves.length > 1 ? { moved: moves.length } : {}),
            ...(restoredFrom === undefined ? {} : { restored_from: restoredFrom }),
          },
        },
      }
    },
    (tx, saved) => keepRevision(tx, actor, type, saved),
  )
  return toItem(db, type, row)
}

export async function publishContent(db: Database, actor: StaffActor, type: ContentType, id: number, revision: number, at: Date | null) {
  return toItem(db, type, await publishRow(db, actor, type.kind, { id, revision }, at))
}

export async function unpublishContent(db: Database, actor: StaffActor, type: ContentType, id: number, revision: number) {
  return toItem(db, type, await unpublishRow(db, actor, type.kind, { id, revision }))
}

/** Deletes an item; the audit row keeps its title and address. */
export function deleteContent(db: Database, actor: StaffActor, type: ContentType, id: number): Promise<void> {
  if (type.fixed) throw new ApiError(405, type.fixed.remove)
  return deleteRow(
    db,
    actor,
    type.kind,
    id,
    async (tx, row) => {
      const path = await type.path(tx, row)
      return path ? { path } : {}
    },
    async (tx, row) => {
      const children = type.children
      if (!children) return
      const [inside] = await tx.select({ n: count() }).from(children.table).where(eq(children.parent, row.id))
      if (inside && inside.n > 0) throw new ApiError(409, children.inTheWay(inside.n))
    },
  )
}
