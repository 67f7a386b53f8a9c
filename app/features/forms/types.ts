/** The site's view of the form endpoints of the API (api/routes/forms.ts). */

export interface BriefOption {
  value: string
  label: string
}

/** `GET /v1/briefs/options`: the choices the brief offers. */
export interface BriefOptions {
  services: BriefOption[]
  budgets: BriefOption[]
  deadlines: BriefOption[]
}

/** Per-field messages, keyed by the form field; `_` holds messages about the whole form. */
export type FieldErrors = Record<string, string[]>

/** What a form's server function answers: never an exception for a problem the person can fix. */
export type FormResult = { ok: true; message: string } | { ok: false; message: string; errors: FieldErrors }

/** The contact form as the server function receives it. */
export interface ContactSubmission {
  name: string
  email: string
  phone: string
  message: string
  consent: boolean
  website: string
  started_at: string
}
