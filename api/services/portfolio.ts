import { bodyForReading } from '../content/reading.ts'
import { and, arrayContains, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { clients, portfolioGroups, portfolioProjects } from '../db/schema/index.ts'
import { paginate } from '../http/pagination.ts'
import { isPublished } from './published.ts'
import { seoOf } from './seo.ts'
import { allTags, tagLabels, toTagRefs } from './tags.ts'

type ProjectRow = typeof portfolioProjects.$inferSelect
type GroupRef = { slug: string; title: string }

/** The site's addresses of portfolio groups and projects (the catch-all routes /{group}/ and /{group}/{project}/). */
export const groupPath = (group: string) => `/${group}/`
export const projectPath = (group: string, project: string) => `/${group}/${project}/`

async function projectSummaries(db: Database, rows: { project: ProjectRow; group: GroupRef }[]) {
  const [services, industries] = await Promise.all([
    tagLabels(
      db,
      'service',
      rows.flatMap(({ project }) => project.services),
    ),
    tagLabels(
      db,
      'industry',
      rows.flatMap(({ project }) => project.industries),
    ),
  ])
  return rows.map(({ project, group }) => ({
    slug: project.slug,
    title: project.title,
    excerpt: project.excerpt,
    cover: project.cover,
    year: project.year,
    services: toTagRefs(project.services, services),
    industries: toTagRefs(project.industries, industries),
    group,
    url: projectPath(group.slug, project.slug),
  }))
}

const visible = and(isPublished(portfolioProjects.publishedAt), isPublished(portfolioGroups.publishedAt))

/** Published projects, newest first, optionally of one service and/or industry; with the filter options. */
export async function listProjects(
  db: Database,
  { service, industry, page, perPage }: { service?: string; industry?: string; page: number; perPage: number },
) {
  const conditions: SQL[] = [visible!]
  if (service) conditions.push(arrayContains(portfolioProjects.services, [service]))
  if (industry) conditions.push(arrayContains(portfolioProjects.industries, [industry]))
  const where = and(...conditions)
  const result = await paginate(
    { page, perPage },
    async () =>
      (
        await db
          .select({ n: count() })
          .from(portfolioProjects)
          .innerJoin(portfolioGroups, eq(portfolioGroups.id, portfolioProjects.groupId))
          .where(where)
      )[0]?.n ?? 0,
    async (limit, offset) =>
      projectSummaries(
        db,
        await db
          .select({ project: portfolioProjects, group: { slug: portfolioGroups.slug, title: portfolioGroups.title } })
          .from(portfolioProjects)
          .innerJoin(portfolioGroups, eq(portfolioGroups.id, portfolioProjects.groupId))
          .where(where)
          .orderBy(desc(portfolioProjects.year), asc(portfolioGroups.position), asc(portfolioProjects.position), asc(portfolioProjects.id))
          .limit(limit)
          .offset(offset),
      ),
  )
  const [services, industries] = await Promise.all([allTags(db, 'service'), allTags(db, 'industry')])
  return { ...result, filters: { services, industries } }
}

/** A group with its client's card, found by `where`. */
async function groupWithClient(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ group: portfolioGroups, client: { slug: clients.slug, name: clients.name, logo: clients.logo, website: clients.website } })
    .from(portfolioGroups)
    .leftJoin(clients, eq(clients.id, portfolioGroups.clientId))
    .where(where)
    .limit(1)
  return row
}

type GroupWithClient = NonNullable<Awaited<ReturnType<typeof groupWithClient>>>

const publishedGroup = (db: Database, slug: string) =>
  groupWithClient(db, and(eq(portfolioGroups.slug, slug), isPublished(portfolioGroups.publishedAt)))

async function projectsOfGroup(db: Database, groupId: number) {
  return db
    .select()
    .from(portfolioProjects)
    .where(and(eq(portfolioProjects.groupId, groupId), isPublished(portfolioProjects.publishedAt)))
    .orderBy(asc(portfolioProjects.position), asc(portfolioProjects.id))
}

export async function findGroup(db: Database, slug: string) {
  const found = await publishedGroup(db, slug)
  return found && groupDetail(db, found)
}

/** A group as its public page shows it, with its published projects. */
async function groupDetail(db: Database, { group, client }: GroupWithClient) {
  const ref = { slug: group.slug, title: group.title }
  const projects = await projectsOfGroup(db, group.id)
  return {
    slug: group.slug,
    title: group.title,
    excerpt: group.excerpt,
    body: group.body && bodyForReading(group.body),
    cover: group.cover,
    client,
    url: groupPath(group.slug),
    seo: seoOf(group, group.excerpt),
    projects: await projectSummaries(
      db,
      projects.map((project) => ({ project, group: ref })),
    ),
  }
}

export async function findProject(db: Database, groupSlug: string, slug: string) {
  const found = await publishedGroup(db, groupSlug)
  if (!found) return undefined
  // A group holds a handful of projects: the one asked for, and the others as related ones.
  const all = await projectsOfGroup(db, found.group.id)
  const project = all.find((row) => row.slug === slug)
  return project && projectDetail(db, found, project, all)
}

/** A project as its public page shows it; the other projects of `siblings` are its related ones. */
async function projectDetail(db: Database, { group, client }: GroupWithClient, project: ProjectRow, siblings: ProjectRow[]) {
  const others = siblings.filter((row) => row.id !== project.id)
  const ref = { slug: group.slug, title: group.title }
  const [summary] = await projectSummaries(db, [{ project, group: ref }])
  return {
    ...summary!,
    body: bodyForReading(project.body),
    images: project.images,
    links: project.links,
    client,
    seo: seoOf(project, project.excerpt),
    related: await projectSummaries(
      db,
      others.map((other) => ({ project: other, group: ref })),
    ),
  }
}

type GroupRow = typeof portfolioGroups.$inferSelect

/** Any group by its row, published or not, as its public page would show it: the staff preview. */
export async function previewGroup(db: Database, group: GroupRow) {
  return groupDetail(db, (await groupWithClient(db, eq(portfolioGroups.id, group.id)))!)
}

/** Any project by its row, published or not (in a group of any status), as its public page would show it. */
export async function previewProject(db: Database, project: ProjectRow) {
  const found = (await groupWithClient(db, eq(portfolioGroups.id, project.groupId)))!
  return projectDetail(db, found, project, await projectsOfGroup(db, project.groupId))
}
