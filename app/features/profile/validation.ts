import { Phone } from '#app/components/form/phone-rule.ts'
import { profileDetailsSchema } from '#shared/contract/profile-forms.ts'

/** The details form's rules in the browser: the API's own, with the phone rule fetched on demand. */
export const detailsSchema = (emailChanges: boolean) => profileDetailsSchema(Phone, emailChanges)

/** Addresses are the same whatever their case (the API keeps them lower-case). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
