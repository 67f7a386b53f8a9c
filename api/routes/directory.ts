import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { notFoundError, orNotFound } from '../errors.ts'
import { paginationQuery } from '../http/pagination.ts'
import { CLIENTS_PER_PAGE, listClients } from '../services/clients.ts'
import { findGroup, findProject, listProjects } from '../services/portfolio.ts'
import { findRedirect } from '../services/redirects.ts'
import { sitemapEntries } from '../services/sitemap.ts'
import { isKnownTag } from '../services/tags.ts'
import { SlugSchema, validate } from '../validation.ts'
import { requiredText } from '#shared/contract/fields.ts'

export const clientsRoutes = new Hono<ApiEnv>().get('/', validate('query', v.object(paginationQuery(CLIENTS_PER_PAGE))), async (c) => {
  const { page, per_page } = c.req.valid('query')
  return c.json(await listClients(c.var.db, { page, perPage: per_page }))
})

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

const PathSchema = v.pipe(
  requiredText('Укажите путь.'),
  v.startsWith('/', 'Путь должен начинаться с «/».'),
  v.maxLength(500, 'Путь слишком длинный.'),
  v.check((path) => !path.startsWith('//'), 'Укажите путь на этом сайте.'),
)

export const redirectsRoutes = new Hono<ApiEnv>().get('/', validate('query', v.object({ path: PathSchema })), async (c) =>
  c.json(orNotFound(await findRedirect(c.var.db, c.req.valid('query').path), 'Переадресации для этого адреса нет.')),
)

export const sitemapRoutes = new Hono<ApiEnv>().get('/', async (c) => c.json({ data: await sitemapEntries(c.var.db) }))
