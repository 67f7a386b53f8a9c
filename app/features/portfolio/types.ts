import type { ExternalLink, ImageRef, PageMeta, Seo, TagRef } from '#shared/contract/common.ts'

/** The site's view of the portfolio endpoints (api/services/portfolio.ts). */

/** A project as lists show it (`GET /v1/portfolio`, a group's projects, a project's `related`). */
export interface ProjectSummary {
  slug: string
  title: string
  excerpt: string
  cover: ImageRef | null
  year: number
  services: TagRef[]
  industries: TagRef[]
  group: TagRef
  /** The site's address of the project: /{group}/{project}/. */
  url: string
}

/** `GET /v1/portfolio?service=&industry=&page=`: one page of projects and every filter option. */
export interface PortfolioList {
  data: ProjectSummary[]
  meta: PageMeta
  filters: { services: TagRef[]; industries: TagRef[] }
}

export interface PortfolioClient {
  slug: string
  name: string
  logo: ImageRef | null
  website: string | null
}

/** `GET /v1/portfolio/{group}`: one client's body of work. */
export interface PortfolioGroup {
  slug: string
  title: string
  excerpt: string
  body: string | null
  cover: ImageRef | null
  client: PortfolioClient | null
  url: string
  seo: Seo
  projects: ProjectSummary[]
}

/** `GET /v1/portfolio/{group}/{project}`: a project with its case study and the group's other projects. */
export interface PortfolioProject extends ProjectSummary {
  body: string
  images: ImageRef[]
  links: ExternalLink[]
  client: PortfolioClient | null
  seo: Seo
  related: ProjectSummary[]
}
