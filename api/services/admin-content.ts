// Service categories and services, solutions, clients, portfolio groups and projects, and the site's
// pages, as the staff area edits them. Each is a descriptor: its table and words for editorial.ts,
// its draft rule (shared/contract/editorial.ts) and the way between its row and that draft, what it
// checks before a save, and its public addresses. A changed address (a new slug, a service in
// another section, a project in another group) leaves the old one answering 301 in the redirects
// table, for the item and for everything under it.
import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type * as v from 'valibot'
import type { StaffActor } from '../auth/require-staff.ts'
import { sanitizeBody } from '../content/sanitize.ts'
import type { Database } from '../db/client.ts'
import { clients, pages, portfolioGroups, portfolioProjects, serviceCategories, services, solutions } from '../db/schema.ts'
import { ApiError } from '../errors.ts'
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
  staleSaveMessage,
  unpublishRow,
} from './editorial.ts'
import { groupPath, projectPath } from './portfolio.ts'
import { addressesLeadingTo, claimRedirectedAddress, moveAddress } from './redirects.ts'
import { ensureKnownTags } from './tags.ts'
import {
  type AdminItem,
  type AdminItemSummary,
  ClientDraftRule,
  contentStatusOf,
  type EditorialType,
  PageDraftRule,
  PortfolioGroupDraftRule,
  PortfolioProjectDraftRule,
  ServiceCategoryDraftRule,
  ServiceDraftRule,
  SolutionDraftRule,
} from '#shared/contract/editorial.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'

type Draft = Record<string, unknown>

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

export interface ContentType<Row extends EditorialRow = EditorialRow> {
  kind: EditorialKind<Row>
  rule: v.GenericSchema<unknown, Draft>
  slug: PgColumn
  slugTaken: string
  parent?: ParentOf
  /** The columns a draft writes (bodies made safe here). */
  columnsOf: (draft: Draft) => Record<string, unknown>
  /** The draft an item is, as the editor loads it (the rule's field names). */
  fieldsOf: (row: Row) => Draft
  /** Checks beyond the rule: tags that exist, addresses the site keeps for itself. */
  check?: (tx: Database, draft: Draft, current: Row | null) => Promise<void>
  /** The public addresses of the item and everything under it, by a key that stays when they move. */
  addresses: (tx: Database, row: Row) => Promise<Map<string, string>>
  /** Why it cannot be deleted now (throws), e.g. items under it. */
  ensureDeletable?: (tx: Database, row: Row) => Promise<void>
  /** Pages are the site's own: none is added or removed here, and their addresses stay. */
  fixed?: { create: string; remove: string }
}

const invalid = (field: string, message: string) => new ApiError(422, VALIDATION_MESSAGE, { [field]: [message] })

/** Rich text that may stay empty: made safe, and nothing left is null. */
const optionalBody = (html: unknown) => (typeof html === 'string' ? sanitizeBody(html) || null : null)

const seoColumns = (draft: Draft) => ({ seoTitle: draft.seo_title, seoDescription: draft.seo_description })
const seoFields = (row: { seoTitle: string | null; seoDescription: string | null }) => ({
  seo_title: row.seoTitle,
  seo_description: row.seoDescription,
})

/** Refuses deletion while items live under this one (their addresses hang on it). */
async function ensureEmpty(tx: Database, table: PgTable, column: PgColumn, id: number, message: (n: number) => string) {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(column, id))
  if (row && row.n > 0) throw new ApiError(409, message(row.n))
}

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
  'see-also-cards',
  'services',
  'solutions',
  'staff-invitation',
  'verification',
])

/** The pages whose addresses are routes of the site (the home page is `/`). */
export const FIXED_PAGES = ['home', 'company', 'contacts', 'brief', 'privacy', 'agreement'] as const

type CategoryRow = typeof serviceCategories.$inferSelect
type ServiceRow = typeof services.$inferSelect
type SolutionRow = typeof solutions.$inferSelect
type ClientRow = typeof clients.$inferSelect
type GroupRow = typeof portfolioGroups.$inferSelect
type ProjectRow = typeof portfolioProjects.$inferSelect
type PageRow = typeof pages.$inferSelect

