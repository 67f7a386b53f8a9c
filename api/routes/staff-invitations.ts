// The invitation link an admin mails to a new staff member: checked when the page opens, accepted
// with a name and password (a new account) or as it is (an existing one), which signs the person in.
import { Hono } from 'hono'
import * as v from 'valibot'
import { AcceptablePassword } from '../auth/passwords.ts'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import type { ApiEnv } from '../context.ts'
import { clientIp } from '../http/client-ip.ts'
import { readFields, SMALL_BODY } from '../http/body.ts'
import { visitorOfSignIn } from '../auth/devices.ts'
import { acceptInvitation, checkInvitation } from '../services/staff.ts'
import { parseInput } from '../validation.ts'
import { invitationAcceptanceSchema, LinkTokenRule } from '#shared/contract/account-forms.ts'

/** The site's acceptance form, with what only the API checks: a common password. */
export const AcceptSchema = invitationAcceptanceSchema(AcceptablePassword)

export const staffInvitationRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  .post('/check', requireToken, SMALL_BODY, async (c) => {
    const { token } = parseInput(v.object({ token: LinkTokenRule }), await readFields(c))
    await consumeLimit(c, c.var.limiters.linkUse, clientIp(c))
    return c.json(await checkInvitation(c.var.db, token))
  })
  .post('/accept', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(AcceptSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.linkUse, clientIp(c))
    const newAccount = input.name && input.password ? { name: input.name, password: input.password } : null
    const visitor = visitorOfSignIn(c)
    return c.json(
      await acceptInvitation(c.var.db, input.token, newAccount, { clientId: c.var.identity!.clientId, config: c.var.config, visitor }),
    )
  })
