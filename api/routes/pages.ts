import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { orNotFound } from '../errors.ts'
import { findPublishedPage } from '../services/pages.ts'
import { SlugSchema, validate } from '../validation.ts'

export const pagesRoutes = new Hono<ApiEnv>().get('/:slug', validate('param', v.object({ slug: SlugSchema })), async (c) =>
  c.json(orNotFound(await findPublishedPage(c.var.db, c.req.valid('param').slug), 'Страница не найдена.')),
)
