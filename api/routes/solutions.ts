import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { orNotFound } from '../errors.ts'
import { paginationQuery } from '../http/pagination.ts'
import { findSolution, listSolutions } from '../services/catalogue.ts'
import { SlugSchema, validate } from '../validation.ts'

/** `/v1/solutions`: the list, a page at a time, and one solution. */
export const solutionsRoutes = new Hono<ApiEnv>()
  .get('/', validate('query', v.object(paginationQuery(12))), async (c) => {
    const { page, per_page } = c.req.valid('query')
    return c.json(await listSolutions(c.var.db, { page, perPage: per_page }))
  })
  .get('/:slug', validate('param', v.object({ slug: SlugSchema })), async (c) =>
    c.json(orNotFound(await findSolution(c.var.db, c.req.valid('param').slug), 'Решение не найдено.')),
  )
