// Redirects from old addresses, for admins: list, add, change, remove.
import { Hono } from 'hono'
import * as v from 'valibot'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { readFields, SMALL_BODY } from '../../http/body.ts'
import { paginationQuery } from '../../http/pagination.ts'
import { createRedirect, deleteRedirect, listRedirects, type RedirectInput, updateRedirect } from '../../services/admin-redirects.ts'
import { IdParam, parseInput, validate } from '../../validation.ts'
import { RedirectSchema, StaffSearchRule } from '#shared/contract/staff-rules.ts'

const RedirectId = IdParam('Номер переадресации: целое положительное число.')
const inputOf = (fields: v.InferOutput<typeof RedirectSchema>): RedirectInput => ({
  fromPath: fields.from_path,
  toPath: fields.to_path,
  status: fields.status,
})

export const adminRedirectsRoutes = new Hono<ApiEnv>()
  .get('/', validate('query', v.object({ q: StaffSearchRule, ...paginationQuery(50) })), async (c) => {
    const query = c.req.valid('query')
    return c.json(await listRedirects(c.var.db, { search: query.q, page: query.page, perPage: query.per_page }))
  })
  .post('/', SMALL_BODY, async (c) => {
    const input = parseInput(RedirectSchema, await readFields(c))
    return c.json(await createRedirect(c.var.db, staffOf(c.var.staff), inputOf(input)), 201)
  })
  .put('/:id', validate('param', RedirectId), SMALL_BODY, async (c) => {
    const input = parseInput(RedirectSchema, await readFields(c))
    return c.json(await updateRedirect(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, inputOf(input)))
  })
  .delete('/:id', validate('param', RedirectId), async (c) => {
    await deleteRedirect(c.var.db, staffOf(c.var.staff), c.req.valid('param').id)
    return c.body(null, 204)
  })
