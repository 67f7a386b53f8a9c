// Recommendations for the account area: the signed-in user's «Рекомендуем посмотреть».
import { Hono } from 'hono'
import { requireUser } from '../auth/require-user.ts'
import type { ApiEnv } from '../context.ts'
import { seeAlso } from '../services/see-also.ts'

export const seeAlsoRoutes = new Hono<ApiEnv>().get('/', requireUser, async (c) => {
  c.header('Cache-Control', 'no-store')
  return c.json(await seeAlso(c.var.db))
})
