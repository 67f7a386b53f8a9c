import { setResponseHeader } from '@tanstack/react-start/server'
import { api } from '#app/lib/api/api.server.ts'
import type { ApiCallOptions, ApiMethod, KnownPath } from '#app/lib/api/contract.ts'
import { withUserToken } from '#app/lib/session/session.server.ts'

/** A path of the staff area's API, written whole where it is called (`/v1/admin/posts/${id}`). */
export type StaffApiPath = `/v1/admin/${string}`

/** Calls the staff area's API as the signed-in person; a 401 ends the session (SessionEndedError). The answer is typed as `api`'s. */
export const asStaff = <const Path extends StaffApiPath, Method extends ApiMethod = 'GET'>(
  path: Path & KnownPath<Path, Method>,
  options: ApiCallOptions<Method> = {},
) => withUserToken((token) => api<Path, Method>(path, { ...options, token }))

/** The answer carries a secret or codes: no cache, the browser's included, may keep it. */
export const answerNotStored = () => setResponseHeader('Cache-Control', 'no-store')
