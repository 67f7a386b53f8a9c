import type { FormEvent } from 'react'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { FormResult } from '#app/components/form/types.ts'
import type { useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { EmailOnlySchema } from './validation.ts'

/** A text field of a submitted form ('' when absent). */
export function textOf(data: FormData, key: string): string {
  const value = data.get(key)
  return typeof value === 'string' ? value : ''
}

/**
 * The submit handler of a form that asks only for an email (password recovery, a sign-in link):
 * checked in the browser first, then sent once at a time.
 */
export function emailOnlySubmit(
  form: Pick<ReturnType<typeof useFormSubmission>, 'pending' | 'fail' | 'send'>,
  submit: (call: { data: { email: string } }) => Promise<FormResult>,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const input = { email: textOf(new FormData(event.currentTarget), 'email').trim() }
    const errors = fieldErrorsOf(EmailOnlySchema, input)
    if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
    void form.send(() => submit({ data: input }))
  }
}
