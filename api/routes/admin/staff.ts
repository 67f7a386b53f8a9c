// Staff accounts: the list (every staff member sees it, for assignments), and for admins the
// invitations and role changes.
import { Hono } from 'hono'
import { requireStaff, staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { readFields, SMALL_BODY } from '../../http/body.ts'
import { changeStaffRole, listStaff } from '../../services/staff.ts'
import { IdParam, parseInput, validate } from '../../validation.ts'
import { RoleChangeSchema } from '#shared/contract/staff-rules.ts'
import { adminStaffInvitationsRoutes } from './staff-invitations.ts'

const MemberId = IdParam('Номер: целое положительное число.')

/** `/v1/admin/staff`: the list, then for admins `/invitations` (staff-invitations.ts) and a member's role. */
export const adminStaffRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => c.json({ data: await listStaff(c.var.db) }))
  .use('/*', requireStaff('admin'))
  .route('/invitations', adminStaffInvitationsRoutes)
  .patch('/:id', validate('param', MemberId), SMALL_BODY, async (c) => {
    // null takes the person's access away.
    const { role } = parseInput(RoleChangeSchema, await readFields(c))
    const member = await changeStaffRole(c.var.db, staffOf(c.var.staff), c.req.valid('param').id, role)
    return member ? c.json(member) : c.body(null, 204)
  })
