import type { FieldErrors, FormResult } from '#app/components/form/types.ts'
import type { Profile as ApiProfile } from '#shared/contract/account.ts'
import type { SessionNotice } from './session-notice.ts'

/** The site's view of the account endpoints of the API (api/routes/account.ts, api/routes/users.ts). */

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

/**
 * What an account action answers: a form's result, and for a failure whether it failed because the
 * session has ended (the browser then signs out and asks to sign in again; see use-session-end.ts).
 */
export type AccountResult = { ok: true; message: string } | { ok: false; message: string; errors: FieldErrors; sessionEnded?: true }

/** True when an action's answer says the session has ended. */
export const isSessionEnded = (result: FormResult | AccountResult): boolean =>
  !result.ok && 'sessionEnded' in result && result.sessionEnded === true
