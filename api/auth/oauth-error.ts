import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiEnv } from '../context.ts'

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  // RFC 6749 names these two for the authorization endpoint; the token endpoint uses them for its
  // own failures (an outage or a rate limit: try again later; a fault: give up).
  | 'server_error'
  | 'temporarily_unavailable'
  // An extension (RFC 6749, 8.5): the password was right, and the account also needs its second
  // factor; the client asks for the code and repeats the request with `otp`.
  | 'mfa_required'

/** The challenge of a failed client authentication: HTTP Basic, with the realm RFC 7617 requires. */
export const BASIC_CHALLENGE = 'Basic realm="oauth", charset="UTF-8"'

/** A token endpoint error in the shape of RFC 6749, section 5.2 (plus `message`, as Passport sends). */
export class OAuthError extends Error {
  readonly code: OAuthErrorCode
  readonly status: ContentfulStatusCode

  /** invalid_client is 401 (the client failed to authenticate); the protocol's other errors are 400. */
  constructor(code: OAuthErrorCode, description: string, status: ContentfulStatusCode = code === 'invalid_client' ? 401 : 400) {
    super(description)
    this.code = code
    this.status = status
  }

  toJSON() {
    return { error: this.code, error_description: this.message, message: this.message }
  }
}

/**
 * The OAuth error for a failure that is not one of the protocol's own (a body too large, a
 * cross-site request, a rate limit, an outage), keeping its status and its message.
 */
export function asOAuthError(status: ContentfulStatusCode, message: string): OAuthError {
  if (status === 429 || status === 503) return new OAuthError('temporarily_unavailable', message, status)
  if (status >= 500) return new OAuthError('server_error', message, status)
  return new OAuthError('invalid_request', message, status)
}

/**
 * Marks the request as one to an OAuth endpoint: whatever refuses it, however early (origin check,
 * body limit, rate limit), answers in the OAuth error shape (see errorHandler), and no answer of the
 * endpoint, a token or an error, is kept by any cache.
 */
export const oauthEndpoint: MiddlewareHandler<ApiEnv> = async (c, next) => {
  c.set('oauthErrors', true)
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
  c.res.headers.set('Pragma', 'no-cache')
}
