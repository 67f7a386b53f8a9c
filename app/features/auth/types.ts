import type { Profile as ApiProfile } from '#shared/contract/account.ts'
import type { SessionNotice } from './session-notice.ts'

/**
 * The site's view of the account endpoints of the API (api/routes/register.ts, email.ts, password.ts,
 * login-links.ts, login-by-token.ts, profile.ts, users.ts).
 */

/** `GET /v1/profile`, as the API answers it. */
export type { ApiProfile }

/** The profile as the site's screens get it (fetchProfile): the API's, with the phone written for people. */
export interface Profile extends ApiProfile {
  /**
   * The phone as people in Russia read it, formatted by the site's server: the browser then needs
   * no phone metadata (libphonenumber) to show a profile.
   */
  phone_display: string | null
}

/**
 * What the browser knows of the session: only whether there is one (the tokens stay in httpOnly
 * cookies), and for a guest, what to tell them about the session they just lost.
 */
export type SessionState = { authenticated: true } | { authenticated: false; notice?: SessionNotice }
