import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** A page as the API answers `GET /v1/pages/{slug}`: `sections` are the body's linkable `<h2 id>`, for a table of contents. */
export type Page = ApiAnswer<'/v1/pages/:slug'>
