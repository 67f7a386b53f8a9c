import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** An image just uploaded (`POST /v1/admin/media`): ready to use as a cover or in a body. */
export type UploadedImage = ApiAnswer<'/v1/admin/media', 'POST'>

/** `GET /v1/admin/media`: one page of the library. */
type LibraryPage = ApiAnswer<'/v1/admin/media'>

/** An image of the library. */
export type LibraryImage = LibraryPage['data'][number]
