import * as v from 'valibot'
import { Phone } from '#app/components/form/phone-rule.ts'
import { CompanyRule, ConsentRule, EmailRule, NameRule, optionalText } from '#shared/contract/fields.ts'
import { NewPasswordRule, withMatchingPasswords } from '#shared/contract/passwords.ts'
import { Confirmation } from './validation.ts'

// Apart from the other account rules: the phone rule (and libphonenumber) loads only with registration.

export const RegistrationSchema = withMatchingPasswords(
  v.object({
    name: NameRule,
    email: EmailRule,
    phone: optionalText(Phone),
    company: optionalText(CompanyRule),
    password: NewPasswordRule,
    password_confirmation: Confirmation,
    consent: ConsentRule,
  }),
)
