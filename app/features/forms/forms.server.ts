import { api } from '#app/lib/api/api.server.ts'
import { withClientToken } from '#app/lib/api/client-token.server.ts'
import { visitorHeaders } from '#app/lib/api/visitor.server.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { formFailure } from '#app/components/form/result.ts'
import type { FormResult } from '#app/components/form/types.ts'

/**
 * Posts a form to the API on the visitor's behalf with the site's client token. Problems the
 * person can fix (422), a rate limit (429) and our own failures all come back as a result for
 * the form to show; nothing is thrown.
 */
export async function sendForm(path: string, body: FormData | Record<string, string>): Promise<FormResult> {
  try {
    const headers = visitorHeaders()
    const answer = await withClientToken((token) => api<{ id: number; message: string }>(path, { method: 'POST', body, headers, token }))
    return { ok: true, message: answer.message }
  } catch (error) {
    // API failures of 500 and above are logged by the API client; the rest of ours are logged here.
    if (!(error instanceof ApiRequestError) || (error.status < 500 && ![413, 422, 429].includes(error.status))) {
      console.error(JSON.stringify({ level: 'error', message: 'Form could not be sent', path, error: String(error) }))
    }
    return formFailure(error)
  }
}
