// The staff area's API under /v1/admin: staff only (a guest 401, a person without a role 403), never cached.
import { Hono } from 'hono'
import { hasSecondFactor } from '../../auth/second-factor.ts'
import { requireStaff, staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { adminAuditRoutes } from './audit.ts'
import { ApiError } from '../../errors.ts'
import { contentRoutes } from './content.ts'
import { adminLeadsRoutes } from './leads.ts'
import { adminMediaRoutes } from './media.ts'
import { adminPostsRoutes } from './posts.ts'
import { adminRedirectsRoutes } from './redirects.ts'
import { adminSearchSynonymsRoutes } from './search-synonyms.ts'
import { adminSecondFactorRoutes } from './second-factor.ts'
import { adminStaffRoutes } from './staff.ts'
import { adminTagsRoutes } from './tags.ts'
import { CONTENT_TYPES } from '../../services/admin-content.ts'

const SECOND_FACTOR_REQUIRED_MESSAGE = 'Чтобы работать в управлении сайтом, включите вход по коду из приложения-аутентификатора.'

export const adminRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  .use(requireStaff('editor'))
  .get('/me', (c) => c.json(c.var.staff))
  .route('/second-factor', adminSecondFactorRoutes)
  // With STAFF_REQUIRE_TOTP, the rest of the area waits until the person's second factor is on.
  .use(async (c, next) => {
    if (c.var.config.staffSecondFactorRequired && !(await hasSecondFactor(c.var.db, staffOf(c.var.staff).id))) {
      throw new ApiError(403, SECOND_FACTOR_REQUIRED_MESSAGE, { second_factor: [SECOND_FACTOR_REQUIRED_MESSAGE] })
    }
    await next()
  })
  .route('/staff', adminStaffRoutes)
  .route('/leads', adminLeadsRoutes)
  .route('/posts', adminPostsRoutes)
  .route('/service-categories', contentRoutes(CONTENT_TYPES['service-categories']))
  .route('/services', contentRoutes(CONTENT_TYPES.services))
  .route('/solutions', contentRoutes(CONTENT_TYPES.solutions))
  .route('/clients', contentRoutes(CONTENT_TYPES.clients))
  .route('/portfolio-groups', contentRoutes(CONTENT_TYPES['portfolio-groups']))
  .route('/portfolio-projects', contentRoutes(CONTENT_TYPES['portfolio-projects']))
  .route('/pages', contentRoutes(CONTENT_TYPES.pages))
  .route('/tags', adminTagsRoutes)
  .route('/media', adminMediaRoutes)
  .route('/search-synonyms', adminSearchSynonymsRoutes)
  .use('/audit/*', requireStaff('admin'))
  .route('/audit', adminAuditRoutes)
  .use('/redirects/*', requireStaff('admin'))
  .route('/redirects', adminRedirectsRoutes)
