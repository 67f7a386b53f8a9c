import { phoneValue } from '#app/components/form/phone-mask.ts'
import type { FieldReader } from '#app/components/form/use-validated-form.ts'

/** Whose account it is, as registration and the profile read it from their forms: trimmed, the phone as the mask left it. */
export const readAccountDetails = (field: FieldReader) => ({
  name: field.trimmed('name'),
  email: field.trimmed('email'),
  phone: phoneValue(field.text('phone')),
  company: field.trimmed('company'),
})
