/**
 * How long data rendered on the server counts as fresh in the browser: through hydration and quick
 * navigations. A cached page is never kept longer (server/page-cache), so the data it carries is
 * still fresh when the browser hydrates it and nothing is asked again.
 */
export const FRESH_DATA_MS = 60_000
