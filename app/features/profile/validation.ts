import * as v from 'valibot'
import { Name, optionalText, required } from '#app/components/form/field-rules.ts'
import { Phone } from '#app/components/form/phone-rule.ts'
import { AccountEmail, NewPassword, PASSWORDS_DIFFER } from '#app/features/auth/validation.ts'

/**
 * Client-side rules of the profile forms, in the API's own words (api/routes/users.ts,
 * api/services/accounts.ts); the API checks everything again.
 */

export const CURRENT_PASSWORD_NEEDED = 'Введите текущий пароль: без него нельзя сменить почту или пароль.'

const Company = optionalText(v.pipe(v.string(), v.maxLength(150, 'Название компании должно быть не длиннее 150 символов.')))

/** Name, email, phone and company; a new email also needs the current password. */
export const profileDetailsSchema = (emailChanges: boolean) =>
  v.object({
    name: Name,
    email: AccountEmail,
    phone: optionalText(Phone),
    company: Company,
    current_password: emailChanges ? required(CURRENT_PASSWORD_NEEDED) : v.string(),
  })

export const PasswordChangeSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(), v.nonEmpty('Введите текущий пароль.')),
    password: NewPassword,
    password_confirmation: v.pipe(v.string(), v.nonEmpty('Повторите новый пароль.')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password_confirmation === '' || input.password === input.password_confirmation,
      PASSWORDS_DIFFER,
    ),
    ['password_confirmation'],
  ),
)

/** Addresses are the same whatever their case (the API keeps them lower-case). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
