import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** `GET /v1/see-also`: a few items of each kind, each with its address on the site. */
export type SeeAlso = ApiAnswer<'/v1/see-also'>
