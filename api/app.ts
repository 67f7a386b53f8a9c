import { Hono } from 'hono'
import { apiConfigFromEnv } from './config.ts'
import type { ApiDependencies, ApiEnv } from './context.ts'
import { errorHandler, notFoundHandler } from './errors.ts'
import { consoleLogger } from './logger.ts'
import { healthRoutes } from './routes/health.ts'
import { pagesRoutes } from './routes/pages.ts'

export const API_BASE_PATH = '/api'

/** The reference API, served under /api in the site's process or on its own (server/api.ts). */
export function createApi(deps: Omit<ApiDependencies, 'logger' | 'config'> & Partial<Pick<ApiDependencies, 'logger' | 'config'>>) {
  const dependencies: ApiDependencies = { logger: consoleLogger, config: deps.config ?? apiConfigFromEnv(), ...deps }
  return new Hono<ApiEnv>()
    .basePath(API_BASE_PATH)
    .use(async (c, next) => {
      c.set('db', dependencies.db)
      c.set('buildId', dependencies.buildId)
      c.set('logger', dependencies.logger)
      c.set('config', dependencies.config)
      await next()
    })
    .route('/health', healthRoutes)
    .route('/v1/pages', pagesRoutes)
    .notFound(notFoundHandler)
    .onError(errorHandler(dependencies.logger))
}

export type Api = ReturnType<typeof createApi>
