import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import * as v from 'valibot'
import { MIN_FILL_MILLISECONDS } from '../../shared/forms.ts'
import { requiredText } from '../validation.ts'

/** Field rules shared by the site's forms; every message is for the person filling the form. */

export const NameField = v.pipe(
  requiredText('Укажите имя.'),
  v.minLength(2, 'Имя слишком короткое.'),
  v.maxLength(100, 'Имя должно быть не длиннее 100 символов.'),
)

export const EmailField = v.pipe(
  requiredText('Укажите электронную почту.'),
  v.maxLength(254, 'Адрес почты слишком длинный.'),
  v.email('Проверьте адрес электронной почты: например, name@company.ru.'),
  v.toLowerCase(),
)

/** A phone number in any common Russian or international notation, stored as E.164 (+79991234567). */
export const PhoneField = v.pipe(
  requiredText('Укажите телефон.'),
  v.maxLength(32, 'Номер телефона слишком длинный.'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const phone = parsePhoneNumberFromString(dataset.value, 'RU')
    if (!phone?.isValid()) {
      addIssue({ message: 'Проверьте номер телефона: например, +7 999 123-45-67.' })
      return NEVER
    }
    return phone.number
  }),
)

/** An optional text field: empty input is treated as not given. */
export const optional = <S extends v.GenericSchema<string, unknown> | v.GenericSchema<string | undefined, unknown>>(schema: S) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.optional(schema),
    ),
  )

const CONSENT_MESSAGE = 'Подтвердите согласие на обработку персональных данных.'

/** Consent to the personal data policy: required; a checkbox sends a string, JSON may send true. */
export const ConsentField = v.pipe(
  v.optional(v.union([v.string(), v.boolean()], CONSENT_MESSAGE), ''),
  v.check((value) => value === true || (typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value)), CONSENT_MESSAGE),
)

/** A company name, optional wherever it is asked. */
export const CompanyField = v.pipe(v.string(), v.maxLength(150, 'Название компании должно быть не длиннее 150 символов.'))

/** Anti-spam fields: a honeypot that people never see, and when the form was shown. */
export const AntiSpamFields = {
  website: v.optional(v.string(), ''),
  started_at: v.optional(v.string(), ''),
}

/** Why a submission looks automated, or null when it looks like a person's. */
export function spamReason(fields: { website: string; started_at: string }, now = Date.now()): string | null {
  if (fields.website.trim() !== '') return 'honeypot'
  const started = Number(fields.started_at)
  if (!Number.isFinite(started) || started <= 0) return 'no start time'
  if (now - started < MIN_FILL_MILLISECONDS) return 'filled too fast'
  return null
}
