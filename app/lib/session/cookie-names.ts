/** The four session cookies. */
export const SESSION_COOKIES = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  expiresIn: 'expires_in',
  tokenType: 'token_type',
} as const

/**
 * A session that ended by itself leaves this note for the browser, in case the answer that ended it
 * cannot tell (a redirect, a page render already on its way): the next answer that can, does.
 */
export const ENDED_NOTE_COOKIE = 'session_ended'

/**
 * This browser's long-lived device id (device.server.ts), sent to the API with sign-ins only, so that
 * a sign-in from a device the account has not used before can be told. Not personal in the page
 * cache's sense: no render reads it, so it is not among PERSONAL_COOKIES.
 */
export const DEVICE_COOKIE = 'device_id'

/**
 * Every cookie the server reads while rendering a page. A request without any of them gets the page
 * every guest gets, which is what lets the server keep guest pages (server/page-cache).
 */
export const PERSONAL_COOKIES: readonly string[] = [...Object.values(SESSION_COOKIES), ENDED_NOTE_COOKIE]
