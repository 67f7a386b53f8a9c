import * as v from 'valibot'
import { Phone } from '#app/components/form/phone-rule.ts'
import { CompanyRule, EmailRule, NameRule, optionalText, requiredText } from '#shared/contract/fields.ts'
import { NewPasswordRule, withMatchingPasswords } from '#shared/contract/passwords.ts'

/** Client-side rules of the profile forms: the API's own (shared/contract/); the API checks everything again. */

const CURRENT_PASSWORD_NEEDED = 'Введите текущий пароль: без него нельзя сменить почту или пароль.'

/** Name, email, phone and company; a new email also needs the current password. */
export const profileDetailsSchema = (emailChanges: boolean) =>
  v.object({
    name: NameRule,
    email: EmailRule,
    phone: optionalText(Phone),
    company: optionalText(CompanyRule),
    current_password: emailChanges ? requiredText(CURRENT_PASSWORD_NEEDED) : v.string(),
  })

export const PasswordChangeSchema = withMatchingPasswords(
  v.object({
    current_password: v.pipe(v.string(), v.nonEmpty('Введите текущий пароль.')),
    password: NewPasswordRule,
    password_confirmation: v.pipe(v.string(), v.nonEmpty('Повторите новый пароль.')),
  }),
)

/** Addresses are the same whatever their case (the API keeps them lower-case). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
