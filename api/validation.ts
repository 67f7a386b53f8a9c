import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'

/**
 * Validates one part of the request with a valibot schema; a failure throws ValiError,
 * which the error handler answers with 422 and a message per field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value) => v.parse(schema, value))
}

/** A URL slug: lower-case latin letters, digits and single hyphens. */
export const SlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Адрес может содержать только латинские буквы, цифры и дефисы.'),
  v.maxLength(120, 'Адрес слишком длинный.'),
)
