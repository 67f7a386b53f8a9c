import * as v from 'valibot'
import { EmailRule } from '#shared/contract/fields.ts'
import { NewPasswordRule, withMatchingPasswords } from '#shared/contract/passwords.ts'

/**
 * Client-side rules of the account forms: the API's own (shared/contract/), so a mistake shows
 * before anything is sent. The API checks everything again, including what only it can know (a
 * password that is too common, an address already taken).
 */

export const Confirmation = v.pipe(v.string(), v.nonEmpty('Повторите пароль.'))

export const LoginSchema = v.object({
  email: EmailRule,
  // Any password may be an old one: only its presence is checked here.
  password: v.pipe(v.string(), v.nonEmpty('Введите пароль.')),
})

export const EmailOnlySchema = v.object({ email: EmailRule })

/** The reset form: a new password typed twice. */
export const ResetPasswordSchema = withMatchingPasswords(v.object({ password: NewPasswordRule, password_confirmation: Confirmation }))
