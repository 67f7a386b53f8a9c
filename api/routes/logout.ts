import { Hono } from 'hono'
import { revokeAccessToken } from '../auth/access-tokens.ts'
import { requireToken } from '../auth/require-token.ts'
import { revokeSession } from '../auth/sessions.ts'
import type { ApiEnv } from '../context.ts'

/** `/v1/logout`: ends the sign-in the token belongs to (its refresh tokens too), or the lone token. */
export const logoutRoutes = new Hono<ApiEnv>().post('/', requireToken, async (c) => {
  const identity = c.var.identity!
  if (identity.sessionId !== null) await revokeSession(c.var.db, identity.sessionId)
  else await revokeAccessToken(c.var.db, identity.tokenId)
  return c.body(null, 204)
})
