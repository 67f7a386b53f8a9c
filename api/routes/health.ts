import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ApiEnv } from '../context.ts'
import { describeError } from '../logger.ts'

/** Liveness for load balancers: 200 while the database answers, 503 when it does not. */
export const healthRoutes = new Hono<ApiEnv>().get('/', async (c) => {
  let database: 'up' | 'down' = 'up'
  try {
    await c.var.db.execute(sql`select 1`)
  } catch (error) {
    database = 'down'
    c.var.logger.error('Health check: database unreachable', describeError(error))
  }
  c.header('Cache-Control', 'no-store')
  return c.json(
    { status: database === 'up' ? 'ok' : 'unavailable', database, build: c.var.buildId },
    database === 'up' ? 200 : 503,
  )
})
