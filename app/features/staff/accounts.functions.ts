import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { STAFF_ROLES } from '#shared/contract/staff.ts'
import { STAFF_ROLE_LABELS } from '#shared/contract/staff-labels.ts'
import { Id } from './inputs.ts'
import { asStaff } from './staff-api.server.ts'

// Staff accounts, for admins (the API refuses anyone else with 403): invitations, roles, access.

const Email = v.pipe(v.string(), v.maxLength(320))

/** Invitations not yet accepted, newest first. */
export const fetchInvitations = createServerFn({ method: 'GET' }).handler(async () => (await asStaff('/v1/admin/staff/invitations')).data)

/** Mails an invitation to an address with a role; a newer one to the same address replaces the older. */
export const inviteStaffMember = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ email: Email, role: v.picklist(STAFF_ROLES) })))
  .handler(({ data }) =>
    formAction('staff-invite', async () => {
      const invitation = await asStaff('/v1/admin/staff/invitations', { method: 'POST', body: data })
      return `Приглашение отправлено на ${invitation.email}. Ссылка в письме действует неделю.`
    }),
  )

/** Withdraws an invitation: its link stops working. */
export const cancelStaffInvitation = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id })))
  .handler(({ data }) =>
    formAction('staff-invitation-cancel', async () => {
      await asStaff(`/v1/admin/staff/invitations/${data.id}`, { method: 'DELETE' })
      return 'Приглашение отозвано.'
    }),
  )

/** Gives a staff member another role, or (null) takes their access away; either ends their sessions. */
export const changeStaffRole = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id, role: v.nullable(v.picklist(STAFF_ROLES)) })))
  .handler(({ data }) =>
    formAction('staff-role', async () => {
      const member = await asStaff(`/v1/admin/staff/${data.id}`, { method: 'PATCH', body: { role: data.role } })
      return member
        ? `${member.name} теперь ${STAFF_ROLE_LABELS[member.role].toLowerCase()}.`
        : 'Доступ к управлению сайтом закрыт, сеансы сотрудника завершены.'
    }),
  )
