import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { notFoundError, orNotFound } from '../errors.ts'
import { paginationQuery } from '../http/pagination.ts'
import { findGroup, findProject, listProjects } from '../services/portfolio.ts'
import { isKnownTag } from '../services/tags.ts'
import { SlugSchema, validate } from '../validation.ts'

/** `/v1/portfolio`: projects filtered by service and industry, one group, one project. */
export const portfolioRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    validate('query', v.object({ service: v.optional(SlugSchema), industry: v.optional(SlugSchema), ...paginationQuery(12) })),
    async (c) => {
      const { service, industry, page, per_page } = c.req.valid('query')
      // A value outside the vocabulary names no list (404); known values without projects give an empty list.
      if (service && !(await isKnownTag(c.var.db, 'service', service))) throw notFoundError('Такой услуги в портфолио нет.')
      if (industry && !(await isKnownTag(c.var.db, 'industry', industry))) throw notFoundError('Такой отрасли в портфолио нет.')
      return c.json(await listProjects(c.var.db, { service, industry, page, perPage: per_page }))
    },
  )
  .get('/:group', validate('param', v.object({ group: SlugSchema })), async (c) =>
    c.json(orNotFound(await findGroup(c.var.db, c.req.valid('param').group), 'Раздел портфолио не найден.')),
  )
  .get('/:group/:project', validate('param', v.object({ group: SlugSchema, project: SlugSchema })), async (c) => {
    const { group, project } = c.req.valid('param')
    return c.json(orNotFound(await findProject(c.var.db, group, project), 'Проект не найден.'))
  })
