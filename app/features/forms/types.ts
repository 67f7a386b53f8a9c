import type { ChoiceOption } from '#app/components/form/types.ts'

/** The site's view of the form endpoints of the API (api/routes/briefs.ts, api/routes/contact-requests.ts). */

type BriefOption = ChoiceOption

/** `GET /v1/briefs/options`: the choices the brief offers. */
export interface BriefOptions {
  services: BriefOption[]
  budgets: BriefOption[]
  deadlines: BriefOption[]
}

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
