import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** A post in the staff area's list (`GET /v1/admin/posts`). */
export type AdminPostSummary = ApiAnswer<'/v1/admin/posts'>['data'][number]

/** A post as the editor loads and saves it (`GET /v1/admin/posts/{id}`): `tags` are slugs, `path` its public address. */
export type AdminPost = ApiAnswer<'/v1/admin/posts/:id'>
