import { currentRequest } from '#shared/server/request-context.ts'
import { consoleLogger, describeError } from '#shared/server/logger.ts'
import { config } from '#server/config.ts'
import { createApiClient, createApiFileClient, type ApiClient, type ApiFileClient, type ApiRequestOptions } from './client.ts'
import type { ApiAnswer, ApiCallOptions, ApiMethod, KnownPath } from './contract.ts'
import { ApiRequestError, toApiRequestError } from './errors.ts'
import { inProcessFetch } from './in-process.server.ts'

// The site's one connection to its backend, below everything that holds a token: the session and
// the site's client token call the API through here, and the site's `api` (api.server.ts) adds the
// visitor's token on top. Nothing here reads a session.

/** True when the site serves the reference API itself (no API_BASE_URL). */
export const usesInProcessApi = config().apiBaseUrl === undefined

// A remote API that stops answering must not hold a page: a call gets API_TIMEOUT_SECONDS, then fails
// as the API being out of reach (503), with no second wait. The in-process API answers or fails on its own.
const apiBaseUrl = config().apiBaseUrl
const clientConfig = {
  ...(apiBaseUrl === undefined
    ? { baseURL: 'http://in-process/api', fetch: inProcessFetch }
    : { baseURL: apiBaseUrl, timeout: config().apiTimeoutSeconds * 1000 }),
  requestId: () => currentRequest()?.id,
}

/** The client every call goes through. A call with no token sends none: the visitor's is added by `api`. */
export const backendClient: ApiClient = createApiClient(clientConfig)
const fileClient = createApiFileClient(clientConfig)

/** A failed call as the site passes it on (ApiRequestError); the backend's address and the cause go to the server log. */
export function failedCall(path: string, error: unknown): unknown {
  const converted = toApiRequestError(error)
  // The error page shows it, for the visitor to quote; the request's log lines carry the same.
  if (converted instanceof ApiRequestError) converted.requestId ??= currentRequest()?.id
  if (!(converted instanceof ApiRequestError && converted.status < 500)) {
    consoleLogger.error('API call failed', { path, ...describeError(error) })
  }
  return converted
}

/**
 * A call that names its own bearer token (the user's, the site's client token) or none (the token
 * endpoint): it never reads the visitor's session. Fails as `api` does.
 */
export async function callApi<const Path extends string, Method extends ApiMethod = 'GET'>(
  path: Path & KnownPath<Path, Method>,
  options: ApiCallOptions<Method> & { token: string | null },
): Promise<ApiAnswer<Path, Method>>
export async function callApi(path: string, options: ApiRequestOptions & { token: string | null }): Promise<unknown> {
  try {
    return await backendClient(path, options)
  } catch (error) {
    throw failedCall(path, error)
  }
}

/** A download from the API (a lead's file, an export) with the token it names, failing as `api` does. Never kept: every file is personal. */
export const apiFile: ApiFileClient = async (path, options) => {
  try {
    return await fileClient(path, options)
  } catch (error) {
    throw failedCall(path, error)
  }
}