const serviceCategoryType: ContentType<CategoryRow> = {
  kind: {
    table: serviceCategories,
    columns: {
      id: serviceCategories.id,
      title: serviceCategories.title,
      publishedAt: serviceCategories.publishedAt,
      unpublishedAt: serviceCategories.unpublishedAt,
      updatedAt: serviceCategories.updatedAt,
      position: serviceCategories.position,
    },
    search: [serviceCategories.title, serviceCategories.slug],
    entityType: 'service_category',
    titleOf: (row) => row.title,
    messages: {
      notFound: 'Раздел услуг не найден: возможно, его удалили.',
      stale: staleSaveMessage('раздел услуг'),
      offSite: 'Этот раздел услуг и так не на сайте.',
    },
  },
  rule: ServiceCategoryDraftRule,
  slug: serviceCategories.slug,
  slugTaken: 'Такой адрес уже занят другим разделом услуг.',
  columnsOf: (draft) => ({
    slug: draft.slug,
    title: draft.title,
    excerpt: draft.excerpt,
    body: optionalBody(draft.body),
    cover: draft.cover,
    position: draft.position,
    ...seoColumns(draft),
  }),
  fieldsOf: (row) => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cover: row.cover,
    position: row.position,
    ...seoFields(row),
  }),
  addresses: async (tx, row) => {
    const inside = await tx.select({ id: services.id, slug: services.slug }).from(services).where(eq(services.categoryId, row.id))
    return new Map([
      ['self', `/services/${row.slug}/`],
      ...inside.map((service) => [`service:${service.id}`, `/services/${row.slug}/${service.slug}/`] as const),
    ])
  },
  ensureDeletable: (tx, row) =>
    ensureEmpty(
      tx,
      services,
      services.categoryId,
      row.id,
      (n) => `В разделе есть услуги (${n}): перенесите их в другой раздел или удалите, затем удалите раздел.`,
    ),
}

const serviceType: ContentType<ServiceRow> = {
  kind: {
    table: services,
    columns: {
      id: services.id,
      title: services.title,
      publishedAt: services.publishedAt,
      unpublishedAt: services.unpublishedAt,
      updatedAt: services.updatedAt,
      position: services.position,
    },
    search: [services.title, services.slug],
    entityType: 'service',
    titleOf: (row) => row.title,
    messages: {
      notFound: 'Услуга не найдена: возможно, её удалили.',
      stale: staleSaveMessage('услугу'),
      offSite: 'Эта услуга и так не на сайте.',
    },
  },
  rule: ServiceDraftRule,
  slug: services.slug,
  slugTaken: 'В этом разделе уже есть услуга с таким адресом.',
  parent: {
    column: services.categoryId,
    field: 'category_id',
    table: serviceCategories,
    id: serviceCategories.id,
    title: serviceCategories.title,
    missing: 'Такого раздела услуг нет: выберите из списка.',
  },
  columnsOf: (draft) => ({
    categoryId: draft.category_id,
    slug: draft.slug,
    title: draft.title,
    excerpt: draft.excerpt,
    body: sanitizeBody(String(draft.body)),
    highlights: draft.highlights,
    priceFrom: draft.price_from,
    duration: draft.duration,
    position: draft.position,
    ...seoColumns(draft),
  }),
  fieldsOf: (row) => ({
    category_id: row.categoryId,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    highlights: row.highlights,
    price_from: row.priceFrom,
    duration: row.duration,
    position: row.position,
    ...seoFields(row),
  }),
  addresses: async (tx, row) => {
    const category = await slugOf(tx, serviceCategories, serviceCategories.id, serviceCategories.slug, row.categoryId)
    return new Map([['self', `/services/${category}/${row.slug}/`]])
  },
}

