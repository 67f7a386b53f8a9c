import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { paginationQuery } from '../http/pagination.ts'
import { CLIENTS_PER_PAGE, listClients } from '../services/clients.ts'
import { validate } from '../validation.ts'

/** `/v1/clients`: the agency's clients, a page at a time. */
export const clientsRoutes = new Hono<ApiEnv>().get('/', validate('query', v.object(paginationQuery(CLIENTS_PER_PAGE))), async (c) => {
  const { page, per_page } = c.req.valid('query')
  return c.json(await listClients(c.var.db, { page, perPage: per_page }))
})
