import type { StaffRole } from '#shared/contract/staff.ts'

/**
 * Whether an invitation link can be accepted now: what it offers, or why not in the API's words
 * (unusable: unknown, expired or accepted already; too many attempts from this address).
 */
export type InvitationCheck =
  | { usable: true; email: string; role: StaffRole; accountExists: boolean }
  | { usable: false; problem: 'unusable' | 'too-many-attempts'; message: string }