const solutionType: ContentType<SolutionRow> = {
  kind: {
    table: solutions,
    columns: {
      id: solutions.id,
      title: solutions.title,
      publishedAt: solutions.publishedAt,
      unpublishedAt: solutions.unpublishedAt,
      updatedAt: solutions.updatedAt,
      position: solutions.position,
    },
    search: [solutions.title, solutions.slug],
    entityType: 'solution',
    titleOf: (row) => row.title,
    messages: {
      notFound: 'Решение не найдено: возможно, его удалили.',
      stale: staleSaveMessage('решение'),
      offSite: 'Это решение и так не на сайте.',
    },
  },
  rule: SolutionDraftRule,
  slug: solutions.slug,
  slugTaken: 'Такой адрес уже занят другим решением.',
  columnsOf: (draft) => ({
    slug: draft.slug,
    title: draft.title,
    excerpt: draft.excerpt,
    body: sanitizeBody(String(draft.body)),
    cover: draft.cover,
    features: draft.features,
    priceFrom: draft.price_from,
    position: draft.position,
    ...seoColumns(draft),
  }),
  fieldsOf: (row) => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cover: row.cover,
    features: row.features,
    price_from: row.priceFrom,
    position: row.position,
    ...seoFields(row),
  }),
  addresses: async (_tx, row) => new Map([['self', `/solutions/${row.slug}/`]]),
}

const clientType: ContentType<ClientRow> = {
  kind: {
    table: clients,
    columns: {
      id: clients.id,
      title: clients.name,
      publishedAt: clients.publishedAt,
      unpublishedAt: clients.unpublishedAt,
      updatedAt: clients.updatedAt,
      position: clients.position,
    },
    search: [clients.name, clients.slug],
    entityType: 'client',
    titleOf: (row) => row.name,
    messages: {
      notFound: 'Клиент не найден: возможно, его удалили.',
      stale: staleSaveMessage('карточку клиента'),
      offSite: 'Этот клиент и так не на сайте.',
    },
  },
  rule: ClientDraftRule,
  slug: clients.slug,
  slugTaken: 'Такой адрес уже занят другим клиентом.',
  columnsOf: (draft) => ({
    slug: draft.slug,
    name: draft.name,
    logo: draft.logo,
    industry: draft.industry,
    website: draft.website,
    description: draft.description,
    position: draft.position,
  }),
  fieldsOf: (row) => ({
    slug: row.slug,
    name: row.name,
    logo: row.logo,
    industry: row.industry,
    website: row.website,
    description: row.description,
    position: row.position,
  }),
  check: (tx, draft) => ensureKnownTags(tx, 'industry', draft.industry ? [String(draft.industry)] : [], 'industry', 'Такой отрасли нет'),
  // Clients are listed on /clients/ and have no page of their own.
  addresses: async () => new Map(),
}

const portfolioGroupType: ContentType<GroupRow> = {
  kind: {
    table: portfolioGroups,
    columns: {
      id: portfolioGroups.id,
      title: portfolioGroups.title,
      publishedAt: portfolioGroups.publishedAt,
      unpublishedAt: portfolioGroups.unpublishedAt,
      updatedAt: portfolioGroups.updatedAt,
      position: portfolioGroups.position,
    },
    search: [portfolioGroups.title, portfolioGroups.slug],
    entityType: 'portfolio_group',
    titleOf: (row) => row.title,
    messages: {
      notFound: 'Группа портфолио не найдена: возможно, её удалили.',
      stale: staleSaveMessage('группу портфолио'),
      offSite: 'Эта группа портфолио и так не на сайте.',
    },
  },
  rule: PortfolioGroupDraftRule,
  slug: portfolioGroups.slug,
  slugTaken: 'Такой адрес уже занят другой группой портфолио.',
  columnsOf: (draft) => ({
    slug: draft.slug,
    title: draft.title,
    clientId: draft.client_id,
    excerpt: draft.excerpt,
    body: optionalBody(draft.body),
    cover: draft.cover,
    position: draft.position,
    ...seoColumns(draft),
  }),
  fieldsOf: (row) => ({
    slug: row.slug,
    title: row.title,
    client_id: row.clientId,
    excerpt: row.excerpt,
    body: row.body,
    cover: row.cover,
    position: row.position,
    ...seoFields(row),
  }),
  check: async (tx, draft) => {
    if (SITE_SECTIONS.has(String(draft.slug))) throw invalid('slug', 'Этот адрес занят разделом сайта: выберите другой.')
    if (draft.client_id === null) return
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, Number(draft.client_id)))
    if (!client) throw invalid('client_id', 'Такого клиента нет: выберите из списка.')
  },
  addresses: async (tx, row) => {
    const inside = await tx
      .select({ id: portfolioProjects.id, slug: portfolioProjects.slug })
      .from(portfolioProjects)
      .where(eq(portfolioProjects.groupId, row.id))
    return new Map([
      ['self', groupPath(row.slug)],
      ...inside.map((project) => [`project:${project.id}`, projectPath(row.slug, project.slug)] as const),
    ])
  },
  ensureDeletable: (tx, row) =>
    ensureEmpty(
      tx,
      portfolioProjects,
      portfolioProjects.groupId,
      row.id,
      (n) => `В группе есть проекты (${n}): перенесите их в другую группу или удалите, затем удалите группу.`,
    ),
}

