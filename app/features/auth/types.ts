import type { ApiAnswer } from '#app/lib/api/contract.ts'
import type { SessionNotice } from './session-notice.ts'

/** `GET /v1/profile`, as the API answers it: `phone` in E.164, `role` only for the agency's staff. */
type ApiProfile = ApiAnswer<'/v1/profile'>

/** The profile as the site's screens get it (fetchProfile): the API's, with the phone written for people. */
export type Profile = ApiProfile & {
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
