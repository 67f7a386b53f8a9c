import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'

/**
 * Parses input with a schema, stopping each field at its first problem (one clear message per
 * field). A failure throws ValiError, which the error handler answers with 422.
 */
export function parseInput<Schema extends v.GenericSchema>(schema: Schema, input: unknown): v.InferOutput<Schema> {
  return v.parse(schema, input, { abortPipeEarly: true })
}

/** Validates one part of the request (query, params, JSON...) with parseInput. */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value) => parseInput(schema, value))
}

/**
 * A required text field whose message also covers a missing key (valibot would otherwise report
 * a missing key in its own words). Further checks follow in the pipe.
 */
export const requiredText = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message))

/** A URL slug: lower-case latin letters, digits and single hyphens. */
export const SlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Адрес может содержать только латинские буквы, цифры и дефисы.'),
  v.maxLength(120, 'Адрес слишком длинный.'),
)
