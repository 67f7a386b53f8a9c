// What the site search covers: every kind of public item, as rows of one shape, and its address.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ImageRef } from '#shared/contract/common.ts'
import type { SearchType } from '#shared/contract/search.ts'
import { clients, pages, portfolioGroups, portfolioProjects, posts, serviceCategories, services, solutions } from '../db/schema/index.ts'
import { categoryPath, servicePath, solutionPath } from './catalogue.ts'
import { CLIENTS_PER_PAGE, clientsListPath } from './clients.ts'
import { PAGES_WITH_ADDRESS, pagePath } from './pages.ts'
import { groupPath, projectPath } from './portfolio.ts'
import { postPath } from './posts.ts'
import { isPublished } from './published.ts'

/** The columns every source answers, as SQL over its own tables. */
interface SourceColumns {
  type: SQL
  id: SQL
  title: SQL
  slug: SQL
  /** What the address needs beside the slug: the category, the group, or the page of a list. */
  parent: SQL
  /** When it went public: ties of relevance go to the newer. */
  publishedAt: SQL
  image: SQL
  /** The text a snippet is cut from (summary, body without HTML, and the text of structured parts). */
  text: SQL
  /** The weighted search vector (a generated column). */
  vector: SQL
}

interface SearchSource {
  /** Which source a row came from, to find its address. */
  kind: string
  /** The search types its rows may have. */
  types: readonly SearchType[]
  columns: (now: Date) => SourceColumns
  /** FROM and WHERE: its published items only, those under a parent only while the parent is published too. */
  from: (now: Date) => SQL
  path: (row: { type: string; slug: string; parent: string | null }) => string
}

export type SourceColumn = keyof SourceColumns

/** A row of any source, with the columns a query asked for. */
export interface SourceRow {
  kind: string
  type: SearchType
  id: number
  title: string
  slug: string
  parent: string | null
}

const none = sql`null::text`
const noImage = sql`null::jsonb`
const plain = (column: unknown) => sql`search_plain_text(${column})`
/** A text that ends without punctuation gets a full stop, so a snippet does not run it into the next one. */
const sentence = (text: unknown) => sql`regexp_replace(${text}, '([^[:space:].!?…:;,])[[:space:]]*$', '\\1.')`

/**
 * The summary, then the body. A summary the body already holds word for word (often its first
 * sentence) is left out: a snippet would say it twice.
 */
const summaryAndBody = (summary: unknown, body: unknown) =>
  sql`concat_ws(' ', case when strpos(${plain(body)}, btrim(${summary})) > 0 then null else ${sentence(summary)} end, ${plain(body)})`

/** The text of a list of cards (a solution's features, a block's items): each card's title, figure and text as sentences. */
const cardsText = (cards: SQL) =>
  sql`(select string_agg(concat_ws(' ', ${sentence(sql`card->>'title'`)}, ${sentence(sql`nullif(concat_ws(' ', card->>'value', card->>'label'), '')`)}, ${sentence(sql`card->>'text'`)}), ' ')
    from jsonb_array_elements(case jsonb_typeof(${cards}) when 'array' then ${cards} else '[]'::jsonb end) as card)`

/** The text of a page's blocks, in reading order: each block's eyebrow, title and lead, then its cards. Links and kinds are not text. */
const blocksText = (blocks: unknown) =>
  sql`(select string_agg(concat_ws(' ', ${sentence(sql`block->>'eyebrow'`)}, ${sentence(sql`block->>'title'`)}, ${sentence(sql`block->>'lead'`)}, ${cardsText(sql`block->'items'`)}), ' ')
    from jsonb_array_elements(${blocks}) as block)`

/** An item of a table of its own, with a title, an excerpt, an HTML body and a cover, public when published. */
function standalone(
  kind: string,
  type: SearchType,
  table: typeof serviceCategories | typeof solutions | typeof portfolioGroups,
  path: (slug: string) => string,
  /** Structured text the item shows besides its body (a solution's features). */
  extraText?: SQL,
): SearchSource {
  return {
    kind,
    types: [type],
    columns: () => ({
      type: sql`${type}::text`,
      id: sql`${table.id}`,
      title: sql`${table.title}`,
      slug: sql`${table.slug}`,
      parent: none,
      publishedAt: sql`${table.publishedAt}`,
      image: sql`${table.cover}`,
      text: extraText
        ? sql`concat_ws(' ', ${summaryAndBody(table.excerpt, table.body)}, ${extraText})`
        : summaryAndBody(table.excerpt, table.body),
      vector: sql`${table.search}`,
    }),
    from: (now) => sql`from ${table} where ${isPublished(table.publishedAt, now)}`,
    path: (row) => path(row.slug),
  }
}

/** The clients table once more, to count the clients listed before one. */
const otherClients = alias(clients, 'other_clients')

