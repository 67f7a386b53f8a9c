import * as v from 'valibot'

// Field rules of the site's forms, with the words a person reads: the browser checks with them
// before sending, the API checks again with the same ones. Browser-safe: no server code, and no
// phone metadata (the phone rule takes its check from whoever uses it; see phone.ts).

/** What a form says above the fields when any of them has a problem. */
export const VALIDATION_MESSAGE = 'Проверьте правильность заполнения полей.'

/**
 * A required text field whose message also covers a missing key (valibot would otherwise report
 * a missing key in its own words). Further checks follow in the pipe.
 */
export const requiredText = (message: string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message))

/** An optional text field: empty input is not given (undefined); otherwise the rule applies. */
export const optionalText = <S extends v.GenericSchema<string, unknown> | v.GenericSchema<string | undefined, unknown>>(schema: S) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.optional(schema),
    ),
  )

export const NameRule = v.pipe(
  requiredText('Укажите имя.'),
  v.minLength(2, 'Имя слишком короткое.'),
  v.maxLength(100, 'Имя должно быть не длиннее 100 символов.'),
)

export const EmailRule = v.pipe(
  requiredText('Укажите электронную почту.'),
  v.maxLength(254, 'Адрес почты слишком длинный.'),
  v.email('Проверьте адрес электронной почты: например, name@company.ru.'),
  v.toLowerCase(),
)

/** A company name, optional wherever it is asked. */
export const CompanyRule = v.pipe(v.string(), v.maxLength(150, 'Название компании должно быть не длиннее 150 символов.'))

const CONSENT_MESSAGE = 'Подтвердите согласие на обработку персональных данных.'

/** Consent to the personal data policy: required; a checkbox sends a string, JSON and the browser send true. */
export const ConsentRule = v.pipe(
  v.optional(v.union([v.string(), v.boolean()], CONSENT_MESSAGE), ''),
  v.check((value) => value === true || (typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value)), CONSENT_MESSAGE),
)

const PHONE_MESSAGE = 'Проверьте номер телефона: например, +7 (999) 123-45-67.'

/** A rule for one text field: what it takes (text, or nothing at all) and what it gives. */
export type TextRule = v.GenericSchema<string, string> | v.GenericSchema<string | undefined, string>

/**
 * A phone number, kept as `normalize` writes it; `normalize` answers null for what is not a phone
 * number. The API passes libphonenumber's E.164 form (phone.ts); the browser passes the same
 * function once it has loaded it on demand (app/components/form/phone-rule.ts).
 */
export const phoneRule = (normalize: (value: string) => string | null) =>
  v.pipe(
    requiredText('Укажите телефон.'),
    v.maxLength(32, 'Номер телефона слишком длинный.'),
    v.check((value) => normalize(value) !== null, PHONE_MESSAGE),
    v.transform((value) => normalize(value) ?? value),
  )
