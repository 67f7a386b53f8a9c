import { Hono } from 'hono'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireUser, userOf } from '../auth/require-user.ts'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { limitBody, readFields } from '../http/body.ts'
import { requestMeta } from '../http/client-ip.ts'
import { recordConsent } from '../services/consents.ts'
import { findUserById } from '../services/users.ts'
import { parseInput } from '../validation.ts'
import { CookieConsentSchema } from '#shared/contract/personal-data.ts'

/** `/v1/consents`: the signed-in person's cookie choice, recorded as consent. */
export const consentsRoutes = new Hono<ApiEnv>().post('/cookies', requireUser, limitBody(1024, 'Запрос слишком большой.'), async (c) => {
  const input = parseInput(CookieConsentSchema, await readFields(c))
  const { userId } = userOf(c.var.identity)
  await consumeLimit(c, c.var.limiters.cookieConsent, String(userId))
  const user = await findUserById(c.var.db, userId)
  if (!user) throw new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')
  await recordConsent(c.var.db, {
    purpose: 'cookies',
    userId,
    email: user.email,
    choice: input.choice,
    noticeVersion: input.version,
    ...requestMeta(c),
  })
  return c.body(null, 204)
})
