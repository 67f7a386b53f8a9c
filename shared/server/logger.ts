import { format } from 'node:util'
import pino, { type DestinationStream } from 'pino'
import { currentRequest, outsideRequests } from './request-context.ts'

/** Structured one-line logs; errors keep their stack here and never in a response. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** The least severe level a logger writes: `warn` drops the per-request lines, keeping what needs a look. */
export type LogLevel = 'info' | 'warn' | 'error'

/** The process's logger: also warnings, and the counts of repeated errors written out at a stop. */
export interface ProcessLogger extends Logger {
  warn(message: string, fields?: Record<string, unknown>): void
  /** Writes only lines of `level` and above from now on. */
  setLevel(level: LogLevel): void
  /** Writes out every count of repeated errors not reported yet (before the process exits). */
  flushRepeats(): void
}

/** How long repeats of one error are counted before the count is written (one line per error and window). */
const REPEAT_WINDOW_MS = 10_000

export interface LoggerOptions {
  /** Where the JSON lines go: standard output by default. */
  destination?: DestinationStream
  repeatWindowMs?: number
}

/** What tells one error from another in the repeat counts: the log message and the error's code or words. */
function repeatKey(message: string, fields: Record<string, unknown> | undefined): string {
  // A query's text varies with its parameters; the database's own reason (the cause) does not.
  // Quoted parts (a URL with its query, a value) vary with the request; the failure is the rest.
  const reason = String(fields?.code ?? fields?.cause ?? fields?.error ?? '').replace(/"[^"]*"/g, '""')
  return `${message}\u0000${reason.slice(0, 300)}`
}

/** The fields of a repeated error that describe it as a whole (not the stack, not one request's path). */
const summaryOf = (fields: Record<string, unknown> | undefined) => {
  const summary: Record<string, unknown> = {}
  for (const name of ['error', 'code', 'cause']) if (fields?.[name] !== undefined) summary[name] = fields[name]
  return summary
}

/**
 * A visitor who closed the connection mid-request (Node's `aborted` with ECONNRESET, a cut stream,
 * an aborted signal while the client is gone) is no failure of ours: nothing to log as an error;
 * the request's own log line says `aborted`.
 */
function isClientAbort(fields: Record<string, unknown> | undefined): boolean {
  if (fields?.error === 'aborted' && fields.code === 'ECONNRESET') return true
  const clientGone = currentRequest()?.clientGone?.() ?? false
  return (
    clientGone &&
    (['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ABORT_ERR'].includes(String(fields?.code)) ||
      /^(aborted|This operation was aborted|The operation was aborted)/.test(String(fields?.error ?? '')))
  )
}

const NO_FIELDS = {}

/**
 * A logger writing JSON lines (pino) with `time` (ISO 8601), `level` and `message` on every line,
 * and the request id of the request being served, if any. An error logged again within the repeat
 * window is only counted: the first one is written in full (with its stack), then one line per
 * window says how many more came, until a whole window passes without it. A database outage thus
 * writes a few lines per distinct error instead of a stack trace per request.
 */
export function createLogger({ destination, repeatWindowMs = REPEAT_WINDOW_MS }: LoggerOptions = {}): ProcessLogger {
  const stream = destination ?? pino.destination({ fd: 1, sync: false })
  const base = pino(
    {
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A new object each time: pino merges the line's fields into it.
      mixin: () => {
        const request = currentRequest()
        return request ? { requestId: request.id } : {}
      },
    },
    stream,
  )
  const repeats = new Map<string, { message: string; summary: Record<string, unknown>; count: number; timer: NodeJS.Timeout }>()

  const report = (key: string) => {
    const entry = repeats.get(key)
    if (!entry) return
    // A whole window without a repeat: the next one is written in full again.
    if (entry.count === 0) {
      clearInterval(entry.timer)
      repeats.delete(key)
      return
    }
    base.error({ ...entry.summary, repeated: entry.count, windowSeconds: repeatWindowMs / 1000 }, entry.message)
    entry.count = 0
  }

  const countRepeat = (message: string, fields: Record<string, unknown> | undefined): boolean => {
    const key = repeatKey(message, fields)
    const entry = repeats.get(key)
    if (entry) {
      entry.count++
      return true
    }
    // The window's timer must not carry the request that opened it (its id would mark the counts).
    const timer = outsideRequests(() => setInterval(() => report(key), repeatWindowMs))
    timer.unref()
    repeats.set(key, { message, summary: summaryOf(fields), count: 0, timer })
    return false
  }

  return {
    info: (message, fields) => base.info(fields ?? NO_FIELDS, message),
    warn: (message, fields) => base.warn(fields ?? NO_FIELDS, message),
    error: (message, fields) => {
      if (isClientAbort(fields)) return
      if (countRepeat(message, fields)) return
      base.error(fields ?? NO_FIELDS, message)
    },
    setLevel: (level) => {
      base.level = level
    },
    flushRepeats: () => {
      for (const [key, entry] of repeats) {
        report(key)
        clearInterval(entry.timer)
      }
      repeats.clear()
      // Also from an exit handler, where nothing asynchronous runs any more.
      if ('flushSync' in stream && typeof stream.flushSync === 'function') {
        try {
          stream.flushSync()
        } catch {
          // Nothing written yet, or the stream is gone: nothing to flush.
        }
      }
    },
  }
}

// One logger per process: the start script and the server bundle each carry a copy of this module.
const key = Symbol.for('agency.logger')
const store = globalThis as typeof globalThis & { [key]?: ProcessLogger }

/** The product's one logger (the API, the site's server, the process), as JSON lines on standard output. */
store[key] ??= createLogger()
export const consoleLogger: ProcessLogger = store[key]

/** An error as log fields: its message, its code, the cause's message, and the stack. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) }
  // Drizzle wraps the database's error ("Failed query: ..."); the reason is in its cause.
  const cause = error.cause instanceof Error ? { cause: error.cause.message } : {}
  const code = (error as { code?: unknown }).code
  return { error: error.message, ...(typeof code === 'string' ? { code } : {}), ...cause, stack: error.stack }
}

/**
 * Sends what libraries print with console.* (the framework's render errors, for one) through the
 * logger, so that every line of the process is a JSON line with a time, and their errors are
 * counted and filtered like ours.
 */
export function routeConsoleTo(logger: ProcessLogger): void {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error)
      const words = args.filter((arg) => arg !== error)
      const message = words.length > 0 ? format(...words) : error instanceof Error ? error.message : ''
      logger[level](message, error === undefined ? undefined : describeError(error))
    }
  console.log = write('info')
  console.info = write('info')
  console.debug = write('info')
  console.warn = write('warn')
  console.error = write('error')
}
