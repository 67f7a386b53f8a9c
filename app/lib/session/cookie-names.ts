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
 * Every cookie the server reads while rendering a page. A request without any of them gets the page
 * every guest gets, which is what lets the server keep guest pages (server/page-cache).
 */
export const PERSONAL_COOKIES: readonly string[] = [...Object.values(SESSION_COOKIES), ENDED_NOTE_COOKIE]
