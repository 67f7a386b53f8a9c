// The staff area's API under /v1/admin: staff only (a guest 401, a person without a role 403), never cached.
import { Hono } from 'hono'
import { requireStaff } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { listStaff } from '../../services/staff.ts'
import { adminAuditRoutes } from './audit.ts'
import { adminLeadsRoutes } from './leads.ts'

export const adminRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  .use(requireStaff('editor'))
  .get('/me', (c) => c.json(c.var.staff))
  .get('/staff', async (c) => c.json({ data: await listStaff(c.var.db) }))
  .route('/leads', adminLeadsRoutes)
  .use('/audit/*', requireStaff('admin'))
  .route('/audit', adminAuditRoutes)
