import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { apiRequestErrorAdapter } from '#app/lib/api/errors.ts'
import { botErrorResponse } from '#app/lib/bot-errors.ts'
import { lookupLegacyRedirect } from '#app/lib/path-rules/legacy.server.ts'
import { resolvePathRules } from '#app/lib/path-rules/resolve.ts'

/** The path rules: one 301 (or the legacy table's status) to the final address. */
const pathRules = createMiddleware().server(async ({ request, next }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next()
  const redirect = await resolvePathRules(new URL(request.url), lookupLegacyRedirect)
  if (redirect) return new Response(null, { status: redirect.status, headers: { location: redirect.location } })
  return next()
})

/** Search bots get error statuses with a minimal noindex body instead of the error page. */
const errorsForBots = createMiddleware().server(async ({ request, next }) => {
  const result = await next()
  return botErrorResponse(request, result.response) ?? result
})

export const startInstance = createStart(() => ({
  requestMiddleware: [
    // Defining createStart turns off Start's built-in check, so server functions get it back here:
    // a cross-site call to one is refused with 403.
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }),
    pathRules,
    errorsForBots,
  ],
  serializationAdapters: [apiRequestErrorAdapter],
}))
