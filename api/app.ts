import { type Context, Hono } from 'hono'
import { matchedRoutes } from 'hono/route'
import { oauthEndpoint } from './auth/oauth-error.ts'
import { createRateLimiters } from './auth/rate-limits.ts'
import { config as processConfig } from '../server/config.ts'
import type { ApiDependencies, ApiEnv } from './context.ts'
import { livenessOf } from './db/client.ts'
import { DatabaseUnresponsiveError } from './db/liveness.ts'
import { errorHandler, notFoundHandler } from './errors.ts'
import { originCheck } from './http/origin-check.ts'
import {
  currentRequest,
  newRequestId,
  outsideRequests,
  REQUEST_ID_HEADER,
  runInRequest,
  wellFormedRequestId,
} from '../shared/server/request-context.ts'
import { PUBLIC_CONTENT_PATHS, type PublicAnswerCache } from './http/public-answer-cache.ts'
import { wakeProcessMailSender } from './mail/sender.ts'
import { consoleLogger } from '../shared/server/logger.ts'
import { healthRoutes } from './routes/health.ts'
import { oauthRoutes } from './routes/oauth.ts'
import { pagesRoutes } from './routes/pages.ts'
import { postsRoutes } from './routes/posts.ts'
import { servicesRoutes } from './routes/services.ts'
import { solutionsRoutes } from './routes/solutions.ts'
import { clientsRoutes } from './routes/clients.ts'
import { portfolioRoutes } from './routes/portfolio.ts'
import { redirectsRoutes } from './routes/redirects.ts'
import { sitemapRoutes } from './routes/sitemap.ts'
import { searchRoutes } from './routes/search.ts'
import { seeAlsoRoutes } from './routes/see-also.ts'
import { sessionsRoutes } from './routes/sessions.ts'
import { mediaRoutes } from './routes/media.ts'
import { briefsRoutes } from './routes/briefs.ts'
import { contactRequestsRoutes } from './routes/contact-requests.ts'
import { registerRoutes } from './routes/register.ts'
import { emailRoutes } from './routes/email.ts'
import { passwordRoutes } from './routes/password.ts'
import { loginLinksRoutes } from './routes/login-links.ts'
import { loginByTokenRoutes } from './routes/login-by-token.ts'
import { profileRoutes } from './routes/profile.ts'
import { usersRoutes } from './routes/users.ts'
import { logoutRoutes } from './routes/logout.ts'
import { consentsRoutes } from './routes/consents.ts'
import { adminRoutes } from './routes/admin/index.ts'
import { staffInvitationRoutes } from './routes/staff-invitations.ts'
import { holdFor } from './http/uniform-time.ts'

const API_BASE_PATH = '/api'

type Optional = 'logger' | 'config' | 'limiters' | 'liveness' | 'holdAnswer'

/** The pattern of the route that matched (`/api/v1/posts/:slug`), never the raw path; 'unmatched' when none did. */
function routePattern(c: Context): string {
  return matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? 'unmatched'
}

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
    holdAnswer: deps.holdAnswer ?? holdFor,
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
      c.set('holdAnswer', dependencies.holdAnswer)
      // The caller's request id (the site passes its own on), else the server's, else a new one;
      // mails queued and lines logged meanwhile carry it, and so does the answer.
      const outer = currentRequest()
      const id = wellFormedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? outer?.id ?? newRequestId()
      const context = outer?.id === id ? outer : { id }
      c.header(REQUEST_ID_HEADER, id)
      await runInRequest(context, next)
      context.route = routePattern(c)
      // Its transactions are over: the mail it queued can go now rather than at the sender's next tick.
      if (context.mailQueued) {
        context.mailQueued = false
        outsideRequests(wakeProcessMailSender)
      }
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
  // One resource per file under routes/, mounted at its own prefix and named after it (`/v1/login-links`: routes/login-links.ts).
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
    .route('/v1/briefs', briefsRoutes)
    .route('/v1/contact-requests', contactRequestsRoutes)
    .route('/v1/register', registerRoutes)
    .route('/v1/email', emailRoutes)
    .route('/v1/password', passwordRoutes)
    .route('/v1/login-links', loginLinksRoutes)
    .route('/v1/login-by-token', loginByTokenRoutes)
    .route('/v1/profile', profileRoutes)
    .route('/v1/users', usersRoutes)
    .route('/v1/logout', logoutRoutes)
    .route('/v1/consents', consentsRoutes)
    .route('/v1/admin', adminRoutes)
    .route('/v1/staff-invitations', staffInvitationRoutes)
    .notFound(notFoundHandler)
    .onError(errorHandler(dependencies.logger))
}

export type Api = ReturnType<typeof createApi>
