import { getRequest } from '@tanstack/react-start/server'
import { deviceIdForSignIn } from '#app/lib/session/device.server.ts'

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

/**
 * The headers of a call that signs the visitor in: theirs, and this browser's device id (its cookie is
 * set now when missing). The API records them in the account's list of sessions, believing them only
 * from the site's own client, and mails the owner when the device is new to the account.
 */
export function signInHeaders(): Headers {
  const headers = visitorHeaders()
  headers.set('X-Device-Id', deviceIdForSignIn())
  return headers
}
