import * as v from 'valibot'
import { Consent, Name, optionalText } from '#app/components/form/field-rules.ts'
import { Phone } from '#app/components/form/phone-rule.ts'
import { AccountEmail, Confirmation, confirmed, NewPassword, PASSWORDS_DIFFER } from './validation.ts'

// Apart from the other account rules: the phone rule (and libphonenumber) loads only with registration.

export const RegistrationSchema = v.pipe(
  v.object({
    name: Name,
    email: AccountEmail,
    phone: optionalText(Phone),
    company: optionalText(v.pipe(v.string(), v.maxLength(150, 'Название компании должно быть не длиннее 150 символов.'))),
    password: NewPassword,
    password_confirmation: Confirmation,
    consent: Consent,
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], confirmed, PASSWORDS_DIFFER), ['password_confirmation']),
)
