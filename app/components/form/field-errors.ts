import * as v from 'valibot'
import type { FieldErrors } from './types.ts'

/**
 * Checks input against a schema: the first problem of each field, keyed by the field. Every rule
 * runs (no early abort), so a form-level rule such as "email or phone" is reported together with
 * the other fields' problems. The rules themselves are the API's (shared/contract/).
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
