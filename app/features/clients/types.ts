import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** `GET /v1/clients`: one page of clients. */
type ClientPage = ApiAnswer<'/v1/clients'>

/** A client as the list shows it: its logo is 240×96. */
export type Client = ClientPage['data'][number]
