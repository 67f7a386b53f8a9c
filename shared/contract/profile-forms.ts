import * as v from 'valibot'
import { CurrentCodeRule } from './codes.ts'
import { CompanyRule, EmailRule, NameRule, optionalText, requiredText, type TextRule } from './fields.ts'
import { DeletionPasswordRule, type NewPassword, NewPasswordRule, withMatchingPasswords } from './passwords.ts'

// The profile's forms as the site sends them to `PATCH /v1/users` and `DELETE /v1/users`, with the
// words a person reads. The API reads any part of them (what is absent stays as it is) and passes
// its stricter rules in: `phone` and `password` are the browser's rule or the API's.

/** A new address or password needs the current password. */
export const CURRENT_PASSWORD_NEEDED = 'Введите текущий пароль: без него нельзя сменить почту или пароль.'

/** The details form: name, address, phone and company; a new address (`emailChanges`) also needs the current password. */
export const profileDetailsSchema = (phone: TextRule, emailChanges = false) =>
  v.object({
    name: NameRule,
    email: EmailRule,
    phone: optionalText(phone),
    company: optionalText(CompanyRule),
    current_password: emailChanges ? requiredText(CURRENT_PASSWORD_NEEDED) : v.optional(v.string()),
  })

/** The password form's fields: the current password, and a new one typed twice. */
export const passwordChangeFields = (password: NewPassword = NewPasswordRule) => ({
  current_password: v.pipe(v.string(CURRENT_PASSWORD_NEEDED), v.nonEmpty(CURRENT_PASSWORD_NEEDED)),
  password,
  password_confirmation: v.pipe(v.string('Повторите новый пароль.'), v.nonEmpty('Повторите новый пароль.')),
})

/** The password form, as the browser checks it (the API passes in its stricter password rule). */
export const PasswordChangeSchema = withMatchingPasswords(v.object(passwordChangeFields()))

/**
 * An account deleted: the password always, and the second factor's code when the account has one.
 * Only the API knows that; once it has asked (`codeNeeded`), the form needs the code too.
 */
export const deletionSchema = (codeNeeded = false) =>
  v.object({ password: DeletionPasswordRule, code: codeNeeded ? CurrentCodeRule : optionalText(CurrentCodeRule) })
