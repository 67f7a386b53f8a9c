import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** The site's view of the portfolio endpoints, as the API answers them. */

/** `GET /v1/portfolio?service=&industry=&page=`: one page of projects and every filter option. */
export type PortfolioList = ApiAnswer<'/v1/portfolio'>

/** A project as lists show it (`GET /v1/portfolio`, a group's projects, a project's `related`); `url` is its address on the site. */
export type ProjectSummary = PortfolioList['data'][number]

/** `GET /v1/portfolio/{group}`: one client's body of work. */
export type PortfolioGroup = ApiAnswer<'/v1/portfolio/:group'>

/** `GET /v1/portfolio/{group}/{project}`: a project with its case study and the group's other projects. */
export type PortfolioProject = ApiAnswer<'/v1/portfolio/:group/:project'>

export type PortfolioClient = NonNullable<PortfolioGroup['client']>
