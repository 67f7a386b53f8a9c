import { Hono } from 'hono'
import { oauthEndpoint } from './auth/oauth-error.ts'
import { createRateLimiters } from './auth/rate-limits.ts'
import { config as processConfig } from '../server/config.ts'
import type { ApiDependencies, ApiEnv } from './context.ts'
import { livenessOf } from './db/client.ts'
import { DatabaseUnresponsiveError } from './db/liveness.ts'
import { errorHandler, notFoundHandler } from './errors.ts'
import { originCheck } from './http/origin-check.ts'
import { PUBLIC_CONTENT_PATHS, type PublicAnswerCache } from './http/public-answer-cache.ts'
import { consoleLogger } from './logger.ts'
import { healthRoutes } from './routes/health.ts'
import { servicesRoutes, solutionsRoutes } from './routes/catalogue.ts'
import { clientsRoutes, portfolioRoutes, redirectsRoutes, sitemapRoutes } from './routes/directory.ts'
import { accountRoutes } from './routes/account.ts'
import { adminRoutes } from './routes/admin/index.ts'
import { formsRoutes } from './routes/forms.ts'
import { oauthRoutes } from './routes/oauth.ts'
import { mediaRoutes } from './routes/media.ts'
import { pagesRoutes } from './routes/pages.ts'
import { personalDataRoutes } from './routes/personal-data.ts'
import { postsRoutes } from './routes/posts.ts'
import { searchRoutes } from './routes/search.ts'
import { seeAlsoRoutes } from './routes/see-also.ts'
import { sessionsRoutes } from './routes/sessions.ts'
import { staffInvitationRoutes } from './routes/staff-invitations.ts'
import { usersRoutes } from './routes/users.ts'

export const API_BASE_PATH = '/api'

type Optional = 'logger' | 'config' | 'limiters' | 'liveness'

/**
 * The reference API, served under /api in the site's process or on its own (server/api.ts).
 * `answerCache` keeps answers of public content (none by default).
 */
export function createApi({
  answerCache,
  ...deps
}: Omit<ApiDependencies, Optional> & Partial<Pick<ApiDependencies, Optional>> & { answerCache?: PublicAnswerCache }) {
  const dependencies: ApiDependencies = {
    ...deps,
    logger: deps.logger ?? consoleLogger,
    config: deps.config ?? processConfig().api,
    limiters: deps.limiters ?? createRateLimiters(deps.db),
    liveness: deps.liveness ?? livenessOf(deps.db),
  }
  const app = new Hono<ApiEnv>()
    .basePath(API_BASE_PATH)
    .use(async (c, next) => {
      c.set('db', dependencies.db)
      c.set('liveness', dependencies.liveness)
      c.set('buildId', dependencies.buildId)
      c.set('logger', dependencies.logger)
      c.set('config', dependencies.config)
      c.set('limiters', dependencies.limiters)
      await next()
    })
    // First, so that even the refusals before the route (origin check) answer as OAuth errors, uncached.
    .use('/oauth/*', oauthEndpoint)
    // A page on another site cannot make a visitor's browser write through the API (defence in depth: writes need a bearer token too).
    .use(originCheck)
    .route('/health', healthRoutes)
    // Every route below (health above probes by itself): no request waits on a database that has
    // gone silent; it answers 503 at once while the database is known to be out of reach, and
    // within about a second when it stops answering mid-request (api/db/liveness.ts).
    .use(async (_c, next) => {
      if (dependencies.liveness.isDown()) throw new DatabaseUnresponsiveError()
      await dependencies.liveness.guard(next())
    })
  // Inside the database guard: an outage answers 503 as before, kept answers or not.
  if (answerCache) for (const path of PUBLIC_CONTENT_PATHS) app.use(`${path}/*`, answerCache.middleware)
  return app
    .route('/oauth', oauthRoutes)
    .route('/v1/pages', pagesRoutes)
    .route('/v1/posts', postsRoutes)
    .route('/v1/services', servicesRoutes)
    .route('/v1/solutions', solutionsRoutes)
    .route('/v1/clients', clientsRoutes)
    .route('/v1/portfolio', portfolioRoutes)
    .route('/v1/redirects', redirectsRoutes)
    .route('/v1/sitemap', sitemapRoutes)
    .route('/v1/search', searchRoutes)
    .route('/v1/see-also', seeAlsoRoutes)
    .route('/v1/sessions', sessionsRoutes)
    .route('/v1/media', mediaRoutes)
    .route('/v1', formsRoutes)
    .route('/v1', accountRoutes)
    .route('/v1', usersRoutes)
    .route('/v1', personalDataRoutes)
    .route('/v1/admin', adminRoutes)
    .route('/v1/staff-invitations', staffInvitationRoutes)
    .notFound(notFoundHandler)
    .onError(errorHandler(dependencies.logger))
}

export type Api = ReturnType<typeof createApi>
