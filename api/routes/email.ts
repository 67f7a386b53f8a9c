// Email verification: the code or the link from the mail, and a new mail on request.
import { Hono } from 'hono'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { requireUser, userOf } from '../auth/require-user.ts'
import type { ApiEnv } from '../context.ts'
import { readFields, SMALL_BODY } from '../http/body.ts'
import { clientIp } from '../http/client-ip.ts'
import { resendVerification, verifyEmailByCode, verifyEmailByLink } from '../services/email-verification.ts'
import { parseInput } from '../validation.ts'
import { EmailVerificationSchema } from '#shared/contract/account-forms.ts'

/** `/v1/email`: the address proved by a code (signed in) or a link (anyone), and the mail sent again. */
export const emailRoutes = new Hono<ApiEnv>()
  .post('/verify', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(EmailVerificationSchema, await readFields(c))
    // A signed-in user's guesses count against their account: their own token cannot say who the
    // visitor is (clientIp), and in the site's process every such call would share one address.
    const userId = c.var.identity?.userId
    await consumeLimit(c, c.var.limiters.linkUse, userId == null ? clientIp(c) : `user:${userId}`)
    if (input.code) {
      const profile = await verifyEmailByCode(c.var.db, userOf(c.var.identity).userId, input.code)
      return c.json({ message: 'Почта подтверждена.', profile })
    }
    const profile = await verifyEmailByLink(c.var.db, input.token!)
    return c.json({ message: 'Почта подтверждена.', profile })
  })
  .post('/verification-notification', requireUser, async (c) => {
    const { userId } = userOf(c.var.identity)
    await consumeLimit(c, c.var.limiters.verificationResend, String(userId), 'Письмо только что отправлено.')
    const sent = await resendVerification(c.var.db, userId, c.var.config)
    if (!sent) return c.json({ message: 'Почта уже подтверждена.' })
    return c.json({ message: 'Мы отправили новое письмо с кодом и ссылкой.' }, 202)
  })
