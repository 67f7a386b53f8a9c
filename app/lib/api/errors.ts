import { FetchError } from 'ofetch'

/** The API's error body: `{ message, errors?: { field: [text] } }`. */
export interface ApiErrorBody {
  message: string
  errors?: Record<string, string[]>
}

export function apiStatus(error: unknown): number | undefined {
  return error instanceof FetchError ? error.status : undefined
}

export function isApiStatus(error: unknown, status: number): boolean {
  return apiStatus(error) === status
}
