import { SEND_FAILED_MESSAGE } from '#app/components/form/result.ts'
import type { FormResult } from '#app/components/form/types.ts'
import { reportError } from '#app/features/analytics/error-reporter.ts'

/**
 * An account action that answered with our own failure (see formFailure) goes to the `error` goal,
 * as a form's does (use-form-submission.ts); calls without an answer are reported where they fail.
 */
export function reportServerFailure(result: FormResult): void {
  if (!result.ok && result.message === SEND_FAILED_MESSAGE) reportError(new Error('Account action failed on the server'), { status: 500 })
}
