import { visitorAccessToken } from '#app/lib/session/session.server.ts'
import type { ApiRequestOptions } from './client.ts'
import type { ApiAnswer, ApiCallOptions, ApiMethod, KnownPath } from './contract.ts'
import { inProcessDatabaseIsDown } from './in-process.server.ts'
import { isPublicContentCall, publicAnswerKey, publicAnswers } from './public-answers.server.ts'
import { backendClient, failedCall, usesInProcessApi } from './transport.server.ts'

// Every call made while a visitor is signed in carries their token, public content included (the
// API answers public content the same to everyone). Calls on the site's own behalf name their token.

/** The call's own token when it names one (or null for none); otherwise the signed-in visitor's, if any. */
const tokenFor = async (options: ApiRequestOptions): Promise<string | null> =>
  options.token === undefined ? visitorAccessToken() : options.token

/**
 * A read of public content from the in-process API: answered from what the process keeps
 * (public-answers.server.ts) unless the database is known to be out of reach, which answers 503 as
 * before. The visitor's session is read first all the same, so a due refresh happens as on any call.
 */
async function readPublicContent(path: string, options: ApiRequestOptions): Promise<unknown> {
  const token = await tokenFor(options)
  if (inProcessDatabaseIsDown()) return backendClient(path, { ...options, token })
  return publicAnswers.read(publicAnswerKey(path, options.query), () => backendClient(path, { ...options, token }))
}

/**
 * The site's API client: a remote backend at API_BASE_URL, or the in-process reference API, with the
 * visitor's token unless the call names its own. Failures become ApiRequestError; the backend's
 * address and the cause stay in the server log. The path must be one the API answers for the method,
 * and the answer is typed as the API's route makes it (contract.ts).
 */
export async function api<const Path extends string, Method extends ApiMethod = 'GET'>(
  path: Path & KnownPath<Path, Method>,
  options?: ApiCallOptions<Method>,
): Promise<ApiAnswer<Path, Method>>
export async function api(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  try {
    return usesInProcessApi && isPublicContentCall(path, options)
      ? await readPublicContent(path, options)
      : await backendClient(path, { ...options, token: await tokenFor(options) })
  } catch (error) {
    throw failedCall(path, error)
  }
}
