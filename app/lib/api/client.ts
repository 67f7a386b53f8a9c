import { type FetchContext, type FetchOptions, ofetch } from 'ofetch'

/** Statuses worth one more try: timeouts, conflicts, too early, too many requests and server failures. */
const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]

export interface ApiClientConfig {
  /** Where the API lives, e.g. https://api.example.ru/api. */
  baseURL: string
  /** Another transport, such as the in-process API; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Pause before the retry, in milliseconds. */
  retryDelay?: number
  /**
   * How long a call may wait for an answer, in milliseconds, none when left out. A call that takes
   * longer fails with no status (the API out of reach) and is not tried again: another wait would
   * double the visitor's.
   */
  timeout?: number
  /** The id of the request being served, sent as X-Request-Id so that the API's logs name the same request. */
  requestId?: () => string | undefined
}

export type ApiRequestOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'> & {
  /**
   * Sent as `Authorization: Bearer`: the call's own token (the user's, or the site's client token);
   * none when `null` (the token endpoint) or left out. The site's `api` puts the visitor's token
   * into a call that leaves it out.
   */
  token?: string | null
}

/** A call as the wire has it: any path, an answer not yet known. The site's calls are typed from the API's routes (contract.ts). */
export type ApiClient = (path: string, options?: ApiRequestOptions) => Promise<unknown>

/** The one ofetch instance of a client, and the headers of each call: its own, plus the bearer token of whoever it is made for. */
function transport(config: ApiClientConfig) {
  const $fetch = ofetch.create(
    {
      baseURL: config.baseURL,
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      retryStatusCodes: RETRY_STATUS_CODES,
      retryDelay: config.retryDelay ?? 150,
      ...(config.timeout === undefined ? {} : { timeout: config.timeout }),
    },
    config.fetch ? { fetch: config.fetch } : {},
  )
  const headersOf = ({ token, headers }: Pick<ApiRequestOptions, 'token' | 'headers'>) => {
    const merged = new Headers(headers)
    if (token) merged.set('Authorization', `Bearer ${token}`)
    const requestId = config.requestId?.()
    if (requestId) merged.set('X-Request-Id', requestId)
    return merged
  }
  return { $fetch, headersOf }
}

/**
 * The one HTTP client for every call to the API: `X-Requested-With: XMLHttpRequest` on every call,
 * and the bearer token of whoever it is made for. Statuses of 400 and above throw a FetchError.
 * Retries follow ofetch's defaults, which are the site's rule: none for POST, PUT,
 * PATCH and DELETE unless a call asks for it, one for other methods, on RETRY_STATUS_CODES only.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const { $fetch, headersOf } = transport(config)
  return async (path, { token, headers, ...options } = {}) => $fetch<unknown>(path, { ...options, headers: headersOf({ token, headers }) })
}

/** What a download names: its query, headers and token. */
type ApiFileOptions = Pick<ApiRequestOptions, 'query' | 'headers' | 'token'>

/** A file the API answers with (a download): the answer, its body not yet read, for a server route to pass on. */
export type ApiFileClient = (path: string, options?: ApiFileOptions) => Promise<Response>

/** A refusal is the API's JSON, read as such, so that the FetchError it throws carries the API's words as a JSON call's does. */
async function readRefusal({ response }: FetchContext) {
  if (!response || response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return
  response._data = await new Response(response._data as ReadableStream | null).json().catch(() => undefined)
}

/** The client for downloads: the same headers, token, retries and errors as createApiClient, the body passed on as a stream. */
export function createApiFileClient(config: ApiClientConfig): ApiFileClient {
  const { $fetch, headersOf } = transport(config)
  return async (path, { token, headers, query } = {}) => {
    const answer = await $fetch.raw(path, {
      query,
      headers: headersOf({ token, headers }),
      responseType: 'stream',
      onResponse: readRefusal,
    })
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  }
}
