import { useCallback, useEffect, useRef, useState } from 'react'
import { reportError } from '#app/features/analytics/error-reporter.ts'
import { SEND_FAILED_MESSAGE } from './result.ts'
import type { FieldErrors, FormResult } from './types.ts'

interface SubmissionState {
  status: 'editing' | 'pending' | 'sent'
  /** Field messages to show under the fields and in the summary. */
  errors: FieldErrors
  /** The summary's text after a failed attempt; null while there is nothing to report. */
  failure: string | null
  /** The API's words after a successful submission. */
  sentMessage: string
}

const initialState: SubmissionState = { status: 'editing', errors: {}, failure: null, sentMessage: '' }

/**
 * The life of a form: when it was shown (anti-spam `started_at`), a pending submission, errors
 * with a summary that takes focus after each failed attempt, and a success panel that takes focus.
 */
export function useFormSubmission() {
  const [state, setState] = useState<SubmissionState>(initialState)
  const [startedAt, setStartedAt] = useState('')
  const [failedAttempts, setFailedAttempts] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLElement>(null)

  // Set once the form is on the person's screen and interactive (also marks the form as hydrated).
  useEffect(() => setStartedAt(String(Date.now())), [])

  useEffect(() => {
    if (failedAttempts > 0) summaryRef.current?.focus()
  }, [failedAttempts])

  useEffect(() => {
    if (state.status === 'sent') successRef.current?.focus()
  }, [state.status])

  const fail = useCallback((failure: string, errors: FieldErrors) => {
    setState({ status: 'editing', errors, failure, sentMessage: '' })
    setFailedAttempts((count) => count + 1)
  }, [])

  /** Sends the form once at a time; whatever happens, what the person typed stays in the fields. */
  const send = useCallback(
    async (submit: () => Promise<FormResult>) => {
      setState((current) => ({ ...current, status: 'pending' }))
      try {
        const result = await submit()
        if (result.ok) setState({ status: 'sent', errors: {}, failure: null, sentMessage: result.message })
        else fail(result.message, result.errors)
        // The server function answered that the failure was ours, not the person's (see formFailure).
        if (!result.ok && result.message === SEND_FAILED_MESSAGE) reportError(new Error('Form submission failed on the server'), { status: 500 })
      } catch (error) {
        // No answer at all (network, a refused request): the form stays as it is.
        fail(SEND_FAILED_MESSAGE, {})
        reportError(error)
      }
    },
    [fail],
  )

  /** Shows or clears one field's message without touching the others (for example after an edit). */
  const setFieldError = useCallback((field: string, message: string | null) => {
    setState((current) => {
      if (!message && !current.errors[field]) return current
      const errors = { ...current.errors }
      if (message) errors[field] = [message]
      else delete errors[field]
      return { ...current, errors }
    })
  }, [])

  return {
    ...state,
    pending: state.status === 'pending',
    startedAt,
    hydrated: startedAt !== '',
    summaryRef,
    successRef,
    fail,
    send,
    setFieldError,
  }
}

/** The first message of a field, if any. */
export const errorOf = (errors: FieldErrors, field: string) => errors[field]?.[0]
