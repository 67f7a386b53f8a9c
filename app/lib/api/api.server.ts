import { consoleLogger, describeError } from '#api/logger.ts'
import { config } from '#server/config.ts'
import { createApiClient, createApiFileClient, type ApiClient, type ApiFileClient, type ApiRequestOptions } from './client.ts'
import { ApiRequestError, toApiRequestError } from './errors.ts'
import { inProcessDatabaseIsDown, inProcessFetch } from './in-process.server.ts'
import { isPublicContentCall, publicAnswerKey, publicAnswers } from './public-answers.server.ts'
// A cycle by nature: the session refreshes its tokens through this client. Both sides use the other only inside calls.
import { visitorAccessToken } from '#app/lib/session/session.server.ts'

/** True when the site serves the reference API itself (no API_BASE_URL). */
export const usesInProcessApi = config().apiBaseUrl === undefined

// Every call made while a visitor is signed in carries their token, public content included (the
// API answers public content the same to everyone). Calls on the site's own behalf name their token.
// A remote API that stops answering must not hold a page: a call gets API_TIMEOUT_SECONDS, then fails
// as the API being out of reach (503), with no second wait. The in-process API answers or fails on its own.
const apiBaseUrl = config().apiBaseUrl
const clientConfig = {
  ...(apiBaseUrl === undefined
    ? { baseURL: 'http://in-process/api', fetch: inProcessFetch }
    : { baseURL: apiBaseUrl, timeout: config().apiTimeoutSeconds * 1000 }),
  defaultToken: visitorAccessToken,
}
const client = createApiClient(clientConfig)
const fileClient = createApiFileClient(clientConfig)

/**
 * A read of public content from the in-process API: answered from what the process keeps
 * (public-answers.server.ts) unless the database is known to be out of reach, which answers 503 as
 * before. The visitor's session is read first all the same, so a due refresh happens as on any call.
 */
async function readPublicContent<T>(path: string, options: ApiRequestOptions): Promise<T> {
  if (inProcessDatabaseIsDown()) return client<T>(path, options)
  const token = options.token === undefined ? await visitorAccessToken() : options.token
  return publicAnswers.read(publicAnswerKey(path, options.query), () => client<T>(path, { ...options, token }))
}

/** A failed call as the site passes it on (ApiRequestError); the backend's address and the cause go to the server log. */
function failedCall(path: string, error: unknown): unknown {
  const converted = toApiRequestError(error)
  if (!(converted instanceof ApiRequestError && converted.status < 500)) {
    consoleLogger.error('API call failed', { path, ...describeError(error) })
  }
  return converted
}

/**
 * The site's API client: a remote backend at API_BASE_URL, or the in-process reference API.
 * Failures become ApiRequestError; the backend's address and the cause stay in the server log.
 */
export const api: ApiClient = async <T>(path: string, options?: ApiRequestOptions) => {
  try {
    return usesInProcessApi && isPublicContentCall(path, options)
      ? await readPublicContent<T>(path, options ?? {})
      : await client<T>(path, options)
  } catch (error) {
    throw failedCall(path, error)
  }
}

/** A download from the API (a lead's file, an export), failing as `api` does. Never kept: every file is personal. */
export const apiFile: ApiFileClient = async (path, options) => {
  try {
    return await fileClient(path, options)
  } catch (error) {
    throw failedCall(path, error)
  }
}
