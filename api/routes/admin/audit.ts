// The audit log, for admins: who created, changed, published or deleted what, and when.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../../context.ts'
import { paginationQuery } from '../../http/pagination.ts'
import { listAudit } from '../../services/audit.ts'
import { validate } from '../../validation.ts'

const Word = (field: string) => v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/, `${field}: латинские буквы, цифры, - и _.`)))

export const adminAuditRoutes = new Hono<ApiEnv>().get(
  '/',
  validate('query', v.object({ entity_type: Word('entity_type'), entity_id: Word('entity_id'), ...paginationQuery(50) })),
  async (c) => {
    const query = c.req.valid('query')
    return c.json(
      await listAudit(c.var.db, { entityType: query.entity_type, entityId: query.entity_id, page: query.page, perPage: query.per_page }),
    )
  },
)
