import { errorStatus } from '#app/components/errors/error-status.ts'
import { publicUrl } from './public-url.ts'

/** What the `error` goal carries: the message, its stack, the page and the status it stands for. */
export interface ErrorReport {
  message: string
  stack: string
  url: string
  status: number
}

type Sink = (report: ErrorReport) => void

/** The same error on the same page is sent once in this time. */
const DEDUPE_MS = 60_000
/** At most this many reports per page view: a broken loop must not flood the counter. */
const MAX_REPORTS_PER_PAGE = 10
/** Reports kept until the counters are up (errors before hydration, an error page before the config is known). */
const MAX_BUFFERED = 10
const MAX_MESSAGE = 500
const MAX_STACK = 2000

/**
 * Sends error reports to a sink without flooding it: repeats of a message on a URL within
 * DEDUPE_MS are dropped, and each page view gets at most MAX_REPORTS_PER_PAGE. Until a sink is
 * connected, reports wait in a small buffer; connecting null (no counter) drops them.
 */
export function createErrorReporter(options: { now?: () => number; dedupeMs?: number; maxPerPage?: number } = {}) {
  const now = options.now ?? Date.now
  const dedupeMs = options.dedupeMs ?? DEDUPE_MS
  const maxPerPage = options.maxPerPage ?? MAX_REPORTS_PER_PAGE
  /** undefined: not decided yet (buffer); null: no counter. */
  let sink: Sink | null | undefined
  let buffer: ErrorReport[] = []
  const lastSent = new Map<string, number>()
  let sentOnPage = 0

  const deliver = (report: ErrorReport, to: Sink) => {
    const key = `${report.message}\n${report.url}`
    const at = now()
    const previous = lastSent.get(key)
    if (previous !== undefined && at - previous < dedupeMs) return false
    if (sentOnPage >= maxPerPage) return false
    lastSent.set(key, at)
    sentOnPage += 1
    if (lastSent.size > 200) {
      for (const [oldKey, time] of lastSent) if (at - time >= dedupeMs) lastSent.delete(oldKey)
    }
    to(report)
    return true
  }

  return {
    /** Answers whether the report was sent (or kept for the sink to come). */
    report(report: ErrorReport): boolean {
      if (sink === null) return false
      if (sink === undefined) {
        // A repeat waits once: the buffer keeps room for other errors (delivery dedupes again).
        if (buffer.some((kept) => kept.message === report.message && kept.url === report.url)) return true
        if (buffer.length >= MAX_BUFFERED) return false
        buffer.push(report)
        return true
      }
      return deliver(report, sink)
    },
    connect(next: Sink | null) {
      sink = next
      const waiting = buffer
      buffer = []
      if (next) for (const report of waiting) deliver(report, next)
    },
    /** A new page view: the per-page allowance starts again. */
    pageChanged() {
      sentOnPage = 0
    },
  }
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The report of any thrown value: its message, stack, the page and the status it stands for. */
export function errorReportOf(error: unknown, context: { url: string; status?: number; stack?: string }): ErrorReport {
  const message =
    error instanceof Error
      ? error.message || error.name
      : typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
          ? (error as { message: string }).message
          : String(error)
  const stack = error instanceof Error && error.stack ? error.stack : (context.stack ?? '')
  return {
    message: truncate(message, MAX_MESSAGE),
    stack: truncate(stack, MAX_STACK),
    url: publicUrl(context.url),
    status: context.status ?? errorStatus(error),
  }
}

/** The page's reporter (one per visit); the root connects it to Metrika once the counters start. */
export const errorReporter = createErrorReporter()

/**
 * Reports an error to the `error` goal. Safe to call anywhere: on the server it does nothing (the
 * browser reports what the visitor sees after hydration).
 */
export function reportError(error: unknown, context: { status?: number } = {}): void {
  if (typeof window === 'undefined') return
  errorReporter.report(errorReportOf(error, { url: window.location.href, status: context.status }))
}

/**
 * A view transition cut short by the next navigation (a guard's redirect right after a back step)
 * rejects its promises, which the router does not await: an expected interruption, not a failure.
 */
function isSkippedViewTransition(reason: unknown): boolean {
  return typeof DOMException !== 'undefined' && reason instanceof DOMException && /^Transition was (skipped|aborted)/.test(reason.message)
}

/** Uncaught errors and unhandled promise rejections of the window go to the reporter. Answers the stop function. */
export function reportWindowErrors(target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    // "Script error." without details comes from another origin's script (a counter itself): nothing to act on.
    if (!event.error && (!event.message || event.message === 'Script error.')) return
    const where = event.filename ? `at ${event.filename}:${event.lineno}:${event.colno}` : undefined
    errorReporter.report(errorReportOf(event.error ?? event.message, { url: target.location.href, stack: where }))
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isSkippedViewTransition(event.reason)) {
      // Handled here, so the browser does not log it as an error either.
      event.preventDefault()
      return
    }
    errorReporter.report(errorReportOf(event.reason, { url: target.location.href }))
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

const watchedWindows = new WeakSet<Window>()

/**
 * Reports the window's uncaught errors from as early as the client entry runs our code (getRouter,
 * before hydration), once per window for the whole visit. Until Analytics connects the counter,
 * the reports wait in the reporter's buffer; dedupe and the per-page limit apply when they are sent.
 */
export function watchWindowErrors(target: Window): void {
  if (watchedWindows.has(target)) return
  watchedWindows.add(target)
  reportWindowErrors(target)
}
