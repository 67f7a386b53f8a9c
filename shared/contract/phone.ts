import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { phoneRule } from './fields.ts'

// The phone rule with libphonenumber and its metadata (about 28 KB gzip): the API imports it, the
// browser only ever loads it on demand (app/components/form/phone-rule.ts), never with a page.

/** A phone in any common Russian or international notation as E.164 (+79991234567), or null. */
export function toE164(value: string): string | null {
  const phone = parsePhoneNumberFromString(value, 'RU')
  return phone?.isValid() ? phone.number : null
}

/** A phone number, stored as E.164. */
export const PhoneRule = phoneRule(toE164)
