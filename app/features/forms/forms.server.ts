import type { FormOutcome } from '#app/components/form/outcome.ts'
import { api } from '#app/lib/api/api.server.ts'
import { withClientToken } from '#app/lib/api/client-token.server.ts'
import { visitorHeaders } from '#app/lib/api/visitor.server.ts'
import { formAction, inputRefusal } from '#app/lib/server-fn/form-action.server.ts'

/**
 * Posts a form to the API on the visitor's behalf with the site's client token. Only the person's
 * input (422, 413) and a rate limit come back in the API's words; any other refusal is our failure.
 */
export function sendForm(path: '/v1/contact-requests' | '/v1/briefs', body: FormData | Record<string, string>): Promise<FormOutcome> {
  return formAction(
    path,
    async () => {
      const headers = visitorHeaders()
      const answer = await withClientToken((token) => api(path, { method: 'POST', body, headers, token }))
      return answer.message
    },
    inputRefusal,
  )
}
