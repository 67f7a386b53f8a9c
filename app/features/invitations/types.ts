import type { StaffRole } from '#shared/contract/staff.ts'

/** `POST /v1/staff-invitations/check`, as the API answers it for a usable invitation. */
export interface ApiInvitation {
  email: string
  role: StaffRole
  /** The address has an account already: accepting needs no name or password. */
  account_exists: boolean
}

/**
 * Whether an invitation link can be accepted now: what it offers, or why not in the API's words
 * (unusable: unknown, expired or accepted already; too many attempts from this address).
 */
export type InvitationCheck =
  | { usable: true; email: string; role: StaffRole; accountExists: boolean }
  | { usable: false; problem: 'unusable' | 'too-many-attempts'; message: string }
