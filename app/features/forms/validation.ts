import { isValidPhoneNumber } from 'libphonenumber-js/min'
import * as v from 'valibot'
import type { FieldErrors } from './types.ts'

/**
 * The forms' rules in the browser, with the API's own words (api/content/form-fields.ts and
 * api/routes/forms.ts), so a person learns about a mistake before anything is sent. The API
 * checks everything again.
 */

export const VALIDATION_MESSAGE = 'Проверьте правильность заполнения полей.'

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))

/** Empty text means "not given"; otherwise the schema applies. */
const optionalText = (schema: v.GenericSchema<string, unknown>) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.union([v.literal(''), schema]),
  )

const Name = v.pipe(
  required('Укажите имя.'),
  v.minLength(2, 'Имя слишком короткое.'),
  v.maxLength(100, 'Имя должно быть не длиннее 100 символов.'),
)

const EMAIL_MESSAGE = 'Проверьте адрес электронной почты: например, name@company.ru.'
const Email = v.pipe(v.string(), v.maxLength(254, 'Адрес почты слишком длинный.'), v.email(EMAIL_MESSAGE))

const Phone = v.pipe(
  v.string(),
  v.check((value) => isValidPhoneNumber(value, 'RU'), 'Проверьте номер телефона: например, +7 (999) 123-45-67.'),
)

const Consent = v.literal(true, 'Подтвердите согласие на обработку персональных данных.')

export const ContactSchema = v.pipe(
  v.object({
    name: Name,
    email: optionalText(Email),
    phone: optionalText(Phone),
    message: v.pipe(
      required('Напишите сообщение.'),
      v.minLength(10, 'Сообщение слишком короткое.'),
      v.maxLength(3000, 'Сообщение должно быть не длиннее 3000 символов.'),
    ),
    consent: Consent,
  }),
  v.forward(
    v.partialCheck([['email'], ['phone']], (input) => Boolean(input.email || input.phone), 'Оставьте почту или телефон, чтобы мы могли ответить.'),
    ['email'],
  ),
)

export const DESCRIPTION_MAX_LENGTH = 5000
export const DESCRIPTION_MIN_LENGTH = 20

export const BriefSchema = v.object({
  name: Name,
  company: optionalText(v.pipe(v.string(), v.maxLength(150, 'Название компании должно быть не длиннее 150 символов.'))),
  email: v.pipe(required('Укажите электронную почту.'), Email),
  phone: optionalText(Phone),
  services: v.pipe(v.array(v.string()), v.minLength(1, 'Выберите хотя бы одну услугу.')),
  description: v.pipe(
    required('Опишите задачу.'),
    v.minLength(DESCRIPTION_MIN_LENGTH, 'Опишите задачу чуть подробнее — хотя бы пару предложений.'),
    v.maxLength(DESCRIPTION_MAX_LENGTH, `Описание должно быть не длиннее ${DESCRIPTION_MAX_LENGTH} символов.`),
  ),
  consent: Consent,
})

/**
 * Checks input against a schema: the first problem of each field, keyed by the field. Every rule
 * runs (no early abort), so a form-level rule such as "email or phone" is reported together with
 * the other fields' problems.
 */
export function fieldErrorsOf(schema: v.GenericSchema, input: unknown): FieldErrors {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split('.')[0] || '_'
    errors[field] ??= [issue.message]
  }
  return errors
}
