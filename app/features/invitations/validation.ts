import * as v from 'valibot'
import { Confirmation } from '#app/features/auth/validation.ts'
import { NameRule } from '#shared/contract/fields.ts'
import { NewPasswordRule, withMatchingPasswords } from '#shared/contract/passwords.ts'

/** The account an invitation makes for an address that has none: a name and a new password typed twice, as at registration. */
export const NewStaffAccountSchema = withMatchingPasswords(
  v.object({ name: NameRule, password: NewPasswordRule, password_confirmation: Confirmation }),
)

/** An address with an account already accepts as it is. */
export const ExistingAccountSchema = v.object({})
