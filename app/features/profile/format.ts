import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

// Moscow time on the server and in every browser: the same date in the HTML and after hydration.
const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' })

/** «22 ноября 2026» (without the «г.» the format adds). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso)).replace(/\s*г\.$/, '')
}

/**
 * A stored phone (E.164, +79991234567) as people in Russia write it: +7 (999) 123-45-67; a foreign
 * number in its international form.
 */
export function formatPhone(phone: string): string {
  const russian = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone)
  if (russian) return `+7 (${russian[1]}) ${russian[2]}-${russian[3]}-${russian[4]}`
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
}
