// The audit log, for admins: who created, changed, published or deleted what, and when.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../../context.ts'
import { paginationQuery } from '../../http/pagination.ts'
import { listAudit } from '../../services/audit.ts'
import { validate } from '../../validation.ts'
import { AUDIT_ACTIONS } from '#shared/contract/staff.ts'

const Word = (field: string) => v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/, `${field}: латинские буквы, цифры, - и _.`)))

/** A calendar day (YYYY-MM-DD) of Moscow, the agency's time, as the moment it starts. */
const MOSCOW_OFFSET = '+03:00'
const Day = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.isoDate(`${field}: дата в виде ГГГГ-ММ-ДД.`),
      // 2026-02-30 has the form of a date, but is none (Date would read it as 2 March).
      v.check((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), `${field}: такой даты нет.`),
      v.transform((day) => new Date(`${day}T00:00:00${MOSCOW_OFFSET}`)),
    ),
  )
const DAY_MS = 24 * 3600_000

export const adminAuditRoutes = new Hono<ApiEnv>().get(
  '/',
  validate(
    'query',
    v.object({
      actor_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'actor_id: номер сотрудника.'), v.transform(Number))),
      action: v.optional(v.picklist(AUDIT_ACTIONS, 'action: такого действия в журнале нет.')),
      entity_type: Word('entity_type'),
      entity_id: Word('entity_id'),
      from: Day('from'),
      to: Day('to'),
      ...paginationQuery(50),
    }),
  ),
  async (c) => {
    const query = c.req.valid('query')
    return c.json(
      await listAudit(c.var.db, {
        actorId: query.actor_id,
        action: query.action,
        entityType: query.entity_type,
        entityId: query.entity_id,
        since: query.from,
        // `to` is the last day shown, whole.
        before: query.to && new Date(query.to.getTime() + DAY_MS),
        page: query.page,
        perPage: query.per_page,
      }),
    )
  },
)
