import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { notFoundError } from '../errors.ts'
import { paginationQuery } from '../http/pagination.ts'
import { findService, findServiceCategory, findSolution, listServiceCategories, listSolutions } from '../services/catalogue.ts'
import { SlugSchema, validate } from '../validation.ts'

export const servicesRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: await listServiceCategories(c.var.db) }))
  .get('/:category', validate('param', v.object({ category: SlugSchema })), async (c) => {
    const category = await findServiceCategory(c.var.db, c.req.valid('param').category)
    if (!category) throw notFoundError('Направление не найдено.')
    return c.json(category)
  })
  .get('/:category/:slug', validate('param', v.object({ category: SlugSchema, slug: SlugSchema })), async (c) => {
    const { category, slug } = c.req.valid('param')
    const service = await findService(c.var.db, category, slug)
    if (!service) throw notFoundError('Услуга не найдена.')
    return c.json(service)
  })

export const solutionsRoutes = new Hono<ApiEnv>()
  .get('/', validate('query', v.object(paginationQuery(12))), async (c) => {
    const { page, per_page } = c.req.valid('query')
    return c.json(await listSolutions(c.var.db, { page, perPage: per_page }))
  })
  .get('/:slug', validate('param', v.object({ slug: SlugSchema })), async (c) => {
    const solution = await findSolution(c.var.db, c.req.valid('param').slug)
    if (!solution) throw notFoundError('Решение не найдено.')
    return c.json(solution)
  })
