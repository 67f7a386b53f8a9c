import { useCallback, useEffect, useRef, useState } from 'react'
import { fillTimeLeft } from './fill-time.ts'
import { failureView, type FormOutcome, settle } from './outcome.ts'
import type { FieldErrors } from './types.ts'

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

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

interface SubmissionOptions {
  /**
   * The least time between showing the form and sending it (anti-spam): a quicker submission is
   * held, pending, until that time has passed, so nobody is refused for being fast.
   */
  minimumFillMs?: number
}

/**
 * The life of a form: how long it has been on screen (anti-spam), one pending submission at a time,
 * errors with a summary that takes focus after each failed attempt, and a success panel that takes focus.
 */
export function useFormSubmission({ minimumFillMs = 0 }: SubmissionOptions = {}) {
  const [state, setState] = useState<SubmissionState>(initialState)
  const [hydrated, setHydrated] = useState(false)
  const [failedAttempts, setFailedAttempts] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLElement>(null)
  // Monotonic time (never the wall clock, which may be wrong or change) when the form became usable.
  const shownAt = useRef(0)
  const sending = useRef(false)
  const mounted = useRef(false)

  // Set once the form is on the person's screen and interactive (also marks the form as hydrated).
  useEffect(() => {
    shownAt.current = performance.now()
    mounted.current = true
    setHydrated(true)
    return () => {
      mounted.current = false
    }
  }, [])

  /** Whole milliseconds the form has been on screen. */
  const filledMs = useCallback(() => Math.floor(performance.now() - shownAt.current), [])

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

  /**
   * Sends the form, one submission at a time (a second click while one is pending does nothing);
   * a submission quicker than the minimum fill time waits, pending, until it may go. Whatever
   * happens, what the person typed stays in the fields.
   */
  const send = useCallback(
    async (submit: () => Promise<FormOutcome>) => {
      if (sending.current) return
      sending.current = true
      setState((current) => ({ ...current, status: 'pending' }))
      try {
        const wait = fillTimeLeft(filledMs(), minimumFillMs)
        if (wait > 0) await pause(wait)
        // The person has left the page meanwhile: nothing is sent behind their back.
        if (!mounted.current) return
        const outcome = await settle(submit)
        if (outcome.kind === 'done') setState({ status: 'sent', errors: {}, failure: null, sentMessage: outcome.message })
        // Not a failure: the screen moves on to ask for the code (the caller reads the outcome it sent).
        else if (outcome.kind === 'second-factor') setState(initialState)
        else {
          const { message, errors } = failureView(outcome)
          fail(message, errors)
        }
      } finally {
        sending.current = false
      }
    },
    [fail, filledMs, minimumFillMs],
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

  /** Forgets the last outcome (what it said no longer applies: the form took another version). */
  const reset = useCallback(() => setState(initialState), [])

  return {
    ...state,
    pending: state.status === 'pending',
    hydrated,
    filledMs,
    summaryRef,
    successRef,
    fail,
    send,
    setFieldError,
    reset,
  }
}

/** The first message of a field, if any. */
export const errorOf = (errors: FieldErrors, field: string) => errors[field]?.[0]
