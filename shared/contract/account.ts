// The account answers of the API. Types only: nothing here runs.
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
