// Staff accounts: the list (every staff member sees it, for assignments), and for admins the
// invitations and role changes.
import { Hono } from 'hono'
import * as v from 'valibot'
import { requireStaff, staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { limitBody, readFields } from '../../http/body.ts'
import { cancelInvitation, changeStaffRole, inviteStaff, listInvitations, listStaff } from '../../services/staff.ts'
import { IdParam, parseInput, validate } from '../../validation.ts'
import { InvitationSchema, StaffRoleRule } from '#shared/contract/staff-rules.ts'

const MemberId = IdParam('Номер: целое положительное число.')
const SMALL_BODY = limitBody(16 * 1024, 'Запрос слишком большой.')

export const adminStaffRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: await listStaff(c.var.db) }))
  .use('/*', requireStaff('admin'))
  .get('/invitations', async (c) => c.json({ data: await listInvitations(c.var.db) }))
  .post('/invitations', SMALL_BODY, async (c) => {
    const input = parseInput(InvitationSchema, await readFields(c))
    return c.json(await inviteStaff(c.var.db, staffOf(c.var.staff), input, c.var.config), 201)
  })
  .delete('/invitations/:id', validate('param', MemberId), async (c) => {
    await cancelInvitation(c.var.db, staffOf(c.var.staff), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .patch('/:id', validate('param', MemberId), SMALL_BODY, async (c) => {
    // null takes the person's access away.
    const { role } = parseInput(v.object({ role: v.nullable(StaffRoleRule) }), await readFields(c))
    const member = await changeStaffRole(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, role)
    return member ? c.json(member) : c.body(null, 204)
  })
