import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const CROSS_SITE_MESSAGE = 'Запрос с другого сайта отклонён.'

/**
 * True when a browser sends a state-changing request on behalf of another site: Sec-Fetch-Site
 * says cross-site, or the Origin is none of the allowed ones (`null` included). Requests without
 * an Origin come from servers and scripts (the site itself, curl), not from a page, and pass.
 */
function isCrossSiteWrite(request: Request, allowedOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  return origin !== null && !allowedOrigins.includes(origin)
}

/**
 * Refuses cross-site writes with 403. Allowed: the site's public origin (SITE_URL) and the origin
 * the request was addressed to, which a browser fills in itself; a page elsewhere cannot claim either.
 */
export const originCheck: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const allowed = [new URL(c.var.config.siteUrl).origin, new URL(c.req.url).origin]
  // Thrown, not answered here: the error handler gives it the shape of the endpoint (OAuth or the API's own).
  if (isCrossSiteWrite(c.req.raw, allowed)) throw new ApiError(403, CROSS_SITE_MESSAGE)
  await next()
}
