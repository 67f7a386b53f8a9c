import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { orNotFound } from '../errors.ts'
import { paginationQuery } from '../http/pagination.ts'
import { findService, findServiceCategory, findSolution, listServiceCategories, listSolutions } from '../services/catalogue.ts'
import { SlugSchema, validate } from '../validation.ts'

export const servicesRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: await listServiceCategories(c.var.db) }))
  .get('/:category', validate('param', v.object({ category: SlugSchema })), async (c) =>
    c.json(orNotFound(await findServiceCategory(c.var.db, c.req.valid('param').category), 'Направление не найдено.')),
  )
  .get('/:category/:slug', validate('param', v.object({ category: SlugSchema, slug: SlugSchema })), async (c) => {
    const { category, slug } = c.req.valid('param')
    return c.json(orNotFound(await findService(c.var.db, category, slug), 'Услуга не найдена.'))
  })

export const solutionsRoutes = new Hono<ApiEnv>()
  .get('/', validate('query', v.object(paginationQuery(12))), async (c) => {
    const { page, per_page } = c.req.valid('query')
    return c.json(await listSolutions(c.var.db, { page, perPage: per_page }))
  })
  .get('/:slug', validate('param', v.object({ slug: SlugSchema })), async (c) =>
    c.json(orNotFound(await findSolution(c.var.db, c.req.valid('param').slug), 'Решение не найдено.')),
  )
