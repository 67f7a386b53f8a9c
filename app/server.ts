import { createServerEntry, createStartHandler, defaultStreamHandler, defineHandlerCallback, setResponseStatus } from '@tanstack/react-start/server'
import { pageError } from '#app/components/errors/error-status.ts'
import { namesNoFunction } from '#app/lib/server-fn/address.server.ts'
import { refusal } from '#app/lib/server-fn/refusals.ts'

/**
 * Server-rendered pages answer with the status their error page shows. The router alone knows
 * only 404 and 500; a page whose data the API refused (403, 400, 429 with its Retry-After) or
 * could not give (503) answers that status instead.
 */
const renderPage = defineHandlerCallback((context) => {
  const failure = pageError(context.router.stores.matches.get())
  if (failure) {
    setResponseStatus(failure.status)
    if (failure.retryAfter !== undefined) context.responseHeaders.set('retry-after', String(failure.retryAfter))
  }
  return defaultStreamHandler(context)
})

const entry = createServerEntry({ fetch: createStartHandler(renderPage) })

export default {
  // An address of the server functions without a function's id fails inside Start before any middleware.
  fetch: (request: Request, options?: Parameters<typeof entry.fetch>[1]) =>
    namesNoFunction(new URL(request.url).pathname) ? refusal(404) : entry.fetch(request, options),
}
