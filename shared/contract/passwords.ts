import * as v from 'valibot'

// Password rules the site's forms and the API share. Whether a password is too common is the API's
// check alone (its list is large and server-side).

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** A password being chosen: its length. */
export const NewPasswordRule = v.pipe(
  v.optional(v.string('Придумайте пароль.'), ''),
  v.nonEmpty('Придумайте пароль.'),
  v.minLength(PASSWORD_MIN_LENGTH, `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов.`),
)

/** A new password's rule: the shared one (the browser's), or the API's, which also refuses common passwords. */
export type NewPassword = v.GenericSchema<string | undefined, string>

const PASSWORDS_DIFFER = 'Пароли не совпадают.'

type PasswordPair = {
  password?: string | undefined
  password_confirmation?: string | undefined
}

/** The confirmation repeats the new password (or there is no new password). */
const passwordsMatch = (input: PasswordPair) => input.password === undefined || input.password === input.password_confirmation

/**
 * A form's schema with the "passwords match" rule, reported at the confirmation. The rule runs only
 * once both fields pass their own rules, so an empty or too short password is not also called different.
 */
export function withMatchingPasswords<Schema extends v.GenericSchema<unknown, PasswordPair>>(schema: Schema) {
  const rule = v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, PASSWORDS_DIFFER), [
    'password_confirmation',
  ])
  // The rule reads only the two password fields of whatever object the schema gives.
  type Rule = v.BaseValidation<v.InferOutput<Schema>, v.InferOutput<Schema>, v.PartialCheckIssue<PasswordPair>>
  return v.pipe<Schema, Rule>(schema, rule as unknown as Rule)
}

const PASSWORD_FOR_DELETION = 'Введите пароль от аккаунта: без него удалить аккаунт нельзя.'

/** The account's password, typed to confirm its deletion: anything but nothing (the API then checks it). */
export const DeletionPasswordRule = v.pipe(
  v.string(PASSWORD_FOR_DELETION),
  v.check((value) => value.trim() !== '', PASSWORD_FOR_DELETION),
)