const SEARCH_SOURCES: SearchSource[] = [
  {
    kind: 'post',
    types: ['news', 'articles'],
    columns: () => ({
      type: sql`${posts.category}`,
      id: sql`${posts.id}`,
      title: sql`${posts.title}`,
      slug: sql`${posts.slug}`,
      parent: none,
      publishedAt: sql`${posts.publishedAt}`,
      image: sql`${posts.cover}`,
      text: summaryAndBody(posts.excerpt, posts.body),
      vector: sql`${posts.search}`,
    }),
    from: (now) => sql`from ${posts} where ${isPublished(posts.publishedAt, now)}`,
    path: (row) => postPath(row.type as 'news' | 'articles', row.slug),
  },
  standalone('service-category', 'services', serviceCategories, (slug) => categoryPath(slug)),
  {
    kind: 'service',
    types: ['services'],
    columns: () => ({
      type: sql`'services'`,
      id: sql`${services.id}`,
      title: sql`${services.title}`,
      slug: sql`${services.slug}`,
      parent: sql`${serviceCategories.slug}`,
      publishedAt: sql`${services.publishedAt}`,
      image: noImage,
      text: summaryAndBody(services.excerpt, services.body),
      vector: sql`${services.search}`,
    }),
    from: (now) =>
      sql`from ${services} join ${serviceCategories} on ${eq(serviceCategories.id, services.categoryId)} where ${and(
        isPublished(services.publishedAt, now),
        isPublished(serviceCategories.publishedAt, now),
      )}`,
    path: (row) => servicePath(row.parent ?? '', row.slug),
  },
  standalone('solution', 'solutions', solutions, (slug) => solutionPath(slug), cardsText(sql`${solutions.features}`)),
  standalone('portfolio-group', 'portfolio', portfolioGroups, (slug) => groupPath(slug)),
  {
    kind: 'portfolio-project',
    types: ['portfolio'],
    columns: () => ({
      type: sql`'portfolio'`,
      id: sql`${portfolioProjects.id}`,
      title: sql`${portfolioProjects.title}`,
      slug: sql`${portfolioProjects.slug}`,
      parent: sql`${portfolioGroups.slug}`,
      publishedAt: sql`${portfolioProjects.publishedAt}`,
      image: sql`${portfolioProjects.cover}`,
      text: summaryAndBody(portfolioProjects.excerpt, portfolioProjects.body),
      vector: sql`${portfolioProjects.search}`,
    }),
    from: (now) =>
      sql`from ${portfolioProjects} join ${portfolioGroups} on ${eq(portfolioGroups.id, portfolioProjects.groupId)} where ${and(
        isPublished(portfolioProjects.publishedAt, now),
        isPublished(portfolioGroups.publishedAt, now),
      )}`,
    path: (row) => projectPath(row.parent ?? '', row.slug),
  },
  {
    kind: 'client',
    types: ['clients'],
    columns: (now) => ({
      type: sql`'clients'`,
      id: sql`${clients.id}`,
      title: sql`${clients.name}`,
      slug: sql`${clients.slug}`,
      // The page of /clients/ that lists it: how many published clients come before it, in the list's order.
      parent: sql`(select (count(*) / ${CLIENTS_PER_PAGE} + 1)::text from ${clients} as ${sql.identifier('other_clients')} where ${isPublished(otherClients.publishedAt, now)}
        and (${otherClients.position}, ${otherClients.id}) < (${clients.position}, ${clients.id}))`,
      publishedAt: sql`${clients.publishedAt}`,
      image: sql`${clients.logo}`,
      text: sql`coalesce(${clients.description}, '')`,
      vector: sql`${clients.search}`,
    }),
    from: (now) => sql`from ${clients} where ${isPublished(clients.publishedAt, now)}`,
    path: (row) => clientsListPath(Number(row.parent ?? 1)),
  },
  {
    kind: 'page',
    types: ['pages'],
    columns: () => ({
      type: sql`'pages'`,
      id: sql`${pages.id}`,
      title: sql`${pages.title}`,
      slug: sql`${pages.slug}`,
      parent: none,
      publishedAt: sql`${pages.publishedAt}`,
      image: noImage,
      text: sql`concat_ws(' ', ${summaryAndBody(pages.lead, pages.body)}, ${blocksText(pages.blocks)})`,
      vector: sql`${pages.search}`,
    }),
    // Only the pages the site has a screen for.
    from: (now) => sql`from ${pages} where ${and(isPublished(pages.publishedAt, now), inArray(pages.slug, PAGES_WITH_ADDRESS))}`,
    path: (row) => pagePath(row.slug) ?? '/',
  },
]

const COLUMN_NAMES: Record<SourceColumn, string> = {
  type: 'type',
  id: 'id',
  title: 'title',
  slug: 'slug',
  parent: 'parent',
  publishedAt: 'published_at',
  image: 'image',
  text: 'text',
  vector: 'vector',
}

/**
 * The published items of every source (of one type, when given), as one relation with the columns
 * asked for (and `kind`), under the names of COLUMN_NAMES.
 */
export function publicItems(now: Date, columns: SourceColumn[], type?: SearchType): SQL {
  const selects = SEARCH_SOURCES.filter((source) => !type || source.types.includes(type)).map((source) => {
    const list = sql.join(
      [
        sql`${source.kind}::text as kind`,
        ...columns.map((column) => sql`${source.columns(now)[column]} as ${sql.identifier(COLUMN_NAMES[column])}`),
      ],
      sql`, `,
    )
    return sql`select ${list} ${source.from(now)}`
  })
  const union = sql`(${sql.join(selects, sql` union all `)})`
  return type ? sql`(select * from ${union} as typed where typed.type = ${type})` : union
}

const SOURCE_BY_KIND = new Map(SEARCH_SOURCES.map((source) => [source.kind, source]))

/** The public address of a row of publicItems. */
export function addressOf(row: Pick<SourceRow, 'kind' | 'type' | 'slug' | 'parent'>): string {
  const source = SOURCE_BY_KIND.get(row.kind)
  if (!source) throw new Error(`Unknown search source: ${row.kind}`)
  return source.path(row)
}

/** An image column as read by either driver (postgres-js may hand jsonb over as text). */
export function imageOf(value: unknown): ImageRef | null {
  if (value === null || value === undefined) return null
  return (typeof value === 'string' ? JSON.parse(value) : value) as ImageRef
}
