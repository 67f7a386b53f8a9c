import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { config } from '#server/config.ts'
import { ENDED_NOTE_COOKIE, SESSION_COOKIES as COOKIES } from './cookie-names.ts'
import { SESSION_MAX_AGE_SECONDS, storedExpiry } from './expiry.ts'
import type { TokenSet } from '#shared/contract/account.ts'

/** The session as the cookies hold it. `expiresAt` is the stored expiry (ms), kept in the `expires_in` cookie. */
export interface StoredSession {
  accessToken: string
  refreshToken: string
  tokenType: string
  expiresAt: number
}

const ENDED_NOTE_MAX_AGE_SECONDS = 10 * 60

/** httpOnly, SameSite=Lax, Secure in production; no lifetime (deletions, or callers add one). */
const baseCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config().production,
  path: '/',
})

// Cookies written during a request are not in that request's Cookie header: later reads in the same
// request see what was written, through these memos.
const written = new WeakMap<Request, StoredSession | null>()
const endedNote = new WeakMap<Request, boolean>()

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
  const options = { ...baseCookieOptions(), maxAge: SESSION_MAX_AGE_SECONDS }
  setCookie(COOKIES.accessToken, session.accessToken, options)
  setCookie(COOKIES.refreshToken, session.refreshToken, options)
  setCookie(COOKIES.expiresIn, String(session.expiresAt), options)
  setCookie(COOKIES.tokenType, session.tokenType, options)
  written.set(getRequest(), session)
  // A new session makes a note about an ended one moot.
  takeSessionEndedNote()
  return session
}

/**
 * Why a session is forgotten: the person signed out (or replaced it) themselves, or it `ended` for a
 * reason they did not choose (a refused refresh, a revoked token), which they must be told about.
 */
export type SessionClearReason = 'signed-out' | 'ended'

/** Forgets the session: the user is signed out. */
export function clearSessionCookies(reason: SessionClearReason = 'signed-out'): void {
  const options = baseCookieOptions()
  for (const name of Object.values(COOKIES)) deleteCookie(name, options)
  const request = getRequest()
  written.set(request, null)
  if (reason === 'ended') {
    setCookie(ENDED_NOTE_COOKIE, '1', { ...options, maxAge: ENDED_NOTE_MAX_AGE_SECONDS })
    endedNote.set(request, true)
  } else {
    // Signing out supersedes a note about the session ending by itself moments before.
    takeSessionEndedNote()
  }
}

/**
 * Whether a note about a session that ended by itself waits to be told (left by an earlier request,
 * or written by this one). Reading it removes nothing: a page render only knows at its end whether
 * the page it sends tells the person (see takeSessionEndedNote).
 */
export function hasSessionEndedNote(): boolean {
  return endedNote.get(getRequest()) ?? getCookie(ENDED_NOTE_COOKIE) === '1'
}

/**
 * True once when the session ended by itself (in this request, or in an earlier one whose answer
 * could not say so); the note is removed then. An answer takes it only when it tells the person (a
 * server function's answer to the browser, a rendered page that carries the notice; never a
 * redirect), so they are told exactly once; a new session or a sign-out drops it as moot.
 */
export function takeSessionEndedNote(): boolean {
  if (!hasSessionEndedNote()) return false
  endedNote.set(getRequest(), false)
  deleteCookie(ENDED_NOTE_COOKIE, baseCookieOptions())
  return true
}
