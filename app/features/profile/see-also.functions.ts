import { createServerFn } from '@tanstack/react-start'
import { api } from '#app/lib/api/api.server.ts'
import { withUserToken } from '#app/lib/session/session.server.ts'

/** «Рекомендуем посмотреть» for the signed-in user; a 401 (session gone) reaches the route as ApiRequestError. */
export const fetchSeeAlso = createServerFn({ method: 'GET' }).handler(() => withUserToken((token) => api('/v1/see-also', { token })))
