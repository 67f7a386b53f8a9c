import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { asGuest } from './auth.server.ts'

/**
 * Whether a mailed reset link can be used now. A link that cannot (the API says the same whatever
 * the reason) and too many attempts come back with the API's words; any other failure is thrown.
 */
export type ResetLinkCheck = { usable: true } | { usable: false; problem: 'unusable' | 'too-many-attempts'; message: string }

const text = v.pipe(v.string(), v.maxLength(1000))

/** Checks a reset link at the API without using it up. POST, so the token stays out of addresses and logs. */
export const checkResetLink = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ token: text, email: text })))
  .handler(async ({ data }): Promise<ResetLinkCheck> => {
    try {
      await asGuest('/v1/password/reset/check', data)
      return { usable: true }
    } catch (error) {
      if (!(error instanceof ApiRequestError) || ![422, 429].includes(error.status)) throw error
      return { usable: false, problem: error.status === 429 ? 'too-many-attempts' : 'unusable', message: error.message }
    }
  })
