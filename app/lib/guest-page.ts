/**
 * The renderer marks a page it rendered in full, without an error, with this header. Rendered for a
 * request without the personal cookies, such a page is the one every guest gets, and the HTTP server
 * (server/page-cache) may keep it for other guests; it removes the header before the answer leaves.
 */
export const RENDERED_PAGE_HEADER = 'x-rendered-page'
