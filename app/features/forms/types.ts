import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** `GET /v1/briefs/options`: the choices the brief offers. */
export type BriefOptions = ApiAnswer<'/v1/briefs/options'>

/** The contact form as the server function receives it. */
export interface ContactSubmission {
  name: string
  email: string
  phone: string
  message: string
  consent: boolean
  website: string
  /** How long the form was on screen before it was sent, in whole milliseconds (see payload.ts). */
  filled_ms: string
}
