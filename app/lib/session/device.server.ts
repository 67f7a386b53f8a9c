import { randomBytes } from 'node:crypto'
import { getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { config } from '#server/config.ts'
import { DEVICE_COOKIE } from './cookie-names.ts'

/** A year: the device is remembered across sessions, so a sign-in from it is not «new». */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The ids this module makes: 32 random bytes, base64url. Anything else in the cookie is replaced. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/

const issued = new WeakMap<Request, string>()

/**
 * This browser's device id, for a sign-in: the long-lived random `device_id` cookie, set now when it
 * is missing (or not one of ours). httpOnly, so no script reads it; SameSite=Lax, Secure in
 * production. Only sign-ins send it to the API, which keeps only its SHA-256. Page renders never
 * read it, so it does not keep a guest from the guest page cache (decision 017).
 */
export function deviceIdForSignIn(): string {
  const request = getRequest()
  const known = issued.get(request) ?? getCookie(DEVICE_COOKIE)
  if (known && DEVICE_ID.test(known)) return known
  const id = randomBytes(32).toString('base64url')
  setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config().production,
    path: '/',
    maxAge: DEVICE_MAX_AGE_SECONDS,
  })
  issued.set(request, id)
  return id
}
