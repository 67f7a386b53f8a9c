import * as v from 'valibot'
import { Email, required } from '#app/components/form/field-rules.ts'

/**
 * Client-side rules of the account forms, in the API's own words (api/routes/account.ts,
 * api/auth/passwords.ts), so a mistake shows before anything is sent. The API checks everything
 * again, including what only it can know (a password that is too common, an address already taken).
 */

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const AccountEmail = v.pipe(required('Укажите электронную почту.'), Email)

/** A password being chosen: length only (the common-password check is the API's). */
export const NewPassword = v.pipe(
  v.string(),
  v.nonEmpty('Придумайте пароль.'),
  v.minLength(PASSWORD_MIN_LENGTH, `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов.`),
)

export const PASSWORDS_DIFFER = 'Пароли не совпадают.'

/** The repeated password matches the first one (an empty one is asked for by its own rule). */
export const confirmed = (input: { password: string; password_confirmation: string }) =>
  input.password_confirmation === '' || input.password_confirmation === input.password

export const Confirmation = v.pipe(v.string(), v.nonEmpty('Повторите пароль.'))

export const LoginSchema = v.object({
  email: AccountEmail,
  // Any password may be an old one: only its presence is checked here.
  password: v.pipe(v.string(), v.nonEmpty('Введите пароль.')),
})

export const EmailOnlySchema = v.object({ email: AccountEmail })

export const NewPasswordSchema = v.pipe(
  v.object({ password: NewPassword, password_confirmation: Confirmation }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], confirmed, PASSWORDS_DIFFER), ['password_confirmation']),
)
