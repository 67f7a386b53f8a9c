import { createMiddleware } from 'hono/factory'
import type { ApiEnv, StaffActor } from '../context.ts'
import { ApiError } from '../errors.ts'
import { roleAllows, type StaffRole } from '#shared/contract/staff.ts'
import { requireUser, userOf } from './require-user.ts'

const STAFF_ONLY_MESSAGE = 'Этот раздел доступен только сотрудникам агентства.'
const ADMIN_ONLY_MESSAGE = 'Это может сделать только администратор.'

/**
 * Lets a request through only for staff whose role allows `needed`: a guest gets 401 (requireUser),
 * a signed-in person without that role 403. The role is read on every request, so a changed or
 * revoked role takes effect at once (it comes with the token's check).
 */
export const requireStaff = (needed: StaffRole) =>
  createMiddleware<ApiEnv>((c, next) =>
    requireUser(c, async () => {
      const { user } = userOf(c.var.identity)
      if (!user?.role || !roleAllows(user.role, needed)) throw new ApiError(403, user?.role ? ADMIN_ONLY_MESSAGE : STAFF_ONLY_MESSAGE)
      c.set('staff', { id: user.id, name: user.name, email: user.email, role: user.role })
      await next()
    }),
  )

/** The staff member of a request that passed requireStaff. */
export function staffOf(staff: StaffActor | undefined): StaffActor {
  if (!staff) throw new ApiError(403, STAFF_ONLY_MESSAGE)
  return staff
}