const portfolioProjectType: ContentType<ProjectRow> = {
  kind: {
    table: portfolioProjects,
    columns: {
      id: portfolioProjects.id,
      title: portfolioProjects.title,
      publishedAt: portfolioProjects.publishedAt,
      unpublishedAt: portfolioProjects.unpublishedAt,
      updatedAt: portfolioProjects.updatedAt,
      position: portfolioProjects.position,
    },
    search: [portfolioProjects.title, portfolioProjects.slug],
    entityType: 'portfolio_project',
    titleOf: (row) => row.title,
    messages: {
      notFound: 'Проект не найден: возможно, его удалили.',
      stale: staleSaveMessage('проект'),
      offSite: 'Этот проект и так не на сайте.',
    },
  },
  rule: PortfolioProjectDraftRule,
  slug: portfolioProjects.slug,
  slugTaken: 'В этой группе уже есть проект с таким адресом.',
  parent: {
    column: portfolioProjects.groupId,
    field: 'group_id',
    table: portfolioGroups,
    id: portfolioGroups.id,
    title: portfolioGroups.title,
    missing: 'Такой группы портфолио нет: выберите из списка.',
  },
  columnsOf: (draft) => ({
    groupId: draft.group_id,
    slug: draft.slug,
    title: draft.title,
    excerpt: draft.excerpt,
    body: sanitizeBody(String(draft.body)),
    cover: draft.cover,
    images: draft.images,
    services: [...new Set(draft.services as string[])],
    industries: [...new Set(draft.industries as string[])],
    year: draft.year,
    links: draft.links,
    position: draft.position,
    ...seoColumns(draft),
  }),
  fieldsOf: (row) => ({
    group_id: row.groupId,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cover: row.cover,
    images: row.images,
    services: row.services,
    industries: row.industries,
    year: row.year,
    links: row.links,
    position: row.position,
    ...seoFields(row),
  }),
  check: async (tx, draft) => {
    await ensureKnownTags(tx, 'service', draft.services as string[], 'services', 'Таких услуг в словаре нет')
    await ensureKnownTags(tx, 'industry', draft.industries as string[], 'industries', 'Таких отраслей нет')
  },
  addresses: async (tx, row) => {
    const group = await slugOf(tx, portfolioGroups, portfolioGroups.id, portfolioGroups.slug, row.groupId)
    return new Map([['self', projectPath(group, row.slug)]])
  },
}

