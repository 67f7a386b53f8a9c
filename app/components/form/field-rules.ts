import * as v from 'valibot'
import type { FieldErrors } from './types.ts'

/**
 * Field rules of the site's forms in the browser, in the API's own words (api/content/form-fields.ts),
 * so a person learns about a mistake before anything is sent. The API checks everything again.
 */

export const VALIDATION_MESSAGE = 'Проверьте правильность заполнения полей.'

export const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))

/** Empty text means "not given"; otherwise the schema applies. */
export const optionalText = (schema: v.GenericSchema<string, unknown>) => v.pipe(v.string(), v.trim(), v.union([v.literal(''), schema]))

export const Name = v.pipe(
  required('Укажите имя.'),
  v.minLength(2, 'Имя слишком короткое.'),
  v.maxLength(100, 'Имя должно быть не длиннее 100 символов.'),
)

export const EMAIL_MESSAGE = 'Проверьте адрес электронной почты: например, name@company.ru.'
export const Email = v.pipe(v.string(), v.maxLength(254, 'Адрес почты слишком длинный.'), v.email(EMAIL_MESSAGE))

export const Consent = v.literal(true, 'Подтвердите согласие на обработку персональных данных.')

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
