import { createSerializationAdapter } from '@tanstack/react-router'
import { FetchError } from 'ofetch'

/**
 * The API's error body: `{ message, errors?: { field: [text] } }`; the token endpoint adds the
 * OAuth error code (`error`, RFC 6749 5.2), such as `mfa_required`.
 */
interface ApiErrorBody {
  message: string
  errors?: Record<string, string[]>
  error?: string
}

const UNAVAILABLE = 'Сервис временно недоступен. Попробуйте ещё раз через минуту.'
const FAILED = 'Что-то пошло не так. Попробуйте ещё раз через минуту.'

/** How long a visitor (or a crawler) is asked to wait when the backend is down and did not say. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 60

/**
 * A failed API call as the site passes it on: the status, a message for people and, for a rate
 * limit or an outage, the seconds to wait (`Retry-After`); never the backend's address or stack.
 * These cross from server to browser intact (see the adapter below).
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError'
  readonly status: number
  readonly errors: Record<string, string[]> | undefined
  readonly retryAfter: number | undefined
  /**
   * The token endpoint's OAuth error code (`invalid_grant`, `mfa_required`…); undefined for other
   * calls. Only the site's server reads it (sign-in), so it does not cross to the browser.
   */
  readonly code: string | undefined
  /** The id of the server request that failed (X-Request-Id), shown on the error page for the visitor to quote. */
  requestId: string | undefined

  constructor(status: number, message: string, errors?: Record<string, string[]>, retryAfter?: number, code?: string) {
    super(message)
    this.status = status
    this.errors = errors
    this.retryAfter = retryAfter
    this.code = code
  }
}

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).message === 'string'
}

/** An HTTP date as Retry-After carries it: `Fri, 20 Nov 2026 10:02:00 GMT`. */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/

/** `Retry-After` in seconds, from either of its forms (seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d{1,9}$/.test(text)) return Number(text)
  const date = HTTP_DATE.test(text) ? Date.parse(text) : Number.NaN
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * Turns the HTTP client's error into an ApiRequestError; other errors pass through.
 * - 4xx: the API's own words, meant for the person (and its Retry-After on a 429).
 * - 502, 503, 504 or no answer at all: the backend is out of reach, which for the visitor is the
 *   service being unavailable for a while: 503, with the backend's Retry-After or a minute.
 * - any other 5xx: this site failing, a 500.
 * Neither the backend's address nor the cause ever reaches the message.
 */
export function toApiRequestError(error: unknown): unknown {
  if (!(error instanceof FetchError)) return error
  const status = error.status
  const retryAfter = parseRetryAfter(error.response?.headers.get('retry-after'))
  if (status !== undefined && status < 500) {
    if (!isErrorBody(error.data)) return new ApiRequestError(status, 'Запрос не выполнен.', undefined, retryAfter)
    const code = typeof error.data.error === 'string' ? error.data.error : undefined
    return new ApiRequestError(status, error.data.message, error.data.errors, retryAfter, code)
  }
  if (status === undefined || status === 502 || status === 503 || status === 504) {
    return new ApiRequestError(503, UNAVAILABLE, undefined, retryAfter ?? UNAVAILABLE_RETRY_AFTER_SECONDS)
  }
  return new ApiRequestError(500, FAILED)
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiRequestError && error.status === status
}

/** Keeps status, field errors, Retry-After and the request id when an ApiRequestError is sent to the browser (by default only the message survives). */
export const apiRequestErrorAdapter = createSerializationAdapter({
  key: 'api-request-error',
  test: (value): value is ApiRequestError => value instanceof ApiRequestError,
  toSerializable: (error) => ({
    status: error.status,
    message: error.message,
    errors: error.errors ?? null,
    retryAfter: error.retryAfter ?? null,
    requestId: error.requestId ?? null,
  }),
  fromSerializable: (value) => {
    const error = new ApiRequestError(value.status, value.message, value.errors ?? undefined, value.retryAfter ?? undefined)
    error.requestId = value.requestId ?? undefined
    return error
  },
})
