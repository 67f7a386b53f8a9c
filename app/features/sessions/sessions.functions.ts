import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { api } from '#app/lib/api/api.server.ts'
import { isApiStatus } from '#app/lib/api/errors.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { withUserToken } from '#app/lib/session/session.server.ts'
import type { AccountSession } from './types.ts'

/** The account's active sessions, last used first; a 401 (this session gone) reaches the route as ApiRequestError. */
export const fetchSessions = createServerFn({ method: 'GET' }).handler(
  async (): Promise<AccountSession[]> => (await withUserToken((token) => api('/v1/sessions', { token }))).data,
)

/**
 * Ends another session of the account: its device is signed out on its next request. One that has
 * ended meanwhile (the API's 404) is what the person wanted all the same.
 */
export const endSession = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ data }) =>
    formAction('end-session', async () => {
      try {
        await withUserToken((token) => api(`/v1/sessions/${data.id}`, { method: 'DELETE', token }))
      } catch (error) {
        if (!isApiStatus(error, 404)) throw error
        return 'Этот сеанс уже был завершён.'
      }
      return 'Сеанс завершён: на том устройстве нужно будет войти заново.'
    }),
  )

/** Ends every session of the account but this one. */
export const endOtherSessions = createServerFn({ method: 'POST' }).handler(() =>
  formAction('end-other-sessions', async () => {
    await withUserToken((token) => api('/v1/sessions', { method: 'DELETE', token }))
    return 'Другие сеансы завершены: на тех устройствах нужно будет войти заново.'
  }),
)
