// Invitations to join the staff (admins only: staff.ts mounts them behind its admin check).
import { Hono } from 'hono'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { readFields, SMALL_BODY } from '../../http/body.ts'
import { cancelInvitation, inviteStaff, listInvitations } from '../../services/staff.ts'
import { IdParam, parseInput, validate } from '../../validation.ts'
import { InvitationSchema } from '#shared/contract/staff-rules.ts'

const InvitationId = IdParam('Номер: целое положительное число.')

/** `/v1/admin/staff/invitations`: the pending invitations, a new one mailed, one cancelled. */
export const adminStaffInvitationsRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: await listInvitations(c.var.db) }))
  .post('/', SMALL_BODY, async (c) => {
    const input = parseInput(InvitationSchema, await readFields(c))
    return c.json(await inviteStaff(c.var.db, staffOf(c.var.staff), input, c.var.config), 201)
  })
  .delete('/:id', validate('param', InvitationId), async (c) => {
    await cancelInvitation(c.var.db, staffOf(c.var.staff), c.req.valid('param').id)
    return c.body(null, 204)
  })
