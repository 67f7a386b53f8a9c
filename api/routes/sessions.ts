// The signed-in user's sessions: the list, and ending one or all the others.
import { Hono } from 'hono'
import * as v from 'valibot'
import { requireUser, userOf } from '../auth/require-user.ts'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { endOtherSessions, endOwnSession, listSessions } from '../services/sessions.ts'

/** A session id as it appears in the list; anything else cannot be one of the user's. */
const SessionId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647))

/** The one answer to every id that is not an active session of this account: nothing to tell apart. */
const notFound = () => new ApiError(404, 'Такого сеанса нет: возможно, он уже завершён.')

export const sessionsRoutes = new Hono<ApiEnv>()
  .use(requireUser, async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  .get('/', async (c) => {
    const { userId, sessionId } = userOf(c.var.identity)
    return c.json({ data: await listSessions(c.var.db, { userId, currentSessionId: sessionId }) })
  })
  .delete('/', async (c) => {
    const { userId, sessionId } = userOf(c.var.identity)
    await endOtherSessions(c.var.db, { userId, currentSessionId: sessionId })
    return c.body(null, 204)
  })
  .delete('/:id', async (c) => {
    const { userId } = userOf(c.var.identity)
    const id = v.safeParse(SessionId, c.req.param('id'))
    if (!id.success) throw notFound()
    if (!(await endOwnSession(c.var.db, { userId, sessionId: id.output }))) throw notFound()
    return c.body(null, 204)
  })
