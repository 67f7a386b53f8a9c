import type { FormEvent } from 'react'
import type * as v from 'valibot'
import { fieldId } from './field-ids.ts'
import { fieldErrorsOf } from './field-errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { FormOutcome } from './outcome.ts'
import { withPhoneRule } from './phone-rule.ts'
import type { FieldErrors } from './types.ts'
import { errorOf, useFormSubmission } from './use-form-submission.ts'

/** Reads the fields of a submitted form. */
export function fieldReader(data: FormData) {
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    /** As typed ('' when absent). */
    text,
    trimmed: (name: string) => text(name).trim(),
    /** A checkbox sent with the value "1". */
    checked: (name: string) => data.get(name) === '1',
    /** Every checked value of a group of checkboxes. */
    all: (name: string) => data.getAll(name).filter((value): value is string => typeof value === 'string'),
  }
}

export type FieldReader = ReturnType<typeof fieldReader>

/** The messages an edit of `field` takes away: its own (unless it is `kept`), and those of the fields `linked` to it. */
export function fieldsClearedBy(field: string, linked: Record<string, readonly string[]> = {}, kept: readonly string[] = []): string[] {
  if (!field) return []
  return [...(kept.includes(field) ? [] : [field]), ...(linked[field] ?? [])]
}

/** The input's problems: the schema's, then any the form checks itself (`check`), keyed by field. */
export function inputErrors<Input>(schema: v.GenericSchema, input: Input, check?: (input: Input) => FieldErrors): FieldErrors {
  return { ...fieldErrorsOf(schema, input), ...check?.(input) }
}

interface SubmitContext {
  /** Everything the form holds, for a form sent as it is (multipart with a file). */
  data: FormData
  /** The form element (to clear passwords once they have done their job). */
  element: HTMLFormElement
  /** How long the form had been on screen when it went (anti-spam). */
  filledMs: number
}

export interface ValidatedFormOptions<Input> {
  /** Names the fields' ids (`${name}-${field}`) and the summary. */
  name: string
  /** The fields in the order they appear: the summary's messages link to them. */
  fields: readonly string[]
  /** The browser's rules (the API checks everything again). */
  schema: v.GenericSchema
  /** What is checked and sent, read from the form. */
  read: (fields: FieldReader, data: FormData) => Input
  /** Rules beyond the schema (a file's size): their messages by field. */
  check?: (input: Input, data: FormData) => FieldErrors
  /** The schema has the phone rule, which is fetched before the first check. */
  phone?: boolean
  submit: (input: Input, context: SubmitContext) => Promise<FormOutcome>
  /** After a success, before the form shows it (sign the person in, move on). */
  onDone?: (input: Input, context: SubmitContext) => Promise<unknown> | unknown
  /** Told of every outcome; answers true when the session has ended (useSessionEnd). */
  sessionEnd?: (outcome: FormOutcome) => Promise<boolean>
  /** Editing a field also clears these fields' messages: `{ password: ['password_confirmation'] }`. */
  linked?: Record<string, readonly string[]>
  /** Fields whose message stays while they are edited (a file input announces its own). */
  kept?: readonly string[]
  /** After each edit of a named field. */
  onEdit?: (field: HTMLInputElement, element: HTMLFormElement) => void
  /** The least time the form is on screen before it is sent (anti-spam). */
  minimumFillMs?: number
}

/**
 * A form checked in the browser first and then sent: reads the fields, checks them against the
 * schema (the summary takes focus with every problem found), sends one submission at a time, and
 * shows the outcome. Editing a field takes its message away; the summary stays until the next attempt.
 */
export function useValidatedForm<Input>(options: ValidatedFormOptions<Input>) {
  const form = useFormSubmission({ minimumFillMs: options.minimumFillMs })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const element = event.currentTarget
    const data = new FormData(element)
    const input = options.read(fieldReader(data), data)
    const checkAndSend = () => {
      const errors = inputErrors(options.schema, input, (value) => options.check?.(value, data) ?? {})
      if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
      void form.send(async () => {
        // Measured as it goes: a quick submission is sent only once the anti-spam time has passed.
        const context = { data, element, filledMs: form.filledMs() }
        const outcome = await options.submit(input, context)
        if (await options.sessionEnd?.(outcome)) return outcome
        if (outcome.kind === 'done') await options.onDone?.(input, context)
        return outcome
      })
    }
    // The phone rule is fetched with the first check (or when the phone field took focus).
    if (options.phone) withPhoneRule(form, checkAndSend)
    else checkAndSend()
  }

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement
    if (!field.name) return
    options.onEdit?.(field, event.currentTarget)
    for (const name of fieldsClearedBy(field.name, options.linked, options.kept)) form.setFieldError(name, null)
  }

  return {
    ...form,
    onSubmit,
    onInput,
    /** A field's id, the target of the summary's link. */
    id: (field: string) => fieldId(options.name, field),
    /** A field's first message, if any. */
    error: (field: string) => errorOf(form.errors, field),
    /** The props that tie a control to its field: its id, its name and its first message. */
    field: (name: string) => ({ id: fieldId(options.name, name), name, error: errorOf(form.errors, name) }),
    /** The props of the form's ErrorSummary. */
    summary: { form: options.name, failure: form.failure ?? '', errors: form.errors, fields: options.fields, summaryRef: form.summaryRef },
  }
}

export type ValidatedForm = ReturnType<typeof useValidatedForm>
