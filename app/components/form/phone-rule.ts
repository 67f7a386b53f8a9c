import { isValidPhoneNumber } from 'libphonenumber-js/min'
import * as v from 'valibot'

// A module of its own: libphonenumber's metadata loads only with the forms that ask for a phone.

/** A phone number as the API accepts it (a Russian number when written without a country code). */
export const Phone = v.pipe(
  v.string(),
  v.check((value) => isValidPhoneNumber(value, 'RU'), 'Проверьте номер телефона: например, +7 (999) 123-45-67.'),
)
