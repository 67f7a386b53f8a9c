// The account answers of the API. Types only: nothing here runs.
import type { Device } from './device.ts'
import type { StaffRole } from './staff.ts'

/** `GET /v1/profile`. */
export interface Profile {
  id: number
  name: string
  email: string
  /** E.164 (+79991234567). */
  phone: string | null
  company: string | null
  email_verified_at: string | null
  /** The agency's staff only: what the staff area lets this person do. */
  role: StaffRole | null
  created_at: string
}

/** The token response (RFC 6749, section 5.1): `POST /oauth/token`, registration, sign-in by link. */
export interface TokenSet {
  token_type: 'Bearer'
  expires_in: number
  access_token: string
  refresh_token: string
}

/** One of the account's sign-ins: `GET /v1/sessions`. */
export interface AccountSession {
  id: number
  /** Read from the User-Agent by a parser; null when it could not be told. */
  device: Device
  /** The IP at sign-in, when known. */
  ip: string | null
  created_at: string
  last_used_at: string
  /** The session the request itself was made with. */
  current: boolean
}
