import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { findAccessToken } from './access-tokens.ts'

/** Lets a request through only with a live bearer token; its identity is then `c.var.identity`. */
export const requireToken = createMiddleware<ApiEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  const identity = match?.[1] ? await findAccessToken(c.var.db, match[1]) : undefined
  if (!identity) {
    c.header('WWW-Authenticate', 'Bearer')
    throw new ApiError(401, 'Требуется авторизация.')
  }
  c.set('identity', identity)
  await next()
})
