/**
 * A page that shows an answer of its own for an address with nothing to show (a search page past
 * its last page) still answers 404, so that the address stays out of search indexes: its loader
 * returns this, and the server's renderer gives the status (app/server.ts).
 */
export const NOTHING_TO_SHOW = { pageStatus: 404 } as const

/** The status a page's loader asked for with {@link NOTHING_TO_SHOW}; undefined for an ordinary page. */
export function pageStatus(matches: readonly { loaderData?: unknown }[]): number | undefined {
  for (const { loaderData } of matches) {
    const status = typeof loaderData === 'object' && loaderData !== null ? (loaderData as { pageStatus?: unknown }).pageStatus : undefined
    if (typeof status === 'number') return status
  }
  return undefined
}
