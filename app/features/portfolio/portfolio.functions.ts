import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { api } from '#app/lib/api/api.server.ts'
import { orNotFound } from '#app/lib/api/not-found.ts'
import { SlugSchema } from './search.ts'

/** Projects per page of /portfolio/: a full grid of three, two or one columns. */
const PORTFOLIO_PER_PAGE = 12

const ListInput = v.object({
  service: v.optional(SlugSchema),
  industry: v.optional(SlugSchema),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999))),
})

/**
 * One page of projects with the filter options; a page past the end, or a service or industry the
 * API does not know, becomes the router's not-found.
 */
export const fetchPortfolio = createServerFn({ method: 'GET' })
  .validator(validInput(ListInput))
  .handler(({ data }) =>
    orNotFound(() =>
      api('/v1/portfolio', {
        query: { service: data.service, industry: data.industry, page: data.page, per_page: PORTFOLIO_PER_PAGE },
      }),
    ),
  )

/** A project group (/{group}/); an unknown group becomes the router's not-found. */
export const fetchPortfolioGroup = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ group: SlugSchema })))
  .handler(({ data }) => orNotFound(() => api(`/v1/portfolio/${data.group}`)))

/** A project (/{group}/{project}/); an unknown group or project becomes the router's not-found. */
export const fetchPortfolioProject = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ group: SlugSchema, project: SlugSchema })))
  .handler(({ data }) => orNotFound(() => api(`/v1/portfolio/${data.group}/${data.project}`)))
