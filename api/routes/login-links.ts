import { Hono } from 'hono'
import * as v from 'valibot'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import type { ApiEnv } from '../context.ts'
import { readFields, SMALL_BODY } from '../http/body.ts'
import { clientIp } from '../http/client-ip.ts'
import { inUniformTime, LINK_REQUEST_MS } from '../http/uniform-time.ts'
import { requestLoginLink } from '../services/login-links.ts'
import { parseInput } from '../validation.ts'
import { EmailOnlySchema } from '#shared/contract/account-forms.ts'
import { safeInternalPath } from '#shared/return-path.ts'

/**
 * Where the mailed sign-in link leads after signing in: a path on the site ('/see-also-cards/'),
 * never another site ('//host', '/\\host', '/.//host') nor a scheme. The rule is the site's own
 * (shared/return-path.ts), and the path is kept as that rule normalises it.
 */
const ReturnPathField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const path = safeInternalPath(dataset.value)
      if (path !== null) return path
      addIssue({ message: 'Адрес возврата должен вести на этот сайт.' })
      return NEVER
    }),
  ),
)

const LoginLinkSchema = v.object({ ...EmailOnlySchema.entries, redirect: ReturnPathField })

/** `/v1/login-links`: a one-time sign-in link mailed to an account's address (the same answer whether or not it exists). */
export const loginLinksRoutes = new Hono<ApiEnv>().post('/', requireToken, SMALL_BODY, async (c) => {
  const { email, redirect } = parseInput(LoginLinkSchema, await readFields(c))
  await consumeLimit(c, c.var.limiters.accountMail, clientIp(c))
  await consumeLimit(c, c.var.limiters.accountMailPerEmail, email, 'На этот адрес уже отправлено несколько писем.')
  await inUniformTime(LINK_REQUEST_MS, () => requestLoginLink(c.var.db, { email, redirect }, c.var.config), { hold: c.var.holdAnswer })
  return c.json({ message: 'Если аккаунт с этой почтой существует, мы отправили на неё ссылку для входа.' }, 202)
})
