import { reportError } from '#app/features/analytics/error-reporter.ts'
import { SEND_FAILED_MESSAGE } from './outcome.ts'
import type { FieldErrors } from './types.ts'
import { phoneRule } from '#shared/contract/fields.ts'

/**
 * The phone rule of the forms. libphonenumber with its metadata (about 28 KB gzip) would be most of a
 * form page's own code, so it is fetched when a form first needs it (the phone field takes focus, or
 * the form is checked), never with the page. A schema with `Phone` runs only after loadPhoneRule()
 * has resolved; withPhoneRule() sees to that in the forms.
 */

let toE164: ((value: string) => string | null) | null = null
let loading: Promise<void> | null = null

/** Fetches the phone rule once; a failed fetch (offline) is tried again on the next call. */
export function loadPhoneRule(): Promise<void> {
  loading ??= import('#shared/contract/phone.ts').then(
    (loaded) => {
      toE164 = loaded.toE164
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** A phone number as the API accepts it: the API's own rule, with the number check fetched on demand. */
export const Phone = phoneRule((value) => {
  // Never a silent pass: a form that forgot to wait for the rule fails loudly.
  if (!toE164) throw new Error('The phone rule ran before loadPhoneRule() resolved')
  return toE164(value)
})

/**
 * Runs a form's check (and send) once the phone rule is there. When it cannot be fetched, nothing
 * could be sent either: the form says so, as it does when the network fails while sending.
 */
export function withPhoneRule(form: { fail: (failure: string, errors: FieldErrors) => void }, check: () => void): void {
  loadPhoneRule().then(check, (error: unknown) => {
    form.fail(SEND_FAILED_MESSAGE, {})
    reportError(error)
  })
}
