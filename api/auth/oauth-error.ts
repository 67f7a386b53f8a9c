import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'

/** A token endpoint error in the shape of RFC 6749, section 5.2 (plus `message`, as Passport sends). */
export class OAuthError extends Error {
  readonly code: OAuthErrorCode
  readonly status: ContentfulStatusCode

  constructor(code: OAuthErrorCode, description: string) {
    super(description)
    this.code = code
    // invalid_client is 401 (the client failed to authenticate); everything else is 400.
    this.status = code === 'invalid_client' ? 401 : 400
  }

  toJSON() {
    return { error: this.code, error_description: this.message, message: this.message }
  }
}
