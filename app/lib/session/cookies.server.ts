import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { SESSION_MAX_AGE_SECONDS, storedExpiry } from './expiry.ts'

/** The API's token response (RFC 6749, section 5.1). */
export interface TokenSet {
  token_type: string
  expires_in: number
  access_token: string
  refresh_token: string
}

/** The session as the cookies hold it. `expiresAt` is the stored expiry (ms), kept in the `expires_in` cookie. */
export interface StoredSession {
  accessToken: string
  refreshToken: string
  tokenType: string
  expiresAt: number
}

/** The four cookies of the specification. */
const COOKIES = { accessToken: 'access_token', refreshToken: 'refresh_token', expiresIn: 'expires_in', tokenType: 'token_type' } as const

const cookieOptions = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: process.env.NODE_ENV === 'production',
  path: '/',
  maxAge: SESSION_MAX_AGE_SECONDS,
})

// Cookies written during a request are not in that request's Cookie header: later reads in the same
// request see what was written, through this memo.
const written = new WeakMap<Request, StoredSession | null>()

export function readSessionCookies(): StoredSession | null {
  const request = getRequest()
  if (written.has(request)) return written.get(request)!
  const accessToken = getCookie(COOKIES.accessToken)
  if (!accessToken) return null
  const expiresAt = Number(getCookie(COOKIES.expiresIn))
  return {
    accessToken,
    refreshToken: getCookie(COOKIES.refreshToken) ?? '',
    tokenType: getCookie(COOKIES.tokenType) ?? 'Bearer',
    // An unreadable expiry is treated as due, so the next use refreshes.
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0,
  }
}

/** Stores a token set from the API: the user is now signed in. */
export function writeSessionCookies(tokens: TokenSet, now = Date.now()): StoredSession {
  const session: StoredSession = {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    tokenType: tokens.token_type,
    expiresAt: storedExpiry(now, tokens.expires_in),
  }
  const options = cookieOptions()
  setCookie(COOKIES.accessToken, session.accessToken, options)
  setCookie(COOKIES.refreshToken, session.refreshToken, options)
  setCookie(COOKIES.expiresIn, String(session.expiresAt), options)
  setCookie(COOKIES.tokenType, session.tokenType, options)
  written.set(getRequest(), session)
  return session
}

/** Forgets the session: the user is signed out. */
export function clearSessionCookies(): void {
  const { maxAge: _, ...options } = cookieOptions()
  for (const name of Object.values(COOKIES)) deleteCookie(name, options)
  written.set(getRequest(), null)
}
