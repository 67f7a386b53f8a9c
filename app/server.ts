import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
  defineHandlerCallback,
  setResponseStatus,
} from '@tanstack/react-start/server'
import { pageError } from '#app/components/errors/error-status.ts'
import { RENDERED_PAGE_HEADER } from '#app/lib/guest-page.ts'
import { pageStatus } from '#app/lib/page-status.ts'
import { namesNoFunction } from '#app/lib/server-fn/address.server.ts'
import { refusal } from '#app/lib/server-fn/refusals.ts'

/**
 * Server-rendered pages answer with the status their error page shows. The router alone knows
 * only 404 and 500; a page whose data the API refused (403, 400, 429 with its Retry-After) or
 * could not give (503) answers that status instead; a page whose loader asks for a status of its
 * own (lib/page-status.ts) answers that one. A page rendered in full is marked for the
 * production HTTP server's guest page cache (server/page-cache).
 */
const renderPage = defineHandlerCallback((context) => {
  const matches = context.router.stores.matches.get()
  const failure = pageError(matches)
  const status = pageStatus(matches)
  if (failure) {
    setResponseStatus(failure.status)
    if (failure.retryAfter !== undefined) context.responseHeaders.set('retry-after', String(failure.retryAfter))
  } else if (status !== undefined) {
    setResponseStatus(status)
  } else if (!import.meta.env.DEV && matches.every((match) => match.status === 'success')) {
    context.responseHeaders.set(RENDERED_PAGE_HEADER, '1')
  }
  return defaultStreamHandler(context)
})

const entry = createServerEntry({ fetch: createStartHandler(renderPage) })

export default {
  // An address of the server functions without a function's id fails inside Start before any middleware.
  fetch: (request: Request, options?: Parameters<typeof entry.fetch>[1]) =>
    namesNoFunction(new URL(request.url).pathname) ? refusal(404) : entry.fetch(request, options),
}
