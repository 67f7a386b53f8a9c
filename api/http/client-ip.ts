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
    if (forwarded && isIP(forwarded)) return plainIp(forwarded)
  }
  const ip = (c.req.raw as Request & { ip?: string }).ip
  return ip ? plainIp(ip) : 'unknown'
}

/**
 * An IPv4 address as people write it. A server listening on IPv6 sees IPv4 visitors as IPv4-mapped
 * addresses (`::ffff:203.0.113.7`): one visitor must be one rate-limit key whichever way they came,
 * and the sessions list, the new-sign-in mail and the export show the address the person knows.
 */
export function plainIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  return mapped && isIP(mapped[1]!) === 4 ? mapped[1]! : ip
}

/** Where a request came from, as stored with a form or a consent: the visitor's IP and browser. */
export const requestMeta = (c: Context<ApiEnv>) => ({ ip: clientIp(c), userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null })
