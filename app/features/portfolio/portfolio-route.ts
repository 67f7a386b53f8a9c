import { absoluteUrl, breadcrumbJsonLd, type Crumb, type HeadContext, seo, siteUrlOf } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'
import type { PortfolioSearch } from './search.ts'
import type { TagRef } from '#shared/contract/common.ts'
import type { PortfolioGroup, PortfolioList, PortfolioProject, ProjectSummary } from './types.ts'

const PORTFOLIO_PATH = '/portfolio/'
const groupPath = (group: string) => `/${group}/`
const projectPath = (group: string, project: string) => `/${group}/${project}/`

export const PORTFOLIO_TITLE = 'Портфолио'
export const PORTFOLIO_LEAD =
  'Сайты, интернет-магазины и веб-сервисы, которые мы запустили для клиентов: с задачей, решением и результатом в цифрах.'
export const PORTFOLIO_DESCRIPTION =
  'Кейсы веб-студии «Малахит»: корпоративные сайты, интернет-магазины, личные кабинеты и интеграции для транспорта, медицины, промышленности и ритейла.'

export const portfolioCrumbs = (): Crumb[] => [
  { label: 'Главная', path: '/' },
  { label: PORTFOLIO_TITLE, path: PORTFOLIO_PATH },
]

export const groupCrumbs = (group: Pick<PortfolioGroup, 'slug' | 'title'>): Crumb[] => [
  ...portfolioCrumbs(),
  { label: group.title, path: groupPath(group.slug) },
]

export const projectCrumbs = (project: Pick<PortfolioProject, 'slug' | 'title' | 'group'>): Crumb[] => [
  ...groupCrumbs(project.group),
  { label: project.title, path: projectPath(project.group.slug, project.slug) },
]

const titleOf = (options: TagRef[], slug: string | undefined) =>
  slug ? (options.find((option) => option.slug === slug)?.title ?? slug) : undefined

/** The chosen filters with their labels, in the order they are shown. */
export function activeFilters(search: PortfolioSearch, filters: PortfolioList['filters']) {
  const active: { key: 'service' | 'industry'; label: string; title: string }[] = []
  const service = titleOf(filters.services, search.service)
  const industry = titleOf(filters.industries, search.industry)
  if (service) active.push({ key: 'service', label: 'Услуга', title: service })
  if (industry) active.push({ key: 'industry', label: 'Отрасль', title: industry })
  return active
}

/** The page title of /portfolio/: the chosen filters and the page number make it distinct. */
export function portfolioTitle(search: PortfolioSearch, filters: PortfolioList['filters']): string {
  const chosen = activeFilters(search, filters).map((filter) => filter.title)
  const base = chosen.length > 0 ? `${PORTFOLIO_TITLE}: ${chosen.join(', ')}` : PORTFOLIO_TITLE
  return search.page && search.page > 1 ? `${base} — страница ${search.page}` : base
}

const organization = (siteUrl: string) => ({ '@type': 'Organization', name: site.name, url: `${siteUrl}/` })

const summaryJsonLd = (siteUrl: string, project: ProjectSummary) => ({
  '@type': 'CreativeWork',
  name: project.title,
  url: absoluteUrl(siteUrl, projectPath(project.group.slug, project.slug)),
})

/** schema.org CreativeWork for a project page. */
export function projectJsonLd(siteUrl: string, project: PortfolioProject): Record<string, unknown> {
  const images = [project.cover, ...project.images].flatMap((image) => (image ? [absoluteUrl(siteUrl, image.src)] : []))
  return {
    '@type': 'CreativeWork',
    name: project.title,
    headline: project.title,
    description: project.seo.description ?? project.excerpt,
    url: absoluteUrl(siteUrl, projectPath(project.group.slug, project.slug)),
    ...(images.length > 0 ? { image: images } : {}),
    dateCreated: String(project.year),
    inLanguage: 'ru',
    creator: organization(siteUrl),
    ...(project.client
      ? {
          sponsor: {
            '@type': 'Organization',
            name: project.client.name,
            ...(project.client.website ? { url: project.client.website } : {}),
          },
        }
      : {}),
    keywords: [...project.services, ...project.industries].map((tag) => tag.title).join(', '),
    isPartOf: { '@type': 'CollectionPage', name: project.group.title, url: absoluteUrl(siteUrl, groupPath(project.group.slug)) },
  }
}

/** schema.org CollectionPage for a group page: the group and its projects. */
export function groupJsonLd(siteUrl: string, group: PortfolioGroup): Record<string, unknown> {
  return {
    '@type': 'CollectionPage',
    name: group.title,
    description: group.seo.description ?? group.excerpt,
    url: absoluteUrl(siteUrl, groupPath(group.slug)),
    hasPart: group.projects.map((project) => summaryJsonLd(siteUrl, project)),
  }
}

/**
 * The head of a group's or a project's page: SEO from the API (the excerpt where it has no
 * description), its sharing picture (the cover unless another is chosen), then what the page is and its crumbs as JSON-LD.
 */
function portfolioHead<T extends PortfolioGroup | PortfolioProject>(
  context: HeadContext,
  item: T | undefined,
  page: { jsonLd: (siteUrl: string, item: T) => Record<string, unknown>; crumbs: (item: T) => Crumb[]; type?: 'article' },
) {
  if (!item) return {}
  const siteUrl = siteUrlOf(context.matches)
  return seo(context, {
    title: item.seo.title,
    description: item.seo.description ?? item.excerpt,
    image: item.seo.image?.src,
    type: page.type,
    jsonLd: [page.jsonLd(siteUrl, item), breadcrumbJsonLd(siteUrl, page.crumbs(item))],
  })
}

export const groupHead = (context: HeadContext, group: PortfolioGroup | undefined) =>
  portfolioHead(context, group, { jsonLd: groupJsonLd, crumbs: groupCrumbs })

export const projectHead = (context: HeadContext, project: PortfolioProject | undefined) =>
  portfolioHead(context, project, { jsonLd: projectJsonLd, crumbs: projectCrumbs, type: 'article' })
