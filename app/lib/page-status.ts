/**
 * A page that shows an answer of its own for an address with nothing to show (a search page past
 * its last page) still answers 404, so that the address stays out of search indexes: its loader
 * returns this, and the server's renderer gives the status (app/server.ts).
 */
export const NOTHING_TO_SHOW = { pageStatus: 404 } as const

/**
 * A page that shows, in its own frame, that the visitor went past a limit (the search page with its
 * field and when to search again) answers 429 with Retry-After, as the API did: its loader returns this.
 */
export const tooManyRequests = (retryAfter: number) => ({ pageStatus: 429, retryAfter }) as const

/** The loader data of the first match that asked for a status of its own. */
function statusData(matches: readonly { loaderData?: unknown }[]): { pageStatus: number; retryAfter?: unknown } | undefined {
  for (const { loaderData } of matches) {
    const data =
      typeof loaderData === 'object' && loaderData !== null ? (loaderData as { pageStatus?: unknown; retryAfter?: unknown }) : undefined
    if (typeof data?.pageStatus === 'number') return data as { pageStatus: number; retryAfter?: unknown }
  }
  return undefined
}

/** The status a page's loader asked for with {@link NOTHING_TO_SHOW} or {@link tooManyRequests}; undefined for an ordinary page. */
export function pageStatus(matches: readonly { loaderData?: unknown }[]): number | undefined {
  return statusData(matches)?.pageStatus
}

/** The seconds to wait that a page's loader gave with its status (tooManyRequests); undefined otherwise. */
export function pageRetryAfter(matches: readonly { loaderData?: unknown }[]): number | undefined {
  const seconds = statusData(matches)?.retryAfter
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined
}
