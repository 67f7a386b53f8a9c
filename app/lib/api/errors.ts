import { createSerializationAdapter } from '@tanstack/react-router'
import { FetchError } from 'ofetch'

/** The API's error body: `{ message, errors?: { field: [text] } }`. */
export interface ApiErrorBody {
  message: string
  errors?: Record<string, string[]>
}

const UNAVAILABLE = 'Сервис временно недоступен. Попробуйте ещё раз через минуту.'

/**
 * A failed API call as the site passes it on: the status and a message for people, never the
 * backend's address or stack. It crosses from server to browser intact (see the adapter below).
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError'
  readonly status: number
  readonly errors: Record<string, string[]> | undefined

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message)
    this.status = status
    this.errors = errors
  }
}

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).message === 'string'
}

/** Turns the HTTP client's error into an ApiRequestError; other errors pass through. */
export function toApiRequestError(error: unknown): unknown {
  if (!(error instanceof FetchError)) return error
  const status = error.status
  // The API's own words for 4xx are meant for the person. A 5xx or no answer at all is, for the
  // visitor, this site failing: a 500 with a message that gives nothing away.
  if (status !== undefined && status < 500) {
    return isErrorBody(error.data)
      ? new ApiRequestError(status, error.data.message, error.data.errors)
      : new ApiRequestError(status, 'Запрос не выполнен.')
  }
  return new ApiRequestError(500, UNAVAILABLE)
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiRequestError && error.status === status
}

/** Keeps status and field errors when an ApiRequestError is sent to the browser (by default only the message survives). */
export const apiRequestErrorAdapter = createSerializationAdapter({
  key: 'api-request-error',
  test: (value): value is ApiRequestError => value instanceof ApiRequestError,
  toSerializable: (error) => ({ status: error.status, message: error.message, errors: error.errors ?? null }),
  fromSerializable: (value) => new ApiRequestError(value.status, value.message, value.errors ?? undefined),
})
