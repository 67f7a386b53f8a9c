// A forgotten password: the mailed link asked for, checked when its page opens, and used to set a new password.
import { Hono } from 'hono'
import * as v from 'valibot'
import { AcceptablePassword } from '../auth/passwords.ts'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import type { ApiEnv } from '../context.ts'
import { readFields, SMALL_BODY } from '../http/body.ts'
import { clientIp } from '../http/client-ip.ts'
import { inUniformTime, LINK_REQUEST_MS } from '../http/uniform-time.ts'
import { checkResetLink, requestPasswordReset, resetPassword } from '../services/password-reset.ts'
import { parseInput } from '../validation.ts'
import { EmailOnlySchema, LinkTokenRule, resetPasswordSchema } from '#shared/contract/account-forms.ts'
import { requiredText } from '#shared/contract/fields.ts'

/** The site's new password form, with what only the API checks: a common password. */
export const ResetSchema = resetPasswordSchema(AcceptablePassword)

/**
 * A reset link as it came: the address is not checked for its form, since a damaged one simply
 * does not match and gets the same answer as any other link that cannot be used.
 */
const ResetCheckSchema = v.object({
  token: LinkTokenRule,
  email: v.pipe(requiredText('Ссылка неполная: откройте её из письма целиком.'), v.maxLength(254, 'Ссылка повреждена.')),
})

/** `/v1/password`: a reset link mailed, checked, and used. */
export const passwordRoutes = new Hono<ApiEnv>()
  .post('/forgot', requireToken, SMALL_BODY, async (c) => {
    const { email } = parseInput(EmailOnlySchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.accountMail, clientIp(c))
    await consumeLimit(c, c.var.limiters.accountMailPerEmail, email, 'На этот адрес уже отправлено несколько писем.')
    await inUniformTime(LINK_REQUEST_MS, () => requestPasswordReset(c.var.db, email, c.var.config), { hold: c.var.holdAnswer })
    return c.json({ message: 'Если аккаунт с этой почтой существует, мы отправили на неё ссылку для смены пароля.' }, 202)
  })
  .post('/reset', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(ResetSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.linkUse, clientIp(c))
    await resetPassword(c.var.db, input, c.var.config)
    return c.json({ message: 'Пароль изменён. Войдите с новым паролем.' })
  })
  .post('/reset/check', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(ResetCheckSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.linkUse, clientIp(c))
    await checkResetLink(c.var.db, input)
    return c.json({ valid: true })
  })
