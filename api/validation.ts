import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { inputIssueMessage } from '#shared/input-messages.ts'
import { ApiError } from './errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'

const NUL_MESSAGE = 'Поле содержит недопустимые символы.'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value))

/**
 * True for text holding a NUL character, also inside lists and nested objects (files are not text).
 * The walk keeps a list of its own instead of calling itself: no nesting can exhaust the call stack.
 */
function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string' && item.includes('\0')) return true
    if (Array.isArray(item)) for (const child of item) pending.push(child)
    else if (isPlainObject(item)) for (const child of Object.values(item)) pending.push(child)
  }
  return false
}

/** The fields of an input whose text holds a NUL character anywhere (PostgreSQL cannot store one). */
export function fieldsWithNul(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return []
  return Object.entries(input)
    .filter(([, value]) => hasNul(value))
    .map(([field]) => field)
}

/**
 * Parses input with a schema, stopping each field at its first problem (one clear message per
 * field). A failure throws ValiError, which the error handler answers with 422. Text with a NUL
 * character is refused first, whatever the field, since no database query could take it. A rule
 * without words of its own (a value of the wrong kind, mostly) gets a short Russian message, never
 * valibot's English nor the value.
 */
export function parseInput<Schema extends v.GenericSchema>(schema: Schema, input: unknown): v.InferOutput<Schema> {
  const withNul = fieldsWithNul(input)
  if (withNul.length > 0) throw new ApiError(422, VALIDATION_MESSAGE, Object.fromEntries(withNul.map((field) => [field, [NUL_MESSAGE]])))
  return v.parse(schema, input, { abortPipeEarly: true, message: inputIssueMessage })
}

/** Validates one part of the request (query, params, JSON...) with parseInput. */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(target: Target, schema: Schema) {
  return validator(target, (value) => parseInput(schema, value))
}

/** A path parameter that names a row: its number, with what to say when it is not one. */
export const IdParam = (message: string) => v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number)) })

/** A URL slug: lower-case latin letters, digits and single hyphens. */
export const SlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Адрес может содержать только латинские буквы, цифры и дефисы.'),
  v.maxLength(120, 'Адрес слишком длинный.'),
)
