import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ApiEnv, TokenIdentity } from '../context.ts'
import { ApiError } from '../errors.ts'
import { findAccessToken } from './access-tokens.ts'
import { isTouchDue, touchSession } from './sessions.ts'

/** The live token the request carries as `Authorization: Bearer …`, if any. */
async function bearerIdentity(c: Context<ApiEnv>): Promise<TokenIdentity | undefined> {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ? findAccessToken(c.var.db, match[1]) : undefined
}

/** Lets a request through only with a live bearer token; its identity is then `c.var.identity`. */
export const requireToken = createMiddleware<ApiEnv>(async (c, next) => {
  const identity = await bearerIdentity(c)
  if (!identity) {
    c.header('WWW-Authenticate', 'Bearer')
    throw new ApiError(401, 'Требуется авторизация.')
  }
  c.set('identity', identity)
  // The session's last use, for its owner's list of sessions: written at most once a minute.
  if (identity.sessionId !== null && identity.sessionLastUsedAt && isTouchDue(identity.sessionLastUsedAt)) {
    await touchSession(c.var.db, identity.sessionId)
  }
  await next()
})

/**
 * For public resources that count requests per visitor: a live token's identity goes to
 * `c.var.identity` (the site's own token may then name the visitor's IP); none, or a dead one,
 * is a guest, since public content asks for no token.
 */
export const identifyToken = createMiddleware<ApiEnv>(async (c, next) => {
  const identity = await bearerIdentity(c)
  if (identity) c.set('identity', identity)
  await next()
})
