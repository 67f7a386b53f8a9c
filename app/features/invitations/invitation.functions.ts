import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { asGuest, signInAction, tokensAsGuest } from '#app/features/auth/auth.server.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import type { InvitationCheck } from './types.ts'

// Inputs are only shaped here; the API checks every rule and answers in words for people.
const text = v.pipe(v.string(), v.maxLength(1000))

/**
 * Checks an invitation link at the API, as a guest (the site's client token never leaves the
 * server), without accepting it. A link that cannot be used and too many attempts come back with
 * the API's words; any other failure is thrown. POST, so the token stays out of addresses and logs.
 */
export const checkStaffInvitation = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ token: text })))
  .handler(async ({ data }): Promise<InvitationCheck> => {
    try {
      const invitation = await asGuest('/v1/staff-invitations/check', data)
      return { usable: true, email: invitation.email, role: invitation.role, accountExists: invitation.account_exists }
    } catch (error) {
      if (!(error instanceof ApiRequestError) || ![422, 429].includes(error.status)) throw error
      const problem = error.status === 429 ? 'too-many-attempts' : 'unusable'
      return { usable: false, problem, message: error.errors?.token?.[0] ?? error.message }
    }
  })

/**
 * Accepts an invitation: a new account with the name and password given, or the address's account
 * as it is, gets its role, and the person is signed in as that account in place of any session this
 * browser had.
 */
export const acceptStaffInvitation = createServerFn({ method: 'POST' })
  .validator(
    validInput(v.object({ token: text, name: v.optional(text), password: v.optional(text), password_confirmation: v.optional(text) })),
  )
  .handler(({ data }) =>
    signInAction('staff-invitation', () => tokensAsGuest('/v1/staff-invitations/accept', data), 'Приглашение принято.'),
  )
