import { ofetch, type FetchOptions } from 'ofetch'

/** Statuses worth one more try (specification, section 7). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]

export interface ApiClientConfig {
  /** Where the API lives, e.g. https://api.example.ru/api. */
  baseURL: string
  /** Another transport, such as the in-process API; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Pause before the retry, in milliseconds. */
  retryDelay?: number
}

export type ApiRequestOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'> & {
  /** The user's access token; sent as `Authorization: Bearer`. */
  token?: string | null
}

export type ApiClient = <T>(path: string, options?: ApiRequestOptions) => Promise<T>

/**
 * The one HTTP client for every call to the API. Statuses of 400 and above throw a FetchError.
 * Retries follow ofetch's defaults, which are the specification's rule: none for POST, PUT,
 * PATCH and DELETE unless a call asks for it, one for other methods, on RETRY_STATUS_CODES only.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const $fetch = ofetch.create(
    {
      baseURL: config.baseURL,
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      retryStatusCodes: RETRY_STATUS_CODES,
      retryDelay: config.retryDelay ?? 150,
    },
    config.fetch ? { fetch: config.fetch } : {},
  )
  return <T,>(path: string, { token, headers, ...options }: ApiRequestOptions = {}) => {
    const merged = new Headers(headers)
    if (token) merged.set('Authorization', `Bearer ${token}`)
    return $fetch<T>(path, { ...options, headers: merged })
  }
}
