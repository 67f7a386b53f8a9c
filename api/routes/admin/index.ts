// The staff area's API under /v1/admin: staff only (a guest 401, a person without a role 403), never cached.
import { Hono } from 'hono'
import { requireStaff } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { adminAuditRoutes } from './audit.ts'
import { adminLeadsRoutes } from './leads.ts'
import { adminStaffRoutes } from './staff.ts'

export const adminRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  .use(requireStaff('editor'))
  .get('/me', (c) => c.json(c.var.staff))
  .route('/staff', adminStaffRoutes)
  .route('/leads', adminLeadsRoutes)
  .use('/audit/*', requireStaff('admin'))
  .route('/audit', adminAuditRoutes)
