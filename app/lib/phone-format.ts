import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

// Server only in practice: fetchProfile formats the phone, so the browser never loads libphonenumber
// to show a profile.

/**
 * A stored phone (E.164, +79991234567) as people in Russia write it: +7 (999) 123-45-67; a foreign
 * number in its international form.
 */
export function formatPhone(phone: string): string {
  const russian = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone)
  if (russian) return `+7 (${russian[1]}) ${russian[2]}-${russian[3]}-${russian[4]}`
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
}
