// The inbox of briefs and contact requests: list, one lead, status and assignee, notes, the brief's
// attachment and a CSV export. Every staff member (editor or admin) works leads.
import { stringify } from 'csv-stringify/sync'
import { Hono } from 'hono'
import * as v from 'valibot'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { ApiError, notFoundError } from '../../errors.ts'
import { fileStoreOf } from '../../files/configured.ts'
import { fileAnswer } from '../../http/file-answer.ts'
import { limitBody, readFields } from '../../http/body.ts'
import { paginationQuery } from '../../http/pagination.ts'
import { isStaffMember } from '../../services/staff.ts'
import {
  addLeadNote,
  allLeads,
  briefAttachment,
  findLead,
  type LeadFilters,
  leadCounts,
  listLeads,
  updateLead,
} from '../../services/leads.ts'
import { parseInput, validate } from '../../validation.ts'
import { LEAD_KINDS } from '#shared/contract/staff.ts'
import { LeadChangesSchema, LeadNoteSchema, LeadStatusRule, StaffSearchRule } from '#shared/contract/staff-rules.ts'
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '#shared/contract/staff-labels.ts'

const Kind = v.picklist(LEAD_KINDS, 'Тип заявки: brief или contact.')
const Id = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Номер заявки: целое положительное число.'), v.transform(Number))

const LeadParams = v.object({ kind: Kind, id: Id })

const FiltersQuery = {
  kind: v.optional(Kind),
  status: v.optional(LeadStatusRule),
  assignee: v.optional(v.union([v.literal('none'), Id], 'Ответственный: номер сотрудника или none.')),
  q: StaffSearchRule,
}

const filtersOf = (query: v.InferOutput<v.ObjectSchema<typeof FiltersQuery, undefined>>): LeadFilters => ({
  kind: query.kind,
  status: query.status,
  assignee: query.assignee,
  search: query.q,
})

const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' })

/** The export: UTF-8 with a BOM and semicolons, as Excel in a Russian locale opens it; no cell runs as a formula. */
function leadsCsv(rows: Awaited<ReturnType<typeof allLeads>>): string {
  return stringify(
    rows.map((lead) => [
      LEAD_KIND_LABELS[lead.kind],
      lead.id,
      dateTime.format(new Date(lead.created_at)),
      LEAD_STATUS_LABELS[lead.status],
      lead.name,
      lead.company ?? '',
      lead.email ?? '',
      lead.phone ?? '',
      lead.text,
      lead.assignee?.name ?? '',
    ]),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      escape_formulas: true,
      header: true,
      columns: ['Тип', 'Номер', 'Получена (МСК)', 'Статус', 'Имя', 'Компания', 'Почта', 'Телефон', 'Текст', 'Ответственный'],
    },
  )
}

/** RFC 6266: an ASCII fallback and the real name in UTF-8. */
const attachmentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`

export const adminLeadsRoutes = new Hono<ApiEnv>()
  .get('/', validate('query', v.object({ ...FiltersQuery, ...paginationQuery(25) })), async (c) => {
    const query = c.req.valid('query')
    return c.json(await listLeads(c.var.db, filtersOf(query), { page: query.page, perPage: query.per_page }))
  })
  .get('/counts', async (c) => c.json(await leadCounts(c.var.db)))
  .get('/export.csv', validate('query', v.object(FiltersQuery)), async (c) => {
    const csv = leadsCsv(await allLeads(c.var.db, filtersOf(c.req.valid('query'))))
    const day = new Date().toISOString().slice(0, 10)
    c.header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' })
  })
  .get('/:kind/:id', validate('param', LeadParams), async (c) => {
    const { kind, id } = c.req.valid('param')
    return c.json(await findLead(c.var.db, kind, id))
  })
  .patch('/:kind/:id', validate('param', LeadParams), limitBody(16 * 1024, 'Запрос слишком большой.'), async (c) => {
    const { kind, id } = c.req.valid('param')
    const changes = parseInput(LeadChangesSchema, await readFields(c))
    if (changes.assignee_id != null && !(await isStaffMember(c.var.db, changes.assignee_id))) {
      throw new ApiError(422, VALIDATION_MESSAGE, { assignee_id: ['Назначить можно только сотрудника агентства.'] })
    }
    await updateLead(c.var.db, staffOf(c.var.staff), kind, id, { status: changes.status, assigneeId: changes.assignee_id })
    return c.json(await findLead(c.var.db, kind, id))
  })
  .post('/:kind/:id/notes', validate('param', LeadParams), limitBody(64 * 1024, 'Заметка слишком большая.'), async (c) => {
    const { kind, id } = c.req.valid('param')
    const { body } = parseInput(LeadNoteSchema, await readFields(c))
    return c.json(await addLeadNote(c.var.db, staffOf(c.var.staff), kind, id, body), 201)
  })
  .get('/brief/:id/attachment', validate('param', v.object({ id: Id })), async (c) => {
    const attachment = await briefAttachment(c.var.db, c.req.valid('param').id)
    const file = await fileStoreOf(c.var.config).get(attachment.path)
    if (!file) throw notFoundError('Файл заявки не найден в хранилище.')
    // Always a download, never shown in the browser: a file from a visitor is not trusted content.
    return fileAnswer(c, file, {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(attachment.filename),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
  })
