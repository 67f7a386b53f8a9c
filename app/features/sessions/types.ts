import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** One of the account's sign-ins (`GET /v1/sessions`); `current` is the one the request itself was made with. */
export type AccountSession = ApiAnswer<'/v1/sessions'>['data'][number]
