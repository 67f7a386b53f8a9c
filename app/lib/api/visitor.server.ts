import { getRequest } from '@tanstack/react-start/server'

/**
 * Who the site calls the API for, for the API's rate limits and logs: the visitor's address (srvx
 * puts the connection's address on the request as `ip`, or the proxy's X-Forwarded-For when
 * TRUST_PROXY allows it; an X-Forwarded-For is used only when there is no `ip`) and the browser.
 */
export function visitorHeaders(): Headers {
  const request = getRequest() as Request & { ip?: string }
  const headers = new Headers()
  const ip = request.ip || request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  if (ip) headers.set('X-Forwarded-For', ip)
  const userAgent = request.headers.get('user-agent')
  if (userAgent) headers.set('User-Agent', userAgent)
  return headers
}
