import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { orNotFound } from '../errors.ts'
import { findService, findServiceCategory, listServiceCategories } from '../services/catalogue.ts'
import { SlugSchema, validate } from '../validation.ts'

/** `/v1/services`: the service categories with their services, one category, one service. */
export const servicesRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: await listServiceCategories(c.var.db) }))
  .get('/:category', validate('param', v.object({ category: SlugSchema })), async (c) =>
    c.json(orNotFound(await findServiceCategory(c.var.db, c.req.valid('param').category), 'Направление не найдено.')),
  )
  .get('/:category/:slug', validate('param', v.object({ category: SlugSchema, slug: SlugSchema })), async (c) => {
    const { category, slug } = c.req.valid('param')
    return c.json(orNotFound(await findService(c.var.db, category, slug), 'Услуга не найдена.'))
  })
