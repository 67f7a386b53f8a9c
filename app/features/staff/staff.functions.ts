import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { formatPhone } from '#app/lib/phone-format.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import type { Paginated } from '#shared/contract/common.ts'
import { LEAD_KINDS, LEAD_STATUSES } from '#shared/contract/staff.ts'
import { Id, Page, PerPage, SearchText } from './inputs.ts'
import { asStaff } from './staff-api.server.ts'
import type { InboxLead, Lead, WithPhoneDisplay } from './types.ts'

const LeadRef = { kind: v.picklist(LEAD_KINDS), id: Id }

const withPhoneDisplay = <T extends { phone: string | null }>(lead: T): WithPhoneDisplay<T> => ({
  ...lead,
  phone_display: lead.phone ? formatPhone(lead.phone) : null,
})

/** One page of the inbox, newest first, filtered (`assignee`: a staff member's id, or none for nobody's). */
export const fetchLeads = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      v.object({
        kind: v.optional(v.picklist(LEAD_KINDS)),
        status: v.optional(v.picklist(LEAD_STATUSES)),
        assignee: v.optional(v.union([v.literal('none'), Id])),
        q: SearchText,
        page: Page,
        per_page: PerPage(50),
      }),
    ),
  )
  .handler(async ({ data }): Promise<Paginated<InboxLead>> => {
    const page = await asStaff('/v1/admin/leads', { query: data })
    return { ...page, data: page.data.map(withPhoneDisplay) }
  })

/** How many leads are in each status. */
export const fetchLeadCounts = createServerFn({ method: 'GET' }).handler(() => asStaff('/v1/admin/leads/counts'))

/** One lead, whole, with its notes. */
export const fetchLead = createServerFn({ method: 'GET' })
  .validator(validInput(v.object(LeadRef)))
  .handler(async ({ data }): Promise<Lead> => withPhoneDisplay(await asStaff(`/v1/admin/leads/${data.kind}/${data.id}`)))

/** Everyone with a staff role: the people a lead can be assigned to, and the staff list. */
export const fetchStaffMembers = createServerFn({ method: 'GET' }).handler(async () => (await asStaff('/v1/admin/staff')).data)

/** A page of the audit log, narrowed by its filters (admins only: the API refuses anyone else with 403). */
export const fetchAuditLog = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      v.object({
        page: Page,
        actor_id: v.optional(Id),
        action: v.optional(v.string()),
        entity_type: v.optional(v.string()),
        entity_id: v.optional(v.string()),
        from: v.optional(v.string()),
        to: v.optional(v.string()),
      }),
    ),
  )
  .handler(({ data }) => asStaff('/v1/admin/audit', { query: data }))

/** Sets a lead's status and assignee (null: nobody); the API writes an audit row for each change. */
export const saveLead = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ ...LeadRef, status: v.picklist(LEAD_STATUSES), assignee_id: v.nullable(Id) })))
  .handler(({ data: { kind, id, ...changes } }) =>
    formAction('save-lead', async () => {
      await asStaff(`/v1/admin/leads/${kind}/${id}`, { method: 'PATCH', body: changes })
      return 'Изменения сохранены.'
    }),
  )

/** Adds a note to a lead, signed with the staff member's name. */
export const addLeadNote = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ ...LeadRef, body: v.pipe(v.string(), v.maxLength(20_000)) })))
  .handler(({ data: { kind, id, body } }) =>
    formAction('lead-note', async () => {
      await asStaff(`/v1/admin/leads/${kind}/${id}/notes`, { method: 'POST', body: { body } })
      return 'Заметка добавлена.'
    }),
  )
