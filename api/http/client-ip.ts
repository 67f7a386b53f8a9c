import { isIP } from 'node:net'
import type { Context } from 'hono'
import type { ApiEnv } from '../context.ts'

/**
 * The visitor's IP. The site calls the API on the visitor's behalf and says who the visitor is in
 * X-Forwarded-For; that header is believed only from a first-party client (the site itself), and
 * only when its first entry is an IP address (anything else would become a rate-limit key as it is).
 * Otherwise it is the connection's address (srvx puts it on the request). The token endpoint, where
 * clients authenticate with a secret rather than a token, says itself whether the client is first-party.
 */
export function clientIp(c: Context<ApiEnv>, { firstParty = c.var.identity?.firstParty ?? false } = {}): string {
  if (firstParty) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded && isIP(forwarded)) return forwarded
  }
  return (c.req.raw as Request & { ip?: string }).ip ?? 'unknown'
}