const pageType: ContentType<PageRow> = {
  kind: {
    table: pages,
    columns: {
      id: pages.id,
      title: pages.title,
      publishedAt: pages.publishedAt,
      unpublishedAt: pages.unpublishedAt,
      updatedAt: pages.updatedAt,
    },
    search: [pages.title, pages.slug],
    entityType: 'page',
    titleOf: (row) => row.title,
    messages: {
      notFound: 'Страница не найдена.',
      stale: staleSaveMessage('страницу'),
      offSite: 'Эта страница и так не на сайте.',
    },
  },
  rule: PageDraftRule,
  slug: pages.slug,
  slugTaken: 'Такой адрес уже занят другой страницей.',
  // The home page's blocks are kept as they are: the editor changes the words around them.
  columnsOf: (draft) => ({
    slug: draft.slug,
    title: draft.title,
    lead: draft.lead,
    body: optionalBody(draft.body),
    ...seoColumns(draft),
  }),
  fieldsOf: (row) => ({ slug: row.slug, title: row.title, lead: row.lead, body: row.body, ...seoFields(row) }),
  check: async (_tx, draft, current) => {
    if (current && draft.slug !== current.slug) {
      throw invalid('slug', 'Адрес этой страницы — раздел сайта, его нельзя изменить.')
    }
  },
  addresses: async (_tx, row) => new Map([['self', row.slug === 'home' ? '/' : `/${row.slug}/`]]),
  fixed: {
    create: 'Страницы сайта — его разделы: новую страницу здесь не добавить, можно править существующие.',
    remove: 'Страницы сайта — его разделы: удалить страницу нельзя, можно снять её с публикации.',
  },
}

/** Every editable kind of content besides posts, by its address in the API. */
export const CONTENT_TYPES: Record<EditorialType, ContentType> = {
  'service-categories': serviceCategoryType as unknown as ContentType,
  services: serviceType as unknown as ContentType,
  solutions: solutionType as unknown as ContentType,
  clients: clientType as unknown as ContentType,
  'portfolio-groups': portfolioGroupType as unknown as ContentType,
  'portfolio-projects': portfolioProjectType as unknown as ContentType,
  pages: pageType as unknown as ContentType,
}

const summaryOf = (type: ContentType, row: EditorialRow, parents: Map<number, string>, now: Date): AdminItemSummary => {
  const parentId = type.parent ? (type.fieldsOf(row)[type.parent.field] as number) : null
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
  const ids = [...new Set(rows.map((row) => type.fieldsOf(row)[parent.field] as number))]
  if (ids.length === 0) return new Map()
  const found = await db.select({ id: parent.id, title: parent.title }).from(parent.table).where(inArray(parent.id, ids))
  return new Map(found.map((row) => [Number(row.id), String(row.title)]))
}

async function toItem(db: Database, type: ContentType, row: EditorialRow, now = new Date()): Promise<AdminItem> {
  const path = (await type.addresses(db, row)).get('self') ?? null
  return {
    ...summaryOf(type, row, await parentTitles(db, type, [row]), now),
    fields: type.fieldsOf(row),
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
    type.columnsOf(draft),
    (tx) => ensureWritable(tx, type, draft, null),
    async (tx, created) => {
      for (const path of (await type.addresses(tx, created)).values()) await claimRedirectedAddress(tx, path)
    },
  )
  return toItem(db, type, row)
}

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
): Promise<AdminItem> {
  const row = await changeRow(db, actor, type.kind, id, revision, async (current, tx) => {
    await ensureWritable(tx, type, draft, current)
    const columns = type.columnsOf(draft)
    const fields = changedFields(current, columns)
    if (fields.length === 0) return { set: {}, audit: null }
    const before = await type.addresses(tx, current)
    const after = await type.addresses(tx, { ...current, ...columns } as EditorialRow)
    const moves = [...after].flatMap(([key, to]) => {
      const from = before.get(key)
      return from && from !== to ? [{ from, to }] : []
    })
    for (const move of moves) await moveAddress(tx, move.from, move.to)
    const path = moves.find((move) => move.from === before.get('self'))
    return {
      set: columns,
      audit: { action: 'updated', details: { fields, ...(path ? { path } : {}), ...(moves.length > 1 ? { moved: moves.length } : {}) } },
    }
  })
  return toItem(db, type, row)
}

export async function publishContent(db: Database, actor: StaffActor, type: ContentType, id: number, revision: number, at: Date | null) {
  return toItem(db, type, await publishRow(db, actor, type.kind, id, revision, at))
}

export async function unpublishContent(db: Database, actor: StaffActor, type: ContentType, id: number, revision: number) {
  return toItem(db, type, await unpublishRow(db, actor, type.kind, id, revision))
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
      const path = (await type.addresses(tx, row)).get('self')
      return path ? { path } : {}
    },
    type.ensureDeletable,
  )
}
