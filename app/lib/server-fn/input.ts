import * as v from 'valibot'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { holdsMoreThan, nestsDeeperThan, TOO_DEEP_MESSAGE, TOO_MANY_VALUES_MESSAGE } from '#shared/input-depth.ts'
import { inputIssueMessage } from '#shared/input-messages.ts'
import { refusal } from './refusals.ts'

/** More fields than any of our functions takes: the answer stays small whatever was sent. */
const MAX_FIELDS = 20

/** `{ field: [message] }`, one message per field; problems of the input as a whole go under `_`. */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' && key.length <= 50 ? key : '_'
    if (errors[field] || Object.keys(errors).length >= MAX_FIELDS) continue
    errors[field] = [issue.message]
  }
  return errors
}

/**
 * A server function's validator from a valibot schema. Input that does not fit is refused with 422
 * and a short Russian message per field: never valibot's English, never the input itself (Start,
 * given a schema, would answer with every issue and the value in it, a password or megabytes).
 * Input nested past MAX_INPUT_DEPTH, or holding more than MAX_INPUT_VALUES values once shared parts are
 * written out, is refused with 400 first. The refusal is thrown as a Response,
 * which Start sends as it is.
 */
export function validInput<Schema extends v.GenericSchema>(schema: Schema) {
  return (input: v.InferInput<Schema>): v.InferOutput<Schema> => {
    // Before anything walks it (the API client's JSON.stringify overflows the stack a few thousand levels down).
    if (nestsDeeperThan(input)) throw Response.json({ message: TOO_DEEP_MESSAGE }, { status: 400 })
    if (holdsMoreThan(input)) throw Response.json({ message: TOO_MANY_VALUES_MESSAGE }, { status: 400 })
    const result = v.safeParse(schema, input, { abortPipeEarly: true, message: inputIssueMessage })
    if (!result.success) {
      throw Response.json({ message: VALIDATION_MESSAGE, errors: fieldErrors(result.issues) }, { status: 422 })
    }
    return result.output
  }
}

/** The validator of a function that takes form data (the brief with its file): anything else is refused with 415. */
export function formDataInput(input: FormData): FormData {
  if (!(input instanceof FormData)) throw refusal(415)
  return input
}
