import { isIP } from 'node:net'
import type { Context } from 'hono'
import type { ApiEnv } from '../context.ts'

/**
 * The visitor's IP. The site calls the API on its visitors' behalf and says who the visitor is in
 * X-Forwarded-For. That header is believed only from a request that only the site's server can make:
 * one with the site's own client-credentials token (`speaksForVisitors`), or, at the token endpoint,
 * one whose first-party client has just proved itself with its secret. Never merely because a token
 * is first-party: a user's own token sits in their cookie. The first entry must be an IP address
 * (anything else would become a rate-limit key as it is). Otherwise it is the connection's address,
 * as the server resolved it (srvx puts it on the request, minding TRUST_PROXY).
 */
export function clientIp(c: Context<ApiEnv>, { trustForwarded = c.var.identity?.speaksForVisitors ?? false } = {}): string {
  if (trustForwarded) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded && isIP(forwarded)) return forwarded
  }
  return (c.req.raw as Request & { ip?: string }).ip ?? 'unknown'
}
