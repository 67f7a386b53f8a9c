// The site search's synonym groups, for staff: list, add, change, remove.
import { Hono } from 'hono'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { readFields, SMALL_BODY } from '../../http/body.ts'
import { createSynonymGroup, deleteSynonymGroup, listSynonymGroups, updateSynonymGroup } from '../../services/admin-search-synonyms.ts'
import { IdParam, parseInput, validate } from '../../validation.ts'
import { SearchSynonymsSchema } from '#shared/contract/staff-rules.ts'

const GroupId = IdParam('Номер группы синонимов: целое положительное число.')
export const adminSearchSynonymsRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: await listSynonymGroups(c.var.db) }))
  .post('/', SMALL_BODY, async (c) => {
    const { terms } = parseInput(SearchSynonymsSchema, await readFields(c))
    return c.json(await createSynonymGroup(c.var.db, staffOf(c.var.staff), terms), 201)
  })
  .patch('/:id', validate('param', GroupId), SMALL_BODY, async (c) => {
    const { terms } = parseInput(SearchSynonymsSchema, await readFields(c))
    return c.json(await updateSynonymGroup(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, terms))
  })
  .delete('/:id', validate('param', GroupId), async (c) => {
    await deleteSynonymGroup(c.var.db, staffOf(c.var.staff), c.req.valid('param').id)
    return c.body(null, 204)
  })
