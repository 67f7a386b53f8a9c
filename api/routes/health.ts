import { Hono } from 'hono'
import type { ApiEnv } from '../context.ts'
import { PROBE_TIMEOUT_MS } from '../db/liveness.ts'

/**
 * Liveness for load balancers: 200 while the database answers, 503 when it does not. It answers
 * within PROBE_TIMEOUT_MS either way, however the database fails (refused, silent, or slow to connect).
 */
export const healthRoutes = new Hono<ApiEnv>().get('/', async (c) => {
  const up = await c.var.liveness.probe()
  if (!up) c.var.logger.error('Health check: database unreachable', { timeoutMs: PROBE_TIMEOUT_MS })
  c.header('Cache-Control', 'no-store')
  return c.json({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down', build: c.var.buildId }, up ? 200 : 503)
})
