import { getRequest } from '@tanstack/react-start/server'

/**
 * Who the site calls the API for, for the API's rate limits and logs: the visitor's address and the
 * browser. The address is the one the server resolved for the connection (srvx puts it on the
 * request as `ip`, taking a proxy's X-Forwarded-For only when TRUST_PROXY allows it); a header the
 * visitor sent is never passed on as it came. The API believes it only with the site's own client
 * token, which never leaves this server.
 */
export function visitorHeaders(): Headers {
  const request = getRequest() as Request & { ip?: string }
  const headers = new Headers()
  if (request.ip) headers.set('X-Forwarded-For', request.ip)
  const userAgent = request.headers.get('user-agent')
  if (userAgent) headers.set('User-Agent', userAgent)
  return headers
}
