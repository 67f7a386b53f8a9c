import { createMiddleware } from 'hono/factory'
import type { ApiEnv, TokenIdentity } from '../context.ts'
import { ApiError } from '../errors.ts'
import { requireToken } from './require-token.ts'

export type UserIdentity = TokenIdentity & { userId: number; sessionId: number }

/** Lets a request through only with a user's live token (a client's own token is not enough). */
export const requireUser = createMiddleware<ApiEnv>((c, next) =>
  requireToken(c, async () => {
    if (c.var.identity?.userId == null) {
      c.header('WWW-Authenticate', 'Bearer')
      throw new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')
    }
    await next()
  }),
)

/** The signed-in user of a request that passed requireUser. */
export function userOf(identity: TokenIdentity | undefined): UserIdentity {
  if (identity?.userId == null || identity.sessionId == null) throw new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')
  return identity as UserIdentity
}
