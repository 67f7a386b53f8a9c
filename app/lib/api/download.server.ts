import { loginHrefFor } from '#app/features/auth/use-session-end.ts'
import { errorPageResponse } from '#app/lib/error-response.server.ts'
import { SessionEndedError, withUserToken } from '#app/lib/session/session.server.ts'
import type { KnownFilePath } from './contract.ts'
import { apiFile } from './transport.server.ts'

/** What the API's answer says about the file, passed on as it is: its type, its name as a download, its length, and that it is not to be sniffed or run. */
const FILE_HEADERS = ['content-type', 'content-disposition', 'content-length', 'x-content-type-options', 'content-security-policy']

/**
 * A file the API gives the signed-in person (a brief's attachment, the leads' CSV, their own data),
 * passed to the browser through a server route of the site: the token in the session cookie is
 * used here and never leaves the server, and the file is never stored on the way. A guest, or a
 * person whose session has ended, goes to sign in and then back to `returnPath`; a refusal (403,
 * 404, 429) or a failure gets the site's small error page with its status.
 */
export async function userDownload<const Path extends string>(
  apiPath: Path & KnownFilePath<Path>,
  { query, returnPath }: { query?: Record<string, string>; returnPath: string },
) {
  try {
    const answer = await withUserToken((token) => apiFile(apiPath, { token, query }))
    const headers = new Headers({ 'cache-control': 'private, no-store' })
    for (const name of FILE_HEADERS) {
      const value = answer.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    return new Response(answer.body, { status: answer.status, headers })
  } catch (error) {
    if (error instanceof SessionEndedError) return new Response(null, { status: 303, headers: { location: loginHrefFor(returnPath) } })
    return errorPageResponse(error)
  }
}
