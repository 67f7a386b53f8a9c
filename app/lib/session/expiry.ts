/** Tokens are refreshed this long before the API says they expire: the stored expiry is now − 1 hour + expires_in. */
export const REFRESH_MARGIN_SECONDS = 60 * 60

/** How long the session cookies live: 7 days. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

/** The stored expiry of a token set received at `now` (ms): now − 1 hour + expires_in. */
export const storedExpiry = (now: number, expiresInSeconds: number) => now + (expiresInSeconds - REFRESH_MARGIN_SECONDS) * 1000

/** A refresh is due when the current time is at or after the stored expiry. */
export const isRefreshDue = (now: number, expiry: number) => now >= expiry

/** The access token itself has expired: its stored expiry plus the refresh margin has passed. */
export const isAccessTokenExpired = (now: number, expiry: number) => now >= expiry + REFRESH_MARGIN_SECONDS * 1000
