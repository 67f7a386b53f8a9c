import manropeCyrillic from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url'
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url'
import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
  defineHandlerCallback,
  setResponseStatus,
} from '@tanstack/react-start/server'
import { recordBuildInfo } from '#api/metrics.ts'
import { pageError } from '#app/components/errors/error-status.ts'
import { settleSessionEndedNote } from '#app/features/auth/session-note.server.ts'
import { BUILD_ID } from '#app/lib/build-info.server.ts'
import { RENDERED_PAGE_HEADER } from '#app/lib/guest-page.ts'
import { pageRetryAfter, pageStatus } from '#app/lib/page-status.ts'
import { namesNoFunction } from '#app/lib/server-fn/address.server.ts'
import { refusal } from '#app/lib/server-fn/refusals.ts'

/**
 * Russian text needs both Manrope files (the Latin one holds the space, digits and punctuation).
 * Named in the page's headers, they are asked for as the answer arrives, not a round trip after the
 * stylesheet that declares them: the first screen's text, the largest paint on most pages, shows
 * in Manrope sooner. In a header they cost the pages' scripts nothing.
 */
const FONT_PRELOADS = [manropeCyrillic, manropeLatin]
  .map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
  .join(', ')

/**
 * Server-rendered pages answer with the status their error page shows. The router alone knows
 * only 404 and 500; a page whose data the API refused (403, 400, 429 with its Retry-After) or
 * could not give (503) answers that status instead; a page whose loader asks for a status of its
 * own (lib/page-status.ts) answers that one, with its Retry-After when it gives one. A page
 * rendered in full is marked for the production HTTP server's guest page cache (server/page-cache).
 * A page that tells of an ended session takes the note that asked for it (a redirect never gets
 * here, and keeps it).
 */
const renderPage = defineHandlerCallback((context) => {
  settleSessionEndedNote(context.router.options.context.queryClient)
  context.responseHeaders.set('link', FONT_PRELOADS)
  const matches = context.router.stores.matches.get()
  const failure = pageError(matches)
  const status = pageStatus(matches)
  if (failure) {
    setResponseStatus(failure.status)
    if (failure.retryAfter !== undefined) context.responseHeaders.set('retry-after', String(failure.retryAfter))
  } else if (status !== undefined) {
    setResponseStatus(status)
    const retryAfter = pageRetryAfter(matches)
    if (retryAfter !== undefined) context.responseHeaders.set('retry-after', String(retryAfter))
  } else if (!import.meta.env.DEV && matches.every((match) => match.status === 'success')) {
    context.responseHeaders.set(RENDERED_PAGE_HEADER, '1')
  }
  return defaultStreamHandler(context)
})

// malakhit_build_info on the metrics listener (server/observability.ts): which build this process serves.
recordBuildInfo(BUILD_ID)

const entry = createServerEntry({ fetch: createStartHandler(renderPage) })

export default {
  // An address of the server functions without a function's id fails inside Start before any middleware.
  fetch: (request: Request, options?: Parameters<typeof entry.fetch>[1]) =>
    namesNoFunction(new URL(request.url).pathname) ? refusal(404) : entry.fetch(request, options),
}
