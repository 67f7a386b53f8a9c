import { Hono } from 'hono'
import { visitorOfSignIn } from '../auth/devices.ts'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { secondFactorStep } from '../auth/second-factor.ts'
import type { ApiEnv } from '../context.ts'
import { readFields, SMALL_BODY } from '../http/body.ts'
import { clientIp } from '../http/client-ip.ts'
import { loginByToken } from '../services/login-links.ts'
import { parseInput } from '../validation.ts'
import { LoginByTokenSchema } from '#shared/contract/account-forms.ts'

/** `/v1/login-by-token`: a mailed sign-in link used, which answers a token set. */
export const loginByTokenRoutes = new Hono<ApiEnv>().post('/', requireToken, SMALL_BODY, async (c) => {
  const { token, otp } = parseInput(LoginByTokenSchema, await readFields(c))
  await consumeLimit(c, c.var.limiters.linkUse, clientIp(c))
  const tokens = await loginByToken(c.var.db, token, {
    clientId: c.var.identity!.clientId,
    config: c.var.config,
    visitor: visitorOfSignIn(c),
    secondFactor: (user) => secondFactorStep(c, user, otp || undefined),
  })
  c.header('Cache-Control', 'no-store')
  return c.json(tokens)
})
