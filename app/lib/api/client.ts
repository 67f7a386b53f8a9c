import { ofetch, type FetchOptions } from 'ofetch'

/** Statuses worth one more try: timeouts, conflicts, too early, too many requests and server failures. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]

export interface ApiClientConfig {
  /** Where the API lives, e.g. https://api.example.ru/api. */
  baseURL: string
  /** Another transport, such as the in-process API; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Pause before the retry, in milliseconds. */
  retryDelay?: number
  /** The token of whoever the calls are made for (the signed-in visitor), used when a call names none. */
  defaultToken?: () => Promise<string | null> | string | null
}

export type ApiRequestOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'> & {
  /**
   * Sent as `Authorization: Bearer`: the call's own token (the user's, or the site's client token),
   * `null` for none (the token endpoint), or when left out, the config's `defaultToken`.
   */
  token?: string | null
}

export type ApiClient = <T>(path: string, options?: ApiRequestOptions) => Promise<T>

/**
 * The one HTTP client for every call to the API: `X-Requested-With: XMLHttpRequest` on every call,
 * and the bearer token of whoever it is made for. Statuses of 400 and above throw a FetchError.
 * Retries follow ofetch's defaults, which are the site's rule: none for POST, PUT,
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
  return async <T>(path: string, { token, headers, ...options }: ApiRequestOptions = {}) => {
    const merged = new Headers(headers)
    const bearer = token === undefined ? await config.defaultToken?.() : token
    if (bearer) merged.set('Authorization', `Bearer ${bearer}`)
    return $fetch<T>(path, { ...options, headers: merged })
  }
}
