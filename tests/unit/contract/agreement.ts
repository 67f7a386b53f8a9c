import * as v from 'valibot'
import { expect, it } from 'vitest'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import { ApiError, fieldErrors } from '#api/errors.ts'
import { parseInput } from '#api/validation.ts'

// Whether a form in the browser and the API route it is sent to take the same inputs and refuse the
// same ones with the same words under the same fields.

/** The first message of each field with a problem; none when the input is taken. */
export type Verdict = Record<string, string>

/** The first message of each field of a form's or the API's errors. */
export const firstOf = (errors: Record<string, string[]>): Verdict =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']))

/** What a form says before anything is sent: its schema's problems by field, as useValidatedForm checks them. */
export const browserVerdict = (schema: v.GenericSchema, input: unknown): Verdict => firstOf(fieldErrorsOf(schema, input))

/**
 * What the API answers: the fields of its 422 as its error handler writes them (the first message
 * of each), or none when `read` takes the request's fields.
 */
export function apiVerdict(read: (fields: Record<string, unknown>) => unknown, fields: Record<string, unknown>): Verdict {
  try {
    read(fields)
    return {}
  } catch (error) {
    if (error instanceof v.ValiError) return firstOf(fieldErrors(error.issues))
    if (error instanceof ApiError && error.status === 422 && error.errors) return firstOf(error.errors)
    throw error
  }
}

/** A route that reads its fields with one schema, as parseInput does. */
export const readWith = (schema: v.GenericSchema) => (fields: Record<string, unknown>) => parseInput(schema, fields)

interface Agreement<Input> {
  /** The form's verdict on what it read from its fields. */
  browser: (input: Input) => Verdict
  /** The API's verdict on what the site sends for that input. */
  api: (input: Input) => Verdict
  good: Record<string, Input>
  /** Realistic mistakes, each with what both sides say about it. */
  bad: Record<string, [Input, Verdict]>
}

/** Both sides take every good input, and refuse each bad one under the same fields with the same words. */
export function expectAgreement<Input>({ browser, api, good, bad }: Agreement<Input>) {
  it.each(Object.entries(good))('both take %s', (_, input) => {
    expect(browser(input)).toEqual({})
    expect(api(input)).toEqual({})
  })
  it.each(Object.entries(bad))('both refuse %s, in the same words', (_, [input, verdict]) => {
    expect(browser(input), 'the browser').toEqual(verdict)
    expect(api(input), 'the API').toEqual(verdict)
  })
}
