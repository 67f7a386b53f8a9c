import type { ApiAnswer } from '#app/lib/api/contract.ts'
import type { EditorialType } from '#shared/contract/editorial.ts'

/** An item as the editor loads and saves it (`GET /v1/admin/{type}/{id}`): its own fields as its draft rule names them. */
export type AdminItem = ApiAnswer<`/v1/admin/${EditorialType}/:id`>

/** A tag as the staff area lists it, with how many items carry it (`GET /v1/admin/tags`). */
export type AdminTag = ApiAnswer<'/v1/admin/tags'>['data'][number]
